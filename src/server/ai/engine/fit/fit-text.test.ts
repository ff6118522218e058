import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitText, rewriteWithin, rewrittenListWithin } from "./fit-text";

/** Prose as the engine writes it: words, sentences, lines, and now and then one very long word. */
const word = fc.oneof(
  { weight: 9, arbitrary: fc.stringMatching(/^[A-Za-z0-9%$'’-]{1,12}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{20,80}$/) },
);
const separator = fc.constantFrom(" ", " ", " ", ", ", ". ", "! ", "\n", ".\n", "; ");
const prose = fc
  .array(fc.tuple(word, separator), { minLength: 1, maxLength: 60 })
  .map((parts) => parts.flat().join("").trim())
  .filter((text) => text !== "");

const wordsOf = (text: string) => text.split(/[\s,.;!]+/).filter(Boolean);

describe("fitText", () => {
  it("keeps text that fits as it is", () => {
    fc.assert(
      fc.property(prose, (text) => {
        expect(fitText(text, text.length)).toBe(text);
      }),
    );
  });

  it("fits any text in the limit, cutting only between words, and keeps its beginning", () => {
    fc.assert(
      fc.property(prose, fc.integer({ min: 2, max: 400 }), (text, max) => {
        const fitted = fitText(text, max);
        expect(fitted.length).toBeLessThanOrEqual(max);
        const kept = fitted.replace(/…$/, "");
        expect(text.startsWith(kept)).toBe(true);
        const next = text.charAt(kept.length);
        // Whole words: the kept text ends where a word ends, or a single word was longer than the limit.
        const wholeWords = next === "" || !/[A-Za-z0-9%$'’-]/.test(next) || !/[A-Za-z0-9%$'’-]$/.test(kept);
        const longWord = (wordsOf(text)[0]?.length ?? 0) >= max - 1 || !/\s/.test(kept);
        expect(wholeWords || longWord, `${JSON.stringify(text)} -> ${JSON.stringify(fitted)}`).toBe(true);
      }),
    );
  });

  it("ends on a whole sentence when that keeps at least half the room, else on a whole word with an ellipsis", () => {
    const text = "Led the migration of 12 services. Cut deploy time by 40% with a new pipeline that the whole team uses.";
    expect(fitText(text, 60)).toBe("Led the migration of 12 services.");
    expect(fitText(text, 80)).toBe("Led the migration of 12 services. Cut deploy time by 40% with a new pipeline…");
    expect(fitText("Managed the team.\nBuilt the platform in Python and Go", 30)).toBe("Managed the team.");
    expect(fitText("one two three four five", 12)).toBe("one two…");
  });

  it("cuts a word only when the first word alone is longer than the limit", () => {
    expect(fitText("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
    expect(fitText(`${"😀".repeat(10)}`, 6)).toBe("😀😀…");
  });
});

describe("rewriteWithin", () => {
  it("gives the first rewrite that fits, else the text as written", () => {
    expect(rewriteWithin("as written", ["a rewrite too long", "short one"], 10)).toBe("short one");
    expect(rewriteWithin("as written", ["a rewrite too long"], 10)).toBe("as written");
  });
});

const line = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,40}$/);
const lineRewrite = fc.record({ original: line, rewritten: line });

describe("rewrittenListWithin", () => {
  it("fits the list in the limit with every line, each as rewritten or as written, or answers null when the lines as written do not fit", () => {
    fc.assert(
      fc.property(fc.array(lineRewrite, { maxLength: 30 }), fc.integer({ min: 0, max: 600 }), (lines, max) => {
        const list = rewrittenListWithin(lines, "• ", max);
        const asWritten = lines.map((entry) => `• ${entry.original}`).join("\n");
        if (asWritten.length > max) {
          expect(list).toBeNull();
          return;
        }
        expect(list).not.toBeNull();
        expect(list!.text.length).toBeLessThanOrEqual(max);
        expect(list!.text).toBe(lines.map((entry, index) => `• ${list!.rewritten[index] ? entry.rewritten : entry.original}`).join("\n"));
        // Every rewrite that does not lengthen its line is kept.
        lines.forEach((entry, index) => {
          if (entry.rewritten.length <= entry.original.length) expect(list!.rewritten[index]).toBe(true);
        });
      }),
    );
  });

  it("keeps the first lines' rewrites when only some have room", () => {
    const lines = [
      { original: "Worked on k8s", rewritten: "Contributed to Kubernetes" },
      { original: "Worked on js", rewritten: "Contributed to JavaScript" },
      { original: "Responsible for the team", rewritten: "Led the team" },
    ];
    // As written: 3 marks, 2 line breaks and 49 characters of lines (57). The last rewrite saves 12,
    // which the first one (12 more) takes; the second (13 more) has no room left.
    expect(rewrittenListWithin(lines, "• ", 57)?.text).toBe("• Contributed to Kubernetes\n• Worked on js\n• Led the team");
  });
});
