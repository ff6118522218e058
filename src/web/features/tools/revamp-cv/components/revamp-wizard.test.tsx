import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AI_LIMITS, type CvScores, type JobData } from "#shared/ai";
import { readImportReview } from "#web/lib/import-review";
import { FakeFunctionsServer } from "#web/test-support/fake-functions-server";
import { revampedAnswer, uploadedResume } from "../lib/test-resumes";
import { RevampWizard } from "./revamp-wizard";

const jobData: JobData = {
  title: "Compiler Engineer",
  company: "",
  location: "",
  seniority: "",
  required_skills: ["COBOL"],
  preferred_skills: [],
  keywords: ["COBOL"],
  responsibilities: [],
};
const scores: CvScores = { ats_score: 81, impact_score: 74 };

const pdf = (name = "grace.pdf", size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return new File([bytes], name, { type: "application/pdf" });
};
const wordDoc = () => {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return new File([bytes], "grace.doc", { type: "application/msword" });
};

let server: FakeFunctionsServer;
let savedBodies: unknown[];
let saveFailure: { status: number; body: unknown } | null;
let clock = Date.parse("2026-03-01T12:00:00Z");

// The resumes API beside the AI functions: 'Save Revamped CV' creates one resume.
const fetchStandIn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
  if (new URL(String(input), "http://vitae.test").pathname !== "/api/resumes") return server.fetch(input, init);
  const body = JSON.parse(String(init.body)) as Record<string, unknown>;
  savedBodies.push(body);
  if (saveFailure) return Response.json(saveFailure.body, { status: saveFailure.status });
  const now = new Date().toISOString();
  return Response.json({ resume: { ...body, created_at: now, updated_at: now, save_id: null } }, { status: 201 });
};

beforeEach(() => {
  // Only the clock is faked (the throttle and the countdowns read it); React keeps real timers.
  // Each test starts a minute after the last: the page's throttle is shared.
  clock += 60_000;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
  server = new FakeFunctionsServer();
  server.answer("parse-resume-upload", { success: true, resumeData: uploadedResume(), unplaced: [], provider: "builtin" });
  server.answer("parse-job-description", { jobData, provider: "builtin" });
  server.answer("revamp-cv-content", { revampedData: revampedAnswer(), provider: "builtin" });
  server.answer("calculate-cv-scores", { success: true, scores, provider: "builtin" });
  savedBodies = [];
  saveFailure = null;
  vi.stubGlobal("fetch", fetchStandIn);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderWizard() {
  const onSaved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RevampWizard onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const advanceClock = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};

const redBox = () => screen.getByRole("alert");

async function choose(file: File) {
  fireEvent.change(screen.getByLabelText("CV file to revamp"), { target: { files: [file] } });
  await screen.findByText(file.name);
}

async function extract(file = pdf()) {
  await choose(file);
  fireEvent.click(screen.getByRole("button", { name: "Upload & Extract" }));
}

async function reachConfigure() {
  await extract();
  await screen.findByRole("heading", { name: "Configure your revamp" });
  // The upload started the 10 s clock that the revamp shares.
  advanceClock(10_000);
}

describe("RevampWizard, upload step", () => {
  it("shows the numbered stepper with the upload step current, and the seed's file hint", () => {
    renderWizard();
    const steps = within(screen.getByRole("navigation", { name: "Revamp progress" })).getAllByRole("listitem");
    ["Step 1: Upload", "Step 2: Configure", "Step 3: Processing", "Step 4: Review"].forEach((name, index) =>
      expect(steps[index]).toHaveTextContent(name),
    );
    expect(steps[0]).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "Click to choose your CV" })).toHaveAccessibleDescription("PDF, DOCX, TXT (max 5MB)");
  });

  it("takes a Word 97 .doc, and refuses a file over 5 MB with 'File size must be less than 5MB', sending nothing", async () => {
    renderWizard();
    await choose(wordDoc());
    fireEvent.change(screen.getByLabelText("CV file to revamp"), { target: { files: [pdf("huge.pdf", AI_LIMITS.uploadBytes + 1)] } });
    expect(await screen.findByText("File size must be less than 5MB")).toBeInTheDocument();
    expect(screen.queryByText("huge.pdf")).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("moves on to configure after extraction, marking the upload step completed", async () => {
    renderWizard();
    await extract();
    const heading = await screen.findByRole("heading", { name: "Configure your revamp" });
    expect(heading).toHaveFocus();
    const steps = within(screen.getByRole("navigation", { name: "Revamp progress" })).getAllByRole("listitem");
    expect(steps[0]).toHaveTextContent("Upload (completed)");
    expect(steps[1]).toHaveAttribute("aria-current", "step");
  });

  it("shows the server's rate-limit message with 'Retry in Ns', which re-runs the extraction once it reaches 0", async () => {
    renderWizard();
    server.failNext("parse-resume-upload", {
      kind: "error",
      status: 429,
      error: { code: "RATE_LIMITED", message: "Please wait 3 seconds before trying again.", retryAfter: 3 },
    });
    await extract();
    expect(await screen.findByText("Please wait 3 seconds before trying again.")).toBeInTheDocument();
    expect(within(redBox()).getByRole("button", { name: "Retry in 3s" })).toBeDisabled();

    advanceClock(3000);
    // Within 10 s of the last request: only the manual retry may go.
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }, { timeout: 2000 }));
    expect(await screen.findByRole("heading", { name: "Configure your revamp" })).toBeInTheDocument();
    expect(server.callsOf("parse-resume-upload")).toHaveLength(2);
  });

  it("says 'Rate limit exceeded. Please wait and try again.' with a 10 s countdown when the server gives neither", async () => {
    renderWizard();
    server.failNext("parse-resume-upload", { kind: "error", status: 429, error: { code: "RATE_LIMITED", message: "" } });
    await extract();
    expect(await screen.findByText("Rate limit exceeded. Please wait and try again.")).toBeInTheDocument();
    expect(within(redBox()).getByRole("button", { name: "Retry in 10s" })).toBeDisabled();
  });

  it("refuses a second extraction within 10 s with the seed's text and the countdown", async () => {
    renderWizard();
    server.failNext("parse-resume-upload", {
      kind: "error",
      status: 422,
      error: { code: "VALIDATION_FAILED", message: "This PDF has no text." },
    });
    await extract();
    expect(await screen.findByText("This PDF has no text.")).toBeInTheDocument();
    expect(within(redBox()).queryByRole("button")).not.toBeInTheDocument();
    advanceClock(2500);
    fireEvent.click(screen.getByRole("button", { name: "Upload & Extract" }));
    expect(await screen.findByText("Please wait 8 seconds before trying again.")).toBeInTheDocument();
    expect(within(redBox()).getByRole("button", { name: "Retry in 8s" })).toBeDisabled();
    expect(server.calls).toHaveLength(1);
  });

  it("says the credits are exhausted, in the server's words or the seed's, with nothing to retry", async () => {
    renderWizard();
    server.failNext("parse-resume-upload", {
      kind: "error",
      status: 402,
      error: { code: "PAYMENT_REQUIRED", message: "", needsCredits: true },
    });
    await extract();
    expect(await screen.findByText("AI credits exhausted. Please contact support.")).toBeInTheDocument();
    expect(within(redBox()).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says 'Failed to extract content' for an answer without success and 'Failed to extract CV content' when the server is out of reach", async () => {
    renderWizard();
    server.failNext("parse-resume-upload", { kind: "raw", body: { success: false } }, { kind: "unreachable" });
    await extract();
    expect(await screen.findByText("Failed to extract content")).toBeInTheDocument();
    fireEvent.click(within(redBox()).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Failed to extract CV content")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Upload your CV" })).toBeInTheDocument();
  });
});

