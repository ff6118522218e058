import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { computeCompletion } from "#shared/completion";
import { newEntryId } from "#shared/ids";
import { emptyResumeContent, type Resume } from "#shared/resume";
import { Toaster } from "#web/components/ui/toaster";
import { toast } from "#web/lib/toast";
import { summaryOf } from "#web/lib/api/resumes";
import { DashboardPage } from "./dashboard-page";

const stored: Resume = {
  ...emptyResumeContent("classic"),
  id: "0190a000-0000-7000-8000-0000000000a1",
  title: "Engineering Resume",
  personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000", location: "London", summary: "" },
  experience: [
    {
      id: newEntryId(),
      company: "Analytical Engines Ltd",
      position: "Engineer",
      location: "London",
      startDate: "Jan 2020",
      endDate: "",
      current: true,
      description: "Wrote the first program for the engine, with notes on its loops.",
    },
  ],
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-02-03T00:00:00.000Z",
  save_id: null,
};

const LIMIT_MESSAGE = "You have 200 resumes, the most one account can keep. Delete one you no longer need to create another.";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Every request the page made, as 'METHOD path'. */
let requests: string[];
/** Bodies the page sent to POST /api/resumes and POST /api/pdf. */
let created: Resume[];
let pdfBodies: Array<{ resume: Resume }>;
/** Holds the answer to a whole resume until released (a slow connection). */
let resumeAnswer: Promise<void>;
let isAccountFull: boolean;

/** The resume API as the server answers it: the list in summaries, each resume whole by its id. */
const api = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
  const { pathname } = new URL(String(input), "http://vitae.test");
  const method = init.method ?? "GET";
  requests.push(`${method} ${pathname}`);
  if (method === "GET" && pathname === "/api/resumes") return json(200, { resumes: [summaryOf(stored)] });
  if (method === "GET" && pathname === `/api/resumes/${stored.id}`) {
    await resumeAnswer;
    return json(200, { resume: stored });
  }
  if (method === "POST" && pathname === "/api/resumes") {
    if (isAccountFull) return json(409, { error: { code: "ACCOUNT_LIMIT_REACHED", message: LIMIT_MESSAGE } });
    const body = JSON.parse(String(init.body)) as Resume;
    created.push(body);
    return json(201, { resume: { ...body, created_at: "2026-03-01T00:00:00.000Z", updated_at: "2026-03-01T00:00:00.000Z" } });
  }
  if (method === "POST" && pathname === "/api/pdf") {
    pdfBodies.push(JSON.parse(String(init.body)) as { resume: Resume });
    return new Response("%PDF-1.7", {
      status: 200,
      headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="Ada.pdf"' },
    });
  }
  return json(404, { error: { code: "NOT_FOUND", message: "Not found." } });
};

/** Files the page handed to the browser to download. */
let downloads: string[];

beforeEach(() => {
  requests = [];
  created = [];
  pdfBodies = [];
  downloads = [];
  resumeAnswer = Promise.resolve();
  isAccountFull = false;
  localStorage.clear();
  vi.stubGlobal("fetch", api);
  // jsdom makes no object URLs and does not download: the link's click is where the file leaves.
  URL.createObjectURL = vi.fn(() => "blob:vitae.test/file");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = async () => screen.findByRole("article", { name: "Engineering Resume" });
const toastWith = async (text: string) =>
  within(await screen.findByRole("region", { name: /^Notifications/ })).findByText(text, {}, { timeout: 2000 });

async function chooseDownload(item: string) {
  fireEvent.keyDown(within(await card()).getByRole("button", { name: "Download Engineering Resume" }), { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("My Resumes", () => {
  it("draws each card from the list's summary: title, template, score and date, without fetching the resume", async () => {
    renderDashboard();
    const article = await card();
    const score = computeCompletion(stored).score;
    expect(within(article).getByText("Classic")).toBeInTheDocument();
    expect(within(article).getByLabelText(`${score}% complete`)).toHaveTextContent(`${score}%`);
    expect(within(article).getByText(/^Last updated/)).toBeInTheDocument();
    expect(requests).toEqual(["GET /api/resumes"]);
  });

  it("duplicates the whole resume, fetched by id when asked, showing the card busy meanwhile", async () => {
    let release = () => {};
    resumeAnswer = new Promise((resolve) => (release = resolve));
    renderDashboard();
    const duplicate = within(await card()).getByRole("button", { name: "Duplicate Engineering Resume" });
    fireEvent.click(duplicate);
    await waitFor(() => expect(duplicate).toHaveAttribute("aria-busy", "true"));
    expect(duplicate).toBeDisabled();
    expect(within(await card()).getByRole("button", { name: "Delete Engineering Resume" })).toBeDisabled();

    release();
    await toastWith("Resume duplicated");
    expect(requests).toContain(`GET /api/resumes/${stored.id}`);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: "Engineering Resume (Copy)", personal_info: stored.personal_info });
    expect(created[0]!.experience[0]).toMatchObject({ company: "Analytical Engines Ltd", description: stored.experience[0]!.description });
    expect(created[0]!.experience[0]!.id).not.toBe(stored.experience[0]!.id);
    // The copy's card comes first, from the summary of what the server stored.
    const titles = (await screen.findAllByRole("article")).map((article) => within(article).getByRole("heading").textContent);
    expect(titles).toEqual(["Engineering Resume (Copy)", "Engineering Resume"]);
    expect(duplicate).toBeEnabled();
  });

  it("says what to delete when the account keeps all the resumes it may", async () => {
    isAccountFull = true;
    renderDashboard();
    fireEvent.click(within(await card()).getByRole("button", { name: "Duplicate Engineering Resume" }));
    await toastWith("Failed to duplicate resume");
    await toastWith(LIMIT_MESSAGE);
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("downloads the PDF and the JSON Resume of the whole resume, fetched by id when chosen", async () => {
    renderDashboard();
    await chooseDownload("Download PDF");
    await waitFor(() => expect(downloads).toEqual(["Ada.pdf"]));
    expect(pdfBodies[0]!.resume).toMatchObject({ title: "Engineering Resume", personal_info: stored.personal_info });
    expect(pdfBodies[0]!.resume.experience).toHaveLength(1);

    await chooseDownload("Export JSON (JSON Resume)");
    await waitFor(() => expect(downloads).toEqual(["Ada.pdf", "Engineering-Resume.json"]));
    expect(requests.filter((request) => request === `GET /api/resumes/${stored.id}`)).toHaveLength(2);
  });

  it("shows the download being prepared while the resume is fetched", async () => {
    let release = () => {};
    resumeAnswer = new Promise((resolve) => (release = resolve));
    renderDashboard();
    await chooseDownload("Export JSON (JSON Resume)");
    const download = within(await card()).getByRole("button", { name: "Download Engineering Resume" });
    await waitFor(() => expect(download).toHaveTextContent("Preparing file..."));
    expect(download).toBeDisabled();
    release();
    await waitFor(() => expect(downloads).toEqual(["Engineering-Resume.json"]));
    await waitFor(() => expect(download).toBeEnabled());
  });
});
