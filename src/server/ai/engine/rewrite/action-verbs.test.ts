import { describe, expect, it } from "vitest";
import { ACTION_VERBS } from "./action-verbs";
import { startsWithActionVerb } from "./action-verb-opening";
import { CONTRIBUTION_BY_TONE, VERB_BY_TONE } from "./verb-choice";
import { inTense } from "./verb-forms";

const allVerbs = Object.values(ACTION_VERBS).flat();

describe("action verb vocabulary", () => {
  it("holds several hundred verbs, each under one kind", () => {
    expect(allVerbs.length).toBeGreaterThan(400);
    expect(new Set(allVerbs).size).toBe(allVerbs.length);
  });

  it("has a past tense for every verb that compromise conjugates", () => {
    const sameInPast = new Set(["cut", "forecast", "beat"]);
    for (const verb of allVerbs) {
      if (!sameInPast.has(verb)) expect(inTense(verb, "past"), verb).not.toBe(verb);
    }
  });

  it("chooses only its own verbs for a duty", () => {
    const chosen = [...Object.values(VERB_BY_TONE).flatMap((byTone) => Object.values(byTone)), ...Object.values(CONTRIBUTION_BY_TONE)];
    for (const phrase of chosen) expect(allVerbs).toContain(phrase.split(" ")[0]);
  });
});

describe("startsWithActionVerb", () => {
  it("accepts an action verb in any tense", () => {
    for (const line of [
      "Led a team",
      "• Managing the budget",
      "Develops features",
      "Coordinate events",
      "Mentored 4 juniors",
      "I built the app",
    ]) {
      expect(startsWithActionVerb(line), line).toBe(true);
    }
  });

  it("rejects duties, weak verbs and lines without a verb", () => {
    for (const line of [
      "Responsible for the payroll",
      "Helped with reports",
      "Worked on the app",
      "Was part of the team",
      "Tasked with testing",
      "Team of 5",
      "",
    ]) {
      expect(startsWithActionVerb(line), line).toBe(false);
    }
  });
});