describe("RevampWizard, configure to review", () => {
  it("parses a job description and sends its data without a target role, then shows both scores, the summary and the changes", async () => {
    renderWizard();
    await reachConfigure();
    expect(screen.getByLabelText("Level")).toHaveValue("mid");
    fireEvent.change(screen.getByLabelText("Job description (optional)"), { target: { value: "Compiler engineer, COBOL" } });
    expect(screen.queryByLabelText("Target role title")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));

    expect(await screen.findByRole("heading", { name: "Review your revamped CV" })).toBeInTheDocument();
    expect(server.callsOf("parse-job-description")[0]!.body).toEqual({ jobDescription: "Compiler engineer, COBOL" });
    expect(server.callsOf("revamp-cv-content")[0]!.body).toMatchObject({
      jobData,
      targetRole: null,
      optimizationGoals: ["ats", "impact", "keywords"],
      tonePreference: "professional",
      qualityMode: "fast",
    });
    expect(server.callsOf("calculate-cv-scores")[0]!.body).toMatchObject({ jobData });
    expect(screen.getByRole("progressbar", { name: "ATS Score: 81 out of 100" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Impact Score: 74 out of 100" })).toBeInTheDocument();
    expect(screen.getByText("Normalized 2 dates")).toBeInTheDocument();
    const experience = screen.getByRole("region", { name: "Experience" });
    expect(within(experience).getByText("3 changes")).toBeInTheDocument();
    expect(within(experience).getAllByText("Before")).toHaveLength(3);
  });

  it("sends the target role without a job description, and shows the scores as unavailable, not 0, when they fail", async () => {
    renderWizard();
    await reachConfigure();
    fireEvent.change(screen.getByLabelText("Target role title"), { target: { value: "Staff Engineer" } });
    fireEvent.change(screen.getByLabelText("Industry"), { target: { value: "Defense" } });
    fireEvent.change(screen.getByLabelText("Level"), { target: { value: "senior" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Add Metrics & Numbers" }));
    fireEvent.click(screen.getByRole("radio", { name: /^Technical/ }));
    server.failNext("calculate-cv-scores", { kind: "error", status: 500, error: { code: "INTERNAL", message: "boom" } });
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));

    expect(await screen.findByRole("heading", { name: "Review your revamped CV" })).toBeInTheDocument();
    expect(server.callsOf("parse-job-description")).toHaveLength(0);
    expect(server.callsOf("revamp-cv-content")[0]!.body).toMatchObject({
      jobData: null,
      targetRole: { title: "Staff Engineer", industry: "Defense", level: "senior" },
      optimizationGoals: ["ats", "impact", "keywords", "quantify"],
      tonePreference: "technical",
    });
    expect(screen.getAllByText("Not available")).toHaveLength(2);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("returns to configure with the server's message, or 'Failed to revamp CV', keeping every choice", async () => {
    renderWizard();
    await reachConfigure();
    fireEvent.change(screen.getByLabelText("Job description (optional)"), { target: { value: "Compiler engineer" } });
    server.failNext("revamp-cv-content", { kind: "unreachable" });
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));
    expect(await screen.findByText("Failed to revamp CV")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Configure your revamp" })).toHaveFocus();
    expect(screen.getByLabelText("Job description (optional)")).toHaveValue("Compiler engineer");

    advanceClock(10_000);
    server.failNext("revamp-cv-content", {
      kind: "error",
      status: 402,
      error: {
        code: "PAYMENT_REQUIRED",
        message: "AI credits required. Please add credits to your workspace to continue.",
        needsCredits: true,
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));
    expect(await screen.findByText("AI credits required. Please add credits to your workspace to continue.")).toBeInTheDocument();
  });

  it("asks to wait when the last upload or revamp was less than 10 s ago, and needs a goal", async () => {
    renderWizard();
    await extract();
    await screen.findByRole("heading", { name: "Configure your revamp" });
    advanceClock(4200);
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));
    expect(await screen.findByText("Please wait 6 seconds before trying again.")).toBeInTheDocument();
    for (const goal of ["ATS Optimization", "Impact Statements", "Keyword Matching"])
      fireEvent.click(screen.getByRole("checkbox", { name: goal }));
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));
    expect(await screen.findByText("Choose at least one optimization goal.")).toBeInTheDocument();
    expect(server.callsOf("revamp-cv-content")).toHaveLength(0);
  });

  it("shows the processing step with the seconds waited, and Cancel goes back to configure with nothing lost", async () => {
    renderWizard();
    await reachConfigure();
    fireEvent.change(screen.getByLabelText("Target role title"), { target: { value: "Staff Engineer" } });
    server.failNext("revamp-cv-content", { kind: "held", release: new Promise(() => {}) });
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));
    expect(await screen.findByText("AI is revamping your CV...")).toBeInTheDocument();
    expect(screen.getByText("This may take 15-30 seconds.")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("0 s elapsed");
    advanceClock(2000);
    expect(await screen.findByText("2 s elapsed", {}, { timeout: 2000 })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Configure your revamp" })).toBeInTheDocument();
    expect(screen.getByLabelText("Target role title")).toHaveValue("Staff Engineer");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("RevampWizard, saving", () => {
  async function reachReview() {
    const rendered = renderWizard();
    await reachConfigure();
    fireEvent.click(screen.getByRole("button", { name: "Revamp My CV" }));
    await screen.findByRole("heading", { name: "Review your revamped CV" });
    return rendered;
  }

  it("saves a modern 'Revamped CV <date>' with the upload's custom sections, then hands over its id", async () => {
    const unplaced = [{ text: "Available for consulting from June", heading: "" }];
    server.answer("parse-resume-upload", { success: true, resumeData: uploadedResume(), unplaced, provider: "builtin" });
    const { onSaved } = await reachReview();
    fireEvent.click(screen.getByRole("button", { name: "Save Revamped CV" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(savedBodies).toHaveLength(1);
    expect(savedBodies[0]).toMatchObject({
      id: onSaved.mock.calls[0]![0],
      title: "Revamped CV Mar 1, 2026",
      template_id: "modern",
      custom_sections: uploadedResume().custom_sections,
      experience: revampedAnswer().experience,
    });
    // The lines the upload could not place wait for review in the editor, as after an import.
    expect(readImportReview(onSaved.mock.calls[0]![0] as string)).toEqual({ unplaced, unsure: [] });
  });

  it("says 'Failed to save CV', or the server's message, and keeps the review for another try", async () => {
    const { onSaved } = await reachReview();
    saveFailure = { status: 503, body: "<html>Bad gateway</html>" };
    fireEvent.click(screen.getByRole("button", { name: "Save Revamped CV" }));
    expect(await screen.findByText("Failed to save CV")).toBeInTheDocument();

    saveFailure = { status: 422, body: { error: { code: "VALIDATION_FAILED", message: "Must be at most 5000 characters." } } };
    fireEvent.click(screen.getByRole("button", { name: "Save Revamped CV" }));
    expect(await screen.findByText("Must be at most 5000 characters.")).toBeInTheDocument();

    saveFailure = null;
    fireEvent.click(screen.getByRole("button", { name: "Save Revamped CV" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it("'Revamp Again' returns to configure with the choices kept", async () => {
    await reachReview();
    fireEvent.click(screen.getByRole("button", { name: "Revamp Again" }));
    expect(await screen.findByRole("heading", { name: "Configure your revamp" })).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: "ATS Optimization" })).toBeChecked();
  });
});
