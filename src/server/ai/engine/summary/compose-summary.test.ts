import { describe, it, expect } from "vitest";
import { developerResume } from "../test-support/resumes";
import { composeSummary, type SummaryTarget } from "./compose-summary";

const target = (title: string, result: string | null = null): SummaryTarget => ({
  title,
  industry: "",
  level: "mid",
  leadingSkills: [],
  result,
});

function withoutSummary() {
  const resume = developerResume();
  resume.personal_info.summary = "";
  return resume;
}

describe("composeSummary", () => {
  it("gives a target role its article by sound: 'an SEO', 'a UX', 'an Accessibility'", () => {
    expect(composeSummary(withoutSummary(), target("SEO Specialist"))).toContain("targeting an SEO Specialist role.");
    expect(composeSummary(withoutSummary(), target("UX Engineer"))).toContain("targeting a UX Engineer role.");
    expect(composeSummary(withoutSummary(), target("Accessibility Engineer"))).toContain("targeting an Accessibility Engineer role.");
  });

  it("lower-cases a cited result's opening verb but not a name", () => {
    expect(composeSummary(withoutSummary(), target("", "Reduced page load time by 38%"))).toContain(
      "Recent results include: reduced page load time by 38%.",
    );
    expect(composeSummary(withoutSummary(), target("", "Python scripts cut reporting time by 5 hours a week"))).toContain(
      "Recent results include: Python scripts cut",
    );
  });
});
