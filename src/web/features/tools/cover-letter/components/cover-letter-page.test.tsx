import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResumeSections } from "#shared/ai";
import type { CoverLetter } from "#shared/applications";
import { emptyResumeContent, type Resume } from "#shared/resume";
import { Toaster } from "#web/components/ui/toaster";
import { toast } from "#web/lib/toast";
import { summaryOf } from "#web/lib/api/resumes";
import { FakeFunctionsServer } from "#web/test-support/fake-functions-server";
import { CoverLetterPage } from "./cover-letter-page";

const stored: Resume = {
  ...emptyResumeContent("classic"),
  id: "r1",
  title: "Engineering Resume",
  personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "", location: "London", summary: "" },
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-02T00:00:00Z",
  save_id: null,
};

const uploaded: ResumeSections = {
  personal_info: { fullName: "Grace Hopper", email: "grace@example.com", phone: "", location: "", summary: "" },
  experience: [],
  education: [],
  skills: [{ id: "s1", category: "Languages", items: ["COBOL"] }],
  projects: [],
  certifications: [],
  languages: [],
  custom_sections: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let functions: FakeFunctionsServer;
/** Bodies the page sent to POST /api/cover-letters. */
let savedBodies: unknown[];
/** Paths of the resumes fetched whole. */
let resumeReads: string[];
/** Holds the answer to a whole resume until released (a slow connection). */
let resumeAnswer: Promise<void>;
/** What POST /api/cover-letters answers instead of saving, when set. */
let saveRefusal: { status: number; error: { code: string; message: string } } | null;

/**
 * The API the page talks to: the user's one resume (listed as its summary, fetched whole by id),
 * their cover letters (none at first, saves answered as the server does) and the AI functions in memory.
 */
const api = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
  const { pathname } = new URL(String(input), "http://vitae.test");
  if (pathname === "/api/resumes") return json(200, { resumes: [summaryOf(stored)] });
  if (pathname === `/api/resumes/${stored.id}`) {
    resumeReads.push(pathname);
    await resumeAnswer;
    return json(200, { resume: stored });
  }
  if (pathname === "/api/cover-letters" && init.method === "GET") return json(200, { coverLetters: [] });
  if (pathname === "/api/cover-letters" && init.method === "POST" && saveRefusal)
    return json(saveRefusal.status, { error: saveRefusal.error });
  if (pathname === "/api/cover-letters" && init.method === "POST") {
    const body = JSON.parse(String(init.body)) as Omit<CoverLetter, "id" | "created_at" | "updated_at">;
    savedBodies.push(body);
    const now = new Date().toISOString();
    return json(201, { coverLetter: { id: `letter-${savedBodies.length}`, ...body, created_at: now, updated_at: now } });
  }
  return functions.fetch(input, init);
};

beforeEach(() => {
  savedBodies = [];
  resumeReads = [];
  resumeAnswer = Promise.resolve();
  saveRefusal = null;
  functions = new FakeFunctionsServer();
  functions.answer("generate-cover-letter", {
    coverLetter: "Dear Hiring Manager,\n\nI would like to join Acme Corp.",
    provider: "builtin",
  });
  functions.answer("parse-resume-upload", { success: true, resumeData: uploaded, unplaced: [], provider: "builtin" });
  vi.stubGlobal("fetch", api);
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  // Sonner keeps its toasts in module state: the next test's Toaster would show them again.
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CoverLetterPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const generateButton = () => screen.getByRole("button", { name: "Generate Cover Letter" });
const picker = () => screen.getByRole("combobox", { name: "Resume" });
const chooseSource = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));
const toastWith = async (text: string) =>
  within(await screen.findByRole("region", { name: /^Notifications/ })).findByText(text, {}, { timeout: 2000 });

function fillJob() {
  fireEvent.change(screen.getByRole("textbox", { name: "Job Title" }), { target: { value: "Engineer" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Company Name" }), { target: { value: "Acme Corp" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Job Description" }), { target: { value: "Build things in TypeScript." } });
}

/** Generates and waits for the letter (toasts of earlier letters may still show). */
async function generate() {
  const before = functions.callsOf("generate-cover-letter").length;
  fireEvent.click(generateButton());
  await waitFor(() => expect(functions.callsOf("generate-cover-letter")).toHaveLength(before + 1));
  await waitFor(() => expect(generateButton()).toHaveTextContent("Generate Cover Letter"));
  expect(screen.getByRole("textbox", { name: "Your cover letter" })).toHaveValue("Dear Hiring Manager,\n\nI would like to join Acme Corp.");
}

/** Picks the stored resume and waits until it is fetched whole (the list holds its summary only). */
async function pickStored() {
  fireEvent.change(picker(), { target: { value: "r1" } });
  await waitFor(() => expect(resumeReads).toContain("/api/resumes/r1"));
  await waitFor(() => expect(screen.queryByText("Loading this resume...")).not.toBeInTheDocument());
}

const lastGenerationResume = () => (functions.callsOf("generate-cover-letter").at(-1)!.body as { resume: unknown }).resume;

