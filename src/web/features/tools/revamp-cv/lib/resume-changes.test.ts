import { describe, expect, it } from "vitest";
import { describeResumeChanges } from "./resume-changes";
import { revampedSections } from "./revamped-resume";
import { revampedAnswer, uploadedResume } from "./test-resumes";

describe("describeResumeChanges", () => {
  const uploaded = uploadedResume();
  const changes = describeResumeChanges(uploaded, revampedSections(uploaded, revampedAnswer()));
  const sectionOf = (title: string) => changes.find((changes) => changes.title === title);

  it("shows the summary before and after", () => {
    expect(sectionOf("Summary")).toEqual({
      title: "Summary",
      changeCount: 1,
      groups: [
        {
          heading: "",
          lines: [
            {
              kind: "changed",
              before: "Mathematician and computer scientist.",
              after: "Senior software engineer who built the first compiler.",
            },
          ],
        },
      ],
    });
  });

  it("shows each job's rewritten bullets and dates under its name, and an untouched job as unchanged lines", () => {
    const experience = sectionOf("Experience")!;
    expect(experience.groups.map((group) => group.heading)).toEqual([
      "Senior Mathematician · Remington Rand",
      "Research Fellow · Harvard Computation Laboratory",
    ]);
    expect(experience.groups[0]!.lines).toEqual([
      { kind: "unchanged", label: "Position", text: "Senior Mathematician" },
      { kind: "unchanged", label: "Company", text: "Remington Rand" },
      { kind: "unchanged", label: "Location", text: "Philadelphia" },
      { kind: "changed", label: "Dates", before: "03/1949 – 12/1967", after: "Mar 1949 – Dec 1967" },
      { kind: "changed", before: "Responsible for building the A-0 compiler", after: "Built the A-0 compiler" },
      { kind: "unchanged", text: "Wrote the first compiler manual" },
      { kind: "changed", before: "Team of 4 programmers", after: "Led a team of 4 programmers" },
    ]);
    expect(experience.changeCount).toBe(3);
    expect(experience.groups[1]!.lines.every((line) => line.kind === "unchanged")).toBe(true);
  });

  it("shows a skill group's new items, keeps what the answer left out, and leaves out empty sections", () => {
    expect(sectionOf("Skills")!.groups[0]!.lines).toEqual([
      { kind: "changed", before: "Languages: COBOL, FLOW-MATIC", after: "Languages: COBOL, FLOW-MATIC, Python" },
    ]);
    // The answer dropped the LinkedIn address and the languages: the saved resume keeps them, so they read as unchanged.
    expect(sectionOf("Personal Info")!.changeCount).toBe(0);
    expect(sectionOf("Languages")!.changeCount).toBe(0);
    expect(sectionOf("Awards")!.groups[0]!.lines).toEqual([{ kind: "unchanged", text: "National Medal of Technology, 1991" }]);
    expect(sectionOf("Projects")).toBeUndefined();
    expect(sectionOf("Certifications")).toBeUndefined();
  });

  it("pairs jobs by company and position, so a job the answer moved or dropped is not compared with another", () => {
    const before = uploadedResume();
    const after = { ...before, experience: [before.experience[1]!] };
    const experience = describeResumeChanges(before, after).find((changes) => changes.title === "Experience")!;
    expect(experience.groups.map((group) => group.heading)).toEqual([
      "Research Fellow · Harvard Computation Laboratory",
      "Senior Mathematician · Remington Rand",
    ]);
    expect(experience.groups[0]!.lines.every((line) => line.kind === "unchanged")).toBe(true);
    expect(experience.groups[1]!.lines.every((line) => line.kind === "removed")).toBe(true);
  });
});
