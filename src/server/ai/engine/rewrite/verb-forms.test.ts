import { describe, it, expect } from "vitest";
import { gerundOf, infinitiveOf, inTense } from "./verb-forms";

describe("verb forms", () => {
  it("takes every form of 'own' back to 'own', not 'ow'", () => {
    expect(["own", "Owns", "owning"].map((word) => infinitiveOf(word, word.endsWith("ing") ? "gerund" : "present"))).toEqual([
      "own",
      "own",
      "own",
    ]);
    expect([inTense("own", "past"), gerundOf("own")]).toEqual(["owned", "owning"]);
  });

  it("takes a verb outside the vocabulary back through compromise", () => {
    expect([infinitiveOf("disowns", "present"), infinitiveOf("disowning", "gerund"), infinitiveOf("liaises", "present")]).toEqual([
      "disown",
      "disown",
      "liaise",
    ]);
  });

  it("gives the past and gerund compromise's suffix rules miss", () => {
    expect(["mentor", "budget", "program", "co-lead"].map((verb) => inTense(verb, "past"))).toEqual([
      "mentored",
      "budgeted",
      "programmed",
      "co-led",
    ]);
    expect(gerundOf("program")).toBe("programming");
  });
});
