import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { computeCompletion } from "#shared/completion";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { sampleResume } from "#web/templates/sample-resume";
import { CompletionDetails } from "./completion-details";

function renderDetails(content: ResumeContent) {
  const onJump = vi.fn();
  const onOpenCustomSections = vi.fn();
  render(<CompletionDetails completion={computeCompletion(content)} onJump={onJump} onOpenCustomSections={onOpenCustomSections} />);
  return { onJump, onOpenCustomSections };
}

describe("CompletionDetails", () => {
  it("shows each section's points out of its maximum", () => {
    renderDetails(emptyResumeContent());
    const scores = screen.getAllByRole("definition").map((cell) => cell.textContent);
    expect(scores).toEqual(["0/30", "0/25", "0/20", "0/15", "0/10"]);
  });

  it("lists the seed's texts and opens the section each one is about", () => {
    const { onJump, onOpenCustomSections } = renderDetails(emptyResumeContent());
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "Full Name",
      "Email",
      "Phone Number",
      "Location",
      "Professional Summary",
      "Work Experience (at least 1 entry required)",
      "Education (at least 1 entry required)",
      "Skills (at least 1 skill category required)",
      "Optional (adds 10 points): Add at least 1 project, Add at least 1 certification, Add languages, Add custom sections",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Phone Number" }));
    fireEvent.click(screen.getByRole("button", { name: "Work Experience (at least 1 entry required)" }));
    fireEvent.click(screen.getByRole("button", { name: "Education (at least 1 entry required)" }));
    fireEvent.click(screen.getByRole("button", { name: "Skills (at least 1 skill category required)" }));
    fireEvent.click(screen.getByRole("button", { name: /^Optional/ }));
    expect(onJump.mock.calls).toEqual([["personal"], ["experience"], ["education"], ["skills"], ["projects"]]);
    expect(onOpenCustomSections).not.toHaveBeenCalled();
  });

  it("opens the custom sections when they are the only optional gap", () => {
    const { onJump, onOpenCustomSections } = renderDetails({ ...sampleResume, custom_sections: [] });
    fireEvent.click(screen.getByRole("button", { name: "Optional (adds 2 points): Add custom sections" }));
    expect(onOpenCustomSections).toHaveBeenCalledTimes(1);
    expect(onJump).not.toHaveBeenCalled();
  });

  it("opens languages when they lead the optional line", () => {
    const { onJump } = renderDetails({ ...sampleResume, languages: [], custom_sections: [] });
    fireEvent.click(screen.getByRole("button", { name: "Optional (adds 4 points): Add languages, Add custom sections" }));
    expect(onJump).toHaveBeenCalledWith("languages");
  });

  it("folds away and back", () => {
    renderDetails(emptyResumeContent());
    const toggle = screen.getByRole("button", { name: "Resume Completion Details" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Missing or Incomplete:")).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByText("Missing or Incomplete:")).toBeInTheDocument();
  });
});
