import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent, type Resume } from "#shared/resume";
import { toast } from "#web/lib/toast";
import { FakeFunctionsServer } from "#web/test-support/fake-functions-server";
import { renderTool, toolApi } from "../../common/tool-test-harness";
import { OptimizeLinkedinPage } from "./optimize-linkedin-page";

const resume: Resume = {
  ...emptyResumeContent(),
  title: "Nurse Resume",
  id: "0190a000-0000-7000-8000-000000000002",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-02T00:00:00.000Z",
  save_id: null,
};

let server: FakeFunctionsServer;

beforeEach(() => {
  server = new FakeFunctionsServer();
  server.answer("optimize-linkedin", {
    success: true,
    provider: "builtin",
    linkedinContent: {
      headline: "Ward Nurse | Triage · Patient care",
      about: "I care for patients.",
      experience_suggestions: [],
      skills_recommendations: [],
      featured_content: [],
    },
  });
  vi.stubGlobal("fetch", toolApi(server, [resume]));
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

async function chooseResume() {
  renderTool(<OptimizeLinkedinPage />);
  await screen.findByRole("option", { name: "Nurse Resume" });
  fireEvent.change(screen.getByRole("combobox", { name: "Select Resume" }), { target: { value: resume.id } });
  // The list holds summaries: the resume is fetched whole before it can be written from.
  await waitFor(() => expect(generateButton()).toBeEnabled());
}

const generateButton = () => screen.getByRole("button", { name: "Generate LinkedIn Content" });

describe("LinkedIn Optimizer", () => {
  it("asks for at least one section and calls nothing without one", async () => {
    await chooseResume();
    fireEvent.click(screen.getByRole("checkbox", { name: "Headline" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "About" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select at least one section to optimize.");
    fireEvent.click(generateButton());
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    expect(server.callsOf("optimize-linkedin")).toEqual([]);
  });

  it("says the seed's failure text, then shows the content with its counters once it answers", async () => {
    server.failNext("optimize-linkedin", { kind: "unreachable" });
    await chooseResume();
    fireEvent.click(generateButton());
    expect(await screen.findByText("Generation failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to generate LinkedIn content. Please try again.")).toBeInTheDocument();

    fireEvent.click(generateButton());
    expect(await screen.findByText("LinkedIn content generated")).toBeInTheDocument();
    expect(server.callsOf("optimize-linkedin")[1]!.body).toMatchObject({ sections: ["headline", "about"] });
    const headline = screen.getByRole("textbox", { name: "Headline" });
    expect(headline).toHaveValue("Ward Nurse | Triage · Patient care");
    expect(screen.getByText("34/120 characters")).toBeInTheDocument();
    fireEvent.change(headline, { target: { value: "x".repeat(121) } });
    expect(screen.getByText(/^121\/120 characters/)).toHaveClass("text-red-700");
    expect(screen.getByText("20/2000 characters")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Experience" })).not.toBeInTheDocument();
  });
});
