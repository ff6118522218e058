import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { takeChosenStart } from "#web/lib/start-chosen";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { CvExamplesPage } from "./cv-examples-page";
import { ResumeExamplesPage } from "./resume-examples-page";
import { CV_EXAMPLES } from "./samples/cv-examples";
import type { ResumeExample } from "./samples/resume-example";
import { RESUME_EXAMPLES } from "./samples/resume-examples";

const PAGES: { path: string; Page: ComponentType<MarketingPageProps>; examples: readonly ResumeExample[] }[] = [
  { path: "/resume-examples", Page: ResumeExamplesPage, examples: RESUME_EXAMPLES },
  { path: "/cv-examples", Page: CvExamplesPage, examples: CV_EXAMPLES },
];

/** What POST /api/resumes received, as the server would store it. */
let createdBodies: (ResumeContent & { id: string })[];

const api = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
  const { pathname } = new URL(String(input), "http://vitae.test");
  if (pathname !== "/api/resumes" || init.method !== "POST") return new Response("{}", { status: 404 });
  const body = JSON.parse(String(init.body)) as ResumeContent & { id: string };
  createdBodies.push(body);
  const now = new Date().toISOString();
  const resume = { ...body, created_at: now, updated_at: now, save_id: null };
  return new Response(JSON.stringify({ resume }), { status: 201, headers: { "content-type": "application/json" } });
};

beforeEach(() => {
  createdBodies = [];
  localStorage.clear();
  vi.stubGlobal("fetch", api);
  // The full-size view cuts pages once the web fonts are in; jsdom has no font loading at all.
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { ready: Promise.resolve(), status: "loaded", addEventListener: () => {}, removeEventListener: () => {} },
  });
});

afterEach(() => vi.unstubAllGlobals());

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(Page: ComponentType<MarketingPageProps>, path: string, isSignedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<Page isSignedIn={isSignedIn} />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (example: ResumeExample) => screen.getByRole("article", { name: example.profession });

describe.each(PAGES)("$path", ({ path, Page, examples }) => {
  const info = marketingPage(path)!;

  it("has its heading, its title and description, and a card per example with why it works", async () => {
    renderPage(Page, path, false);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/examples you can edit/);
    await waitFor(() => expect(document.title).toBe(info.title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? info.description).toBe(info.description);
    const list = screen.getByRole("list", { name: path === "/cv-examples" ? "CV examples" : "Resume examples" });
    expect(within(list).getAllByRole("article")).toHaveLength(examples.length);
    for (const example of examples) {
      expect(within(card(example)).getByText(example.whyItWorks)).toBeInTheDocument();
      // The card names the person beside its live preview (which names them too, in its own layout).
      expect(within(card(example)).getByText(example.content.personal_info.fullName, { selector: "p" })).toBeInTheDocument();
    }
  });

  it("sends visitors to sign in first, and signed-in users to the template picker, from the main call to action", () => {
    renderPage(Page, path, false);
    expect(screen.getByRole("link", { name: "Start from a blank template" })).toHaveAttribute("href", "/auth");
  });

  it("takes a signed-in user to the template picker from the main call to action", () => {
    renderPage(Page, path, true);
    expect(screen.getByRole("link", { name: "Start from a blank template" })).toHaveAttribute("href", "/dashboard/templates");
  });

  it("shows an example full size, every page, from its card", async () => {
    renderPage(Page, path, false);
    const example = examples[0]!;
    fireEvent.click(within(card(example)).getByRole("button", { name: /Full size/ }));
    const dialog = await screen.findByRole("dialog", { name: `${example.profession} example` });
    expect(within(dialog).getByText(example.content.personal_info.fullName, { selector: "[data-resume-sheet] *" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Use this example/ })).toBeEnabled();
  });

  it("creates a signed-in user's new resume with the example's content and opens it in the editor", async () => {
    renderPage(Page, path, true);
    const example = examples[1]!;
    fireEvent.click(within(card(example)).getByRole("button", { name: /Use this example/ }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toMatch(/^\/dashboard\/editor\/[0-9a-f-]{36}$/));
    expect(createdBodies).toHaveLength(1);
    const [created] = createdBodies;
    expect(screen.getByTestId("location")).toHaveTextContent(`/dashboard/editor/${created!.id}`);
    expect(created).toMatchObject({
      title: example.content.title,
      template_id: example.content.template_id,
      personal_info: example.content.personal_info,
    });
    expect(created!.experience.map((entry) => entry.position)).toEqual(example.content.experience.map((entry) => entry.position));
  });

  it("remembers a visitor's choice and sends them to sign in, without creating anything yet", async () => {
    renderPage(Page, path, false);
    const example = examples[2]!;
    fireEvent.click(within(card(example)).getByRole("button", { name: /Use this example/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
    expect(createdBodies).toEqual([]);
    expect(takeChosenStart()).toMatchObject({ example: { title: example.content.title, personal_info: example.content.personal_info } });
  });
});
