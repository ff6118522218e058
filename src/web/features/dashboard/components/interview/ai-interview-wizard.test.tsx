import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { Toaster } from "#web/components/ui/toaster";
import { toast } from "#web/lib/toast";
import { FakeFunctionsServer } from "#web/test-support/fake-functions-server";
import { AiInterviewWizard } from "./ai-interview-wizard";

const generated: ResumeContent = {
  ...emptyResumeContent("creative"),
  title: "Frontend Engineer Resume",
  experience: [
    {
      id: "e1",
      company: "Acme Corp",
      position: "Frontend Engineer",
      location: "Berlin",
      startDate: "Jan 2021",
      endDate: "",
      current: true,
      description: "- Rebuilt the checkout in React",
    },
  ],
};

let server: FakeFunctionsServer;

beforeEach(() => {
  sessionStorage.clear();
  server = new FakeFunctionsServer();
  server.answer("generate-resume", { resume: generated, provider: "builtin" });
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(() => {
  // Sonner keeps its toasts in module state: the next test's Toaster would show them again.
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderWizard(onComplete: (resume: ResumeContent) => Promise<void> = () => Promise.resolve()) {
  const complete = vi.fn(onComplete);
  const cancel = vi.fn();
  const view = render(
    <>
      <AiInterviewWizard templateId="creative" onComplete={complete} onCancel={cancel} />
      <Toaster />
    </>,
  );
  return { complete, cancel, view };
}

const button = (name: string) => screen.getByRole("button", { name });
const field = (name: string) => screen.getByRole("textbox", { name });

async function fillAllSteps() {
  fireEvent.change(field("Industry"), { target: { value: "Software" } });
  fireEvent.change(field("Years of Experience"), { target: { value: "6 years" } });
  fireEvent.change(field("Target Role"), { target: { value: "Senior Frontend Engineer" } });
  fireEvent.click(button("Next"));
  fireEvent.change(await screen.findByRole("textbox", { name: "Work History" }), {
    target: { value: "Frontend Engineer at Acme Corp, Berlin, Jan 2021 - Present\n- Rebuilt the checkout in React" },
  });
  fireEvent.click(button("Next"));
  fireEvent.change(await screen.findByRole("textbox", { name: "Education" }), {
    target: { value: "BSc Computer Science, TU Munich, 2018" },
  });
  fireEvent.change(field("Skills"), { target: { value: "React, TypeScript" } });
  fireEvent.click(button("Next"));
  fireEvent.change(await screen.findByRole("textbox", { name: "Languages" }), { target: { value: "English (Native)" } });
}

const findText = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
/** The wizard's error banner (the toast repeats its text). */
const findBanner = () => screen.findByRole("alert", {}, { timeout: 3000 });

describe("AiInterviewWizard", () => {
  it("walks the seed's four steps with 'Step N of 4', the percent, and Cancel / Previous / Next / Generate Resume", async () => {
    const { cancel } = renderWizard();
    expect(screen.getByRole("heading", { level: 1, name: "AI-Powered Vitae" })).toBeInTheDocument();
    expect(screen.getByText("Let's Build Your Resume")).toBeInTheDocument();

    const steps = [
      { title: "Career Basics", fields: ["Industry", "Years of Experience", "Target Role"] },
      { title: "Work Experience", fields: ["Work History"] },
      { title: "Education & Skills", fields: ["Education", "Skills"] },
      { title: "Projects & Additional", fields: ["Projects", "Certifications", "Languages", "Additional Information"] },
    ];
    for (const [index, step] of steps.entries()) {
      expect(screen.getByRole("heading", { level: 2, name: step.title })).toBeInTheDocument();
      expect(screen.getByText(`Step ${index + 1} of 4`)).toBeInTheDocument();
      expect(screen.getByText(`${(index + 1) * 25}% complete`)).toBeInTheDocument();
      const labels = screen.getAllByRole("textbox").map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
      expect(labels).toEqual(step.fields);
      for (const name of step.fields) expect(field(name).getAttribute("placeholder")).toMatch(/\S/);
      expect(button(index === 0 ? "Cancel" : "Previous")).toBeEnabled();
      if (index < steps.length - 1) fireEvent.click(button("Next"));
    }
    expect(button("Generate Resume")).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();

    fireEvent.click(button("Previous"));
    expect(screen.getByRole("heading", { level: 2, name: "Education & Skills" })).toHaveFocus();
    fireEvent.click(button("Previous"));
    fireEvent.click(button("Previous"));
    fireEvent.click(button("Cancel"));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("asks for the work history in a textarea of 6 rows", async () => {
    renderWizard();
    fireEvent.click(button("Next"));
    expect(await screen.findByRole("textbox", { name: "Work History" })).toHaveAttribute("rows", "6");
  });

  it("says 'Generating...' with the seconds waited, then 'Generated successfully using' the provider, and hands the resume over", async () => {
    const { complete } = renderWizard();
    let release!: () => void;
    server.failNext("generate-resume", { kind: "held", release: new Promise((resolve) => (release = resolve)) });
    await fillAllSteps();
    fireEvent.click(button("Generate Resume"));

    expect(await screen.findByRole("button", { name: "Generating..." })).toBeDisabled();
    expect(button("Previous")).toBeDisabled();
    expect(screen.getByText(/^Writing your resume\.\.\. 0 s/)).toBeInTheDocument();
    expect(server.callsOf("generate-resume")[0]!.body).toEqual({
      templateId: "creative",
      interviewData: expect.objectContaining({
        industry: "Software",
        yearsExperience: "6 years",
        targetRole: "Senior Frontend Engineer",
        workHistory: "Frontend Engineer at Acme Corp, Berlin, Jan 2021 - Present\n- Rebuilt the checkout in React",
        education: "BSc Computer Science, TU Munich, 2018",
        skills: "React, TypeScript",
        languages: "English (Native)",
        projects: "",
      }),
    });

    await act(async () => release());
    expect(await findText("Generated successfully using Vitae built-in engine")).toBeInTheDocument();
    expect(await findText("Success!")).toBeInTheDocument();
    await waitFor(() => expect(complete).toHaveBeenCalledWith(generated), { timeout: 3000 });
    // Made: the answers are not offered again.
    expect(sessionStorage.getItem("vitae.interview")).toBeNull();
  });

  it("shows the seed's banner and toast when every provider failed, keeps the answers and offers 'Retry Generation'", async () => {
    const { complete } = renderWizard();
    server.failNext("generate-resume", {
      kind: "error",
      status: 503,
      error: { code: "SERVICE_UNAVAILABLE", message: "x", errorType: "all_providers_failed" },
    });
    await fillAllSteps();
    fireEvent.click(button("Generate Resume"));

    expect(await findBanner()).toHaveTextContent("All AI services are temporarily unavailable. Please try again in a few minutes.");
    expect(await findText("All Services Unavailable")).toBeInTheDocument();
    expect(field("Languages")).toHaveValue("English (Native)");
    expect(button("Generate Resume")).toBeEnabled();

    fireEvent.click(button("Retry Generation"));
    await waitFor(() => expect(complete).toHaveBeenCalledWith(generated), { timeout: 3000 });
    expect(server.callsOf("generate-resume")).toHaveLength(2);
  });

  it("offers no retry when credits are needed", async () => {
    renderWizard();
    server.failNext("generate-resume", {
      kind: "error",
      status: 402,
      error: { code: "PAYMENT_REQUIRED", message: "x", errorType: "payment_required", needsCredits: true },
    });
    await fillAllSteps();
    fireEvent.click(button("Generate Resume"));
    expect(await findBanner()).toHaveTextContent("AI credits required. Please add credits to your workspace to continue.");
    expect(await findText("Payment Required")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry Generation" })).not.toBeInTheDocument();
  });

  it("calls a lost connection an unexpected error, with a retry", async () => {
    renderWizard();
    server.failNext("generate-resume", { kind: "unreachable" });
    await fillAllSteps();
    fireEvent.click(button("Generate Resume"));
    expect(await findBanner()).toHaveTextContent("An unexpected error occurred. Please try again.");
    expect(await findText("Error")).toBeInTheDocument();
    expect(button("Retry Generation")).toBeEnabled();
  });

  it("keeps the answers and the step across a reload of the page", async () => {
    const { view } = renderWizard();
    await fillAllSteps();
    view.unmount();
    renderWizard();
    expect(screen.getByRole("heading", { level: 2, name: "Projects & Additional" })).toBeInTheDocument();
    expect(field("Languages")).toHaveValue("English (Native)");
    fireEvent.click(button("Previous"));
    fireEvent.click(button("Previous"));
    expect(field("Work History")).toHaveValue(
      "Frontend Engineer at Acme Corp, Berlin, Jan 2021 - Present\n- Rebuilt the checkout in React",
    );
  });

  it("keeps a generated resume that could not be stored, and stores it on 'Save and Open Editor'", async () => {
    let attempts = 0;
    const { complete } = renderWizard(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
    });
    await fillAllSteps();
    fireEvent.click(button("Generate Resume"));
    expect(await findBanner()).toHaveTextContent("The resume could not be saved. Check your connection, then try again.");
    fireEvent.click(button("Save and Open Editor"));
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(2));
    expect(complete).toHaveBeenLastCalledWith(generated);
    expect(server.callsOf("generate-resume")).toHaveLength(1);
  });
});
