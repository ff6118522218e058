import { describe, expect, it } from "vitest";
import { RESUME_LIMITS } from "#shared/limits";
import { ANSWER_LIMITS } from "../fit";
import { wordsOf } from "../test-support/inputs-at-limits";
import { keyImprovements, type RevampCounts } from "./key-improvements";

const none: RevampCounts = {
  bulletRules: [],
  tone: "professional",
  summary: "kept",
  targetTitle: "",
  skillsAdded: [],
  skillGroups: null,
  entriesReordered: 0,
  datesNormalized: 0,
  unquantified: [],
};

describe("keyImprovements", () => {
  it("names the skills added as far as the line holds them, then counts the rest", () => {
    const skillsAdded = Array.from({ length: 120 }, (_, index) => `Skill number ${index}`);
    const [line] = keyImprovements({ ...none, skillsAdded });
    expect(line!.length).toBeLessThanOrEqual(ANSWER_LIMITS.keyImprovement);
    const named = /: (.+) and (\d+) more$/.exec(line!);
    expect(named?.[1]?.split(", ")).toEqual(skillsAdded.slice(0, skillsAdded.length - Number(named?.[2])));
  });

  it("quotes a bullet too long for the line up to a word, within the line", () => {
    const bullet = wordsOf(RESUME_LIMITS.description, "word");
    const [line] = keyImprovements({ ...none, unquantified: [bullet] });
    expect(line!.length).toBeLessThanOrEqual(ANSWER_LIMITS.keyImprovement);
    expect(line).toMatch(/^Add a figure to "word0 word1 .* word\d+…"$/);
  });
});
