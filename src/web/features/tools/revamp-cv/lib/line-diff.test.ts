import { describe, expect, it } from "vitest";
import { cleanLine, diffField, diffLines, diffWords, linesOf, runsOf, similarity } from "./line-diff";

describe("linesOf", () => {
  it("splits a description into lines without bullet marks or blank lines", () => {
    expect(linesOf("• Led the team\n\n- Built  the compiler\r\n* Wrote docs\n– Taught")).toEqual([
      "Led the team",
      "Built the compiler",
      "Wrote docs",
      "Taught",
    ]);
    expect(cleanLine("-5% costs")).toBe("-5% costs");
  });
});

describe("similarity", () => {
  it("counts shared word stems, so a change of tense still reads as the same line", () => {
    expect(similarity("Managing a team of 5", "Managed a team of 5 engineers")).toBeGreaterThan(0.7);
    expect(similarity("Wrote the COBOL manual", "Taught evening classes")).toBe(0);
    expect(similarity("", "anything")).toBe(0);
  });
});

describe("diffLines", () => {
  it("marks a rewritten bullet as changed, with its old and new text, and keeps equal ones unchanged", () => {
    expect(
      diffLines(["Responsible for managing a team of 5", "Wrote the manual"], ["• Managed a team of 5 engineers", "• Wrote the manual"]),
    ).toEqual([
      { kind: "changed", before: "Responsible for managing a team of 5", after: "Managed a team of 5 engineers" },
      { kind: "unchanged", text: "Wrote the manual" },
    ]);
  });

  it("pairs reordered bullets by their words, not their positions, in the new order", () => {
    const before = ["Wrote the first compiler manual", "Cut compile time by 40% with a new linker"];
    const after = ["Cut compile time by 40% using a new linker", "Wrote the first compiler manual"];
    expect(diffLines(before, after)).toEqual([
      { kind: "changed", before: "Cut compile time by 40% with a new linker", after: "Cut compile time by 40% using a new linker" },
      { kind: "unchanged", text: "Wrote the first compiler manual" },
    ]);
  });

  it("shows a line with nothing in common as added, and a dropped line after the line it followed", () => {
    expect(
      diffLines(["Led the team", "Organised the archive", "Shipped COBOL"], ["Led the team", "Shipped COBOL", "Mentored 12 analysts"]),
    ).toEqual([
      { kind: "unchanged", text: "Led the team" },
      { kind: "removed", before: "Organised the archive" },
      { kind: "unchanged", text: "Shipped COBOL" },
      { kind: "added", after: "Mentored 12 analysts" },
    ]);
    expect(diffLines(["Gone first", "Kept"], ["Kept"])).toEqual([
      { kind: "removed", before: "Gone first" },
      { kind: "unchanged", text: "Kept" },
    ]);
  });

  it("pairs each old line once, even when two new lines resemble it", () => {
    const rows = diffLines(["Built the payroll system"], ["Built the payroll system in COBOL", "Built the payroll system reports"]);
    expect(rows.filter((row) => row.kind === "changed")).toHaveLength(1);
    expect(rows.filter((row) => row.kind === "added")).toHaveLength(1);
  });
});

describe("diffField", () => {
  it("says whether a labelled value was kept, added, removed or changed; nothing when empty on both sides", () => {
    expect(diffField("Dates", "Mar 1949 – Dec 1967", "Mar 1949 – Dec 1967")).toEqual([
      { kind: "unchanged", label: "Dates", text: "Mar 1949 – Dec 1967" },
    ]);
    expect(diffField("Dates", "03/1949", "Mar 1949")).toEqual([{ kind: "changed", label: "Dates", before: "03/1949", after: "Mar 1949" }]);
    expect(diffField("Phone", "", "555")).toEqual([{ kind: "added", label: "Phone", after: "555" }]);
    expect(diffField("Phone", "555", "")).toEqual([{ kind: "removed", label: "Phone", before: "555" }]);
    expect(diffField("Phone", " ", "")).toEqual([]);
    expect(diffField("", "Old summary", "New summary")).toEqual([{ kind: "changed", before: "Old summary", after: "New summary" }]);
  });
});

describe("runsOf", () => {
  it("groups consecutive unchanged lines so a screen can fold them", () => {
    const runs = runsOf([
      { kind: "unchanged", text: "a" },
      { kind: "unchanged", text: "b" },
      { kind: "changed", before: "c", after: "C" },
      { kind: "added", after: "d" },
      { kind: "unchanged", text: "e" },
    ]);
    expect(runs.map((run) => [run.kind, run.lines.length])).toEqual([
      ["unchanged", 2],
      ["changes", 2],
      ["unchanged", 1],
    ]);
  });
});

describe("diffWords", () => {
  it("marks the words a rewrite replaced on each side and keeps the shared ones plain", () => {
    expect(diffWords("Responsible for building the A-0 compiler", "Built the A-0 compiler")).toEqual({
      before: [
        { text: "Responsible for building", changed: true },
        { text: " the A-0 compiler", changed: false },
      ],
      after: [
        { text: "Built", changed: true },
        { text: " the A-0 compiler", changed: false },
      ],
    });
  });

  it("marks a dropped full stop, not the word before it", () => {
    expect(diffWords("Designed FLOW-MATIC.", "Designed FLOW-MATIC")).toEqual({
      before: [
        { text: "Designed FLOW-MATIC", changed: false },
        { text: ".", changed: true },
      ],
      after: [{ text: "Designed FLOW-MATIC", changed: false }],
    });
  });

  it("marks nothing for the same words and everything for none shared", () => {
    expect(diffWords("Led a team", "Led a team")).toEqual({
      before: [{ text: "Led a team", changed: false }],
      after: [{ text: "Led a team", changed: false }],
    });
    expect(diffWords("Old", "New words")).toEqual({
      before: [{ text: "Old", changed: true }],
      after: [{ text: "New words", changed: true }],
    });
  });
});
