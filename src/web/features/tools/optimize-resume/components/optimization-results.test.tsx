import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Improvement, Optimization } from "#shared/ai";
import { OptimizationResults } from "./optimization-results";

const gap: Improvement = {
  section: "Experience: Nurse at St Mary's",
  current: "Triaged patients",
  suggested: "Triaged patients [add the figure: how many, how much or how often]",
  reason: "A figure shows the scale of the work.",
};

const optimization: Optimization = { score: 70, general_feedback: "Good.", keywords_missing: [], ats_issues: [], improvements: [gap] };

function renderResults(onApply = vi.fn()) {
  render(
    <OptimizationResults
      optimization={optimization}
      hadJobDescription={false}
      stateOf={() => ({ status: "applicable", label: "your role at St Mary's" })}
      busyIndex={null}
      onApply={onApply}
      onUndo={vi.fn()}
    />,
  );
  return onApply;
}

describe("Suggested Improvements", () => {
  it("will not write a suggestion with a gap in brackets until the user fills it in, then writes the user's words", () => {
    const onApply = renderResults();
    const apply = screen.getByRole("button", { name: "Apply" });
    expect(apply).toBeDisabled();
    expect(screen.getByText("Replace the words in [brackets] with your own figure, then apply.")).toBeInTheDocument();

    fireEvent.change(screen.getByRole("textbox", { name: "Suggested (you can edit it)" }), {
      target: { value: "Triaged 40 patients a shift" },
    });
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({ ...gap, suggested: "Triaged 40 patients a shift" }, 0);
  });

  it("will not write an empty suggestion", () => {
    renderResults();
    fireEvent.change(screen.getByRole("textbox", { name: "Suggested (you can edit it)" }), { target: { value: "  " } });
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    expect(screen.getByText("Write the text to put in its place first.")).toBeInTheDocument();
  });
});