describe("CoverLetterPage", () => {
  it("lists each resume as 'title (template id)' after 'None - Generate from job description only'", async () => {
    renderPage();
    await screen.findByRole("option", { name: "Engineering Resume (classic)" });
    expect(
      within(picker())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["None - Generate from job description only", "Engineering Resume (classic)"]);
  });

  it("keeps 'Generate Cover Letter' disabled until job title, company and description are all filled", async () => {
    renderPage();
    expect(generateButton()).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Job Title" }), { target: { value: "Engineer" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Company Name" }), { target: { value: "Acme Corp" } });
    expect(generateButton()).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Job Description" }), { target: { value: "   " } });
    expect(generateButton()).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Job Description" }), { target: { value: "Build things." } });
    expect(generateButton()).toBeEnabled();
  });

  it("sends the resume the switch shows: none yet, the stored one picked, none, then the picked one again", async () => {
    renderPage();
    fillJob();
    await screen.findByRole("option", { name: "Engineering Resume (classic)" });
    await generate();
    await toastWith("Cover letter generated");
    expect(lastGenerationResume()).toBeNull();

    await pickStored();
    await generate();
    expect(lastGenerationResume()).toMatchObject({ title: "Engineering Resume", personal_info: { fullName: "Ada Lovelace" } });

    chooseSource("No Resume");
    await generate();
    expect(lastGenerationResume()).toBeNull();

    // Back on My Resumes, the pick is still there.
    chooseSource("My Resumes");
    expect(picker()).toHaveValue("r1");
    await generate();
    expect(lastGenerationResume()).toMatchObject({ title: "Engineering Resume" });
  });

  it("writes nothing from the advert alone while the resume picked is still on its way, and says so", async () => {
    let release = () => {};
    resumeAnswer = new Promise((resolve) => (release = resolve));
    renderPage();
    fillJob();
    await screen.findByRole("option", { name: "Engineering Resume (classic)" });
    fireEvent.change(picker(), { target: { value: "r1" } });
    expect(await screen.findByText("Loading this resume...")).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    // Enter in a field submits past the disabled button.
    fireEvent.submit(generateButton().closest("form")!);
    await toastWith("Your resume is still loading");
    expect(functions.callsOf("generate-cover-letter")).toEqual([]);

    release();
    await waitFor(() => expect(screen.queryByText("Loading this resume...")).not.toBeInTheDocument());
    await generate();
    expect(lastGenerationResume()).toMatchObject({ title: "Engineering Resume" });
  });

  it("says what to delete when the account keeps all the letters it may", async () => {
    const message =
      "You have 500 saved cover letters, the most one account can keep. Delete one you no longer need under My cover letters to save another.";
    saveRefusal = { status: 409, error: { code: "ACCOUNT_LIMIT_REACHED", message } };
    renderPage();
    fillJob();
    await generate();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await toastWith("Save failed");
    await toastWith(message);
  });

  it("sends the uploaded resume once the upload widget has read it", async () => {
    renderPage();
    fillJob();
    chooseSource("Upload Resume");
    const pdf = new File([new TextEncoder().encode("%PDF-1.7\n".padEnd(2048, " "))], "grace.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("Resume file to upload"), { target: { files: [pdf] } });
    fireEvent.click(await screen.findByRole("button", { name: "Upload & Extract" }));
    await screen.findByText(/Writing from your uploaded resume \(Grace Hopper\)/);
    await generate();
    expect(lastGenerationResume()).toEqual(uploaded);
  });

  it("saves the letter with its stored resume's id only when written from My Resumes", async () => {
    renderPage();
    fillJob();
    await screen.findByRole("option", { name: "Engineering Resume (classic)" });
    await pickStored();
    await generate();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await toastWith("Saved successfully");
    expect(savedBodies.at(-1)).toMatchObject({ resume_id: "r1", job_title: "Engineer", company_name: "Acme Corp" });

    fireEvent.click(screen.getByRole("button", { name: "Start a new letter" }));
    chooseSource("No Resume");
    fillJob();
    await generate();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(savedBodies).toHaveLength(2));
    expect(savedBodies.at(-1)).toMatchObject({ resume_id: null });
  });

  it("keeps everything typed when generation fails, with the seed's toast", async () => {
    functions.failNext("generate-cover-letter", { kind: "unreachable" });
    renderPage();
    fillJob();
    fireEvent.click(generateButton());
    await toastWith("Generation failed");
    await toastWith("Failed to generate cover letter. Please try again.");
    expect(screen.getByRole("textbox", { name: "Job Description" })).toHaveValue("Build things in TypeScript.");
    expect(generateButton()).toBeEnabled();
  });

  it("answers a submit that gets past the disabled button (Enter in a field) with 'Missing information'", async () => {
    renderPage();
    fireEvent.change(screen.getByRole("textbox", { name: "Job Title" }), { target: { value: "Engineer" } });
    fireEvent.submit(generateButton().closest("form")!);
    await toastWith("Missing information");
    await toastWith("Please fill in all required fields");
    expect(functions.callsOf("generate-cover-letter")).toEqual([]);
  });

  it("refuses to save without a letter: 'Cannot save' / 'Please generate a cover letter first'", async () => {
    renderPage();
    fillJob();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await toastWith("Cannot save");
    await toastWith("Please generate a cover letter first");
    expect(savedBodies).toEqual([]);
  });
});
