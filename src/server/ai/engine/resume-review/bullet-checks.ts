import nlp from "compromise";
import { countOf, startsWithActionVerb } from "../rewrite";
import type { CheckResult } from "./check";
import type { ResumeBullet } from "./resume-parts";

/** Half the bullets giving a figure is what strong resumes reach; more earns no further credit. */
const QUANTIFIED_TARGET = 0.5;

// compromise reads a number in words only where a word of its lexicon names one ('five', 'hundred',
// 'third', 'a few'): a line with none of them has no such number, and is not parsed. Parsing every
// line took most of a revamp's time on a long resume (8 of 13 s at the schema's limits).
const ARTICLES = new Set(["a", "an", "the"]);
const NUMBER_WORDS = new Set(
  Object.entries((nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon)
    .filter(([, tags]) => /Value|Cardinal|Ordinal|Multiple|Fraction/.test(String(tags)))
    .flatMap(([entry]) => entry.split(" "))
    .filter((word) => !ARTICLES.has(word)),
);
const mayNameANumber = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => NUMBER_WORDS.has(word));

/** Whether a line gives a figure: a digit, or a number in words above one ('five engineers', 'a few clients'). */
export function hasFigure(text: string): boolean {
  if (/\d/.test(text)) return true;
  return mayNameANumber(text) && (nlp(text).numbers().get() as number[]).some((value) => value >= 2);
}

/** A figure that measures a result rather than counts a thing: a percentage, an amount of money, a multiple ('3x'). */
export function hasResultFigure(text: string): boolean {
  return /\d\s?%|[$€£¥]\s?\d|\d\s?(?:x|k|m|bn)\b|\b(?:doubled|tripled|quadrupled|halved)\b/i.test(text);
}

export function checkQuantified(bullets: readonly ResumeBullet[]): CheckResult {
  if (bullets.length === 0) return { score: 0, finding: "The resume has no bullets describing what was done.", issues: [] };
  const quantified = bullets.filter((bullet) => hasFigure(bullet.text)).length;
  const share = quantified / bullets.length;
  return {
    score: Math.min(1, share / QUANTIFIED_TARGET),
    finding: `${quantified} of ${countOf(bullets.length, "bullet")} give a figure such as a count, an amount or a percentage.`,
    issues: [],
  };
}

export function checkActionVerbs(bullets: readonly ResumeBullet[]): CheckResult {
  if (bullets.length === 0) return { score: 0, finding: "The resume has no bullets describing what was done.", issues: [] };
  const strong = bullets.filter((bullet) => startsWithActionVerb(bullet.text)).length;
  return {
    score: strong / bullets.length,
    finding: `${strong} of ${countOf(bullets.length, "bullet")} open with an action verb.`,
    issues: [],
  };
}
