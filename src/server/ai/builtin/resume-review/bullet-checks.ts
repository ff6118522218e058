import nlp from "compromise";
import { countOf, startsWithActionVerb } from "../rewrite";
import type { CheckResult } from "./check";
import type { ResumeBullet } from "./resume-parts";

/** Half the bullets giving a figure is what strong resumes reach; more earns no further credit. */
const QUANTIFIED_TARGET = 0.5;

/** Whether a line gives a figure: a digit, or a number in words above one ('five engineers', 'a dozen'). */
export function hasFigure(text: string): boolean {
  if (/\d/.test(text)) return true;
  return (nlp(text).numbers().get() as number[]).some((value) => value >= 2);
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
