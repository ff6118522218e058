import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent, type Resume } from "#shared/resume";
import { toast } from "#web/lib/toast";
import { FakeFunctionsServer } from "#web/test-support/fake-functions-server";
import { renderTool, toolApi } from "../../common/tool-test-harness";
import { OptimizeResumePage } from "./optimize-resume-page";

const resume: Resume = {
  ...emptyResumeContent(),
  title: "Nurse Resume",
  personal_info: { fullName: "Mary Seacole", email: "", phone: "", location: "", summary: "Caring nurse." },
  id: "0190a000-0000-7000-8000-000000000001",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-02T00:00:00.000Z",
  save_id: null,
};

let server: FakeFunctionsServer;
/** The paths of the API's resume reads, in order. */
let resumeReads: string[];

beforeEach(() => {
  server = new FakeFunctionsServer();
  server.answer("optimize-resume", {
    success: true,
    provider: "builtin",
    optimization: { score: 73, general_feedback: "Solid.", keywords_missing: ["Triage"], ats_issues: [], improvements: [] },
  });
  resumeReads = [];
  const api = toolApi(server, [resume]);
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), "http://vitae.test");
    if (pathname.startsWith("/api/resumes")) resumeReads.push(pathname);
    return api(input, init);
  });
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const optimizeButton = () => screen.getByRole("button", { name: "Optimize Resume" });

/** Chooses the resume and waits until it has been fetched whole. */
async function chooseResume() {
  await screen.findByRole("option", { name: "Nurse Resume" });
  fireEvent.change(screen.getByRole("combobox", { name: "Select Resume" }), { target: { value: resume.id } });
  await waitFor(() => expect(optimizeButton()).toBeEnabled());
}

describe("Resume Optimizer", () => {
  it("needs a resume: Optimize stays disabled until one is chosen and fetched whole, the list holding summaries", async () => {
    renderTool(<OptimizeResumePage />);
    expect(optimizeButton()).toBeDisabled();
    await screen.findByRole("option", { name: "Nurse Resume" });
    expect(optimizeButton()).toBeDisabled();
    expect(resumeReads).toEqual(["/api/resumes"]);
    fireEvent.change(screen.getByRole("combobox", { name: "Select Resume" }), { target: { value: resume.id } });
    expect(screen.getByRole("status")).toHaveTextContent("Loading this resume...");
    expect(optimizeButton()).toBeDisabled();
    await waitFor(() => expect(optimizeButton()).toBeEnabled());
    expect(resumeReads).toEqual(["/api/resumes", `/api/resumes/${resume.id}`]);
  });

  it("sends the whole resume with the ticked goals, says the seed's failure text, keeps the job description, and shows the score once it answers", async () => {
    server.failNext("optimize-resume", {
      kind: "error",
      status: 503,
      error: { code: "SERVICE_UNAVAILABLE", message: "All AI services are temporarily unavailable.", errorType: "all_providers_failed" },
    });
    renderTool(<OptimizeResumePage />);
    await chooseResume();
    const job = screen.getByRole("textbox", { name: "Target Job Description (optional)" });
    fireEvent.change(job, { target: { value: "Ward nurse, triage experience." } });

    fireEvent.click(optimizeButton());
    expect(await screen.findByText("Optimization failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to optimize resume. Please try again.")).toBeInTheDocument();
    expect(job).toHaveValue("Ward nurse, triage experience.");
    const [call] = server.callsOf("optimize-resume");
    expect(call!.body).toEqual({
      resume: expect.objectContaining({ title: "Nurse Resume", personal_info: expect.objectContaining({ fullName: "Mary Seacole" }) }),
      jobDescription: "Ward nurse, triage experience.",
      optimizationGoals: ["ats", "content"],
    });

    fireEvent.click(optimizeButton());
    expect(await screen.findByText("Resume analyzed (Score: 73/100)")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Score 73 out of 100" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Missing keywords" })).toHaveTextContent("Triage");
    expect(screen.getByText("No ATS issues found.")).toBeInTheDocument();
  });

  it("sends no job description when none is pasted", async () => {
    server.answer("optimize-resume", {
      success: true,
      provider: "builtin",
      optimization: { score: 73, general_feedback: "Solid.", keywords_missing: [], ats_issues: [], improvements: [] },
    });
    renderTool(<OptimizeResumePage />);
    await chooseResume();
    fireEvent.click(screen.getByRole("checkbox", { name: "Keyword Matching" }));
    fireEvent.click(optimizeButton());
    expect(await screen.findByText("Resume analyzed (Score: 73/100)")).toBeInTheDocument();
    expect(server.callsOf("optimize-resume")[0]!.body).toMatchObject({
      jobDescription: null,
      optimizationGoals: ["ats", "content", "keywords"],
    });
    expect(screen.getByText("Add a target job description to see the keywords your resume is missing.")).toBeInTheDocument();
  });
});
