import { countOf } from "../rewrite";
import type { CheckResult } from "./check";
import type { ResumeBullet } from "./resume-parts";

/**
 * Words on a filled A4 resume page in a typical template (headings, dates and white space
 * included): the page estimate is words / WORDS_PER_PAGE.
 */
const WORDS_PER_PAGE = 475;
/** One to two pages: below it the resume looks thin, above it readers skim. */
const IDEAL_WORDS = { min: 350, max: 900 } as const;
/** Where the length score reaches 0 on the long side (about four pages). */
const TOO_LONG_WORDS = 1900;
/** A bullet past this many words is a paragraph; readers skip it. */
const LONG_BULLET_WORDS = 40;

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export function checkLength(text: string, bullets: readonly ResumeBullet[]): CheckResult {
  const words = wordCount(text);
  const pages = Math.max(1, Math.round((words / WORDS_PER_PAGE) * 10) / 10);
  const issues: string[] = [];
  let score = 1;
  if (words < IDEAL_WORDS.min) {
    score = words / IDEAL_WORDS.min;
    issues.push(
      `The resume has ${words} words; ${IDEAL_WORDS.min} to ${IDEAL_WORDS.max} (one to two pages) give a reader enough to judge.`,
    );
  } else if (words > IDEAL_WORDS.max) {
    score = Math.max(0, 1 - (words - IDEAL_WORDS.max) / (TOO_LONG_WORDS - IDEAL_WORDS.max));
    issues.push(`The resume has ${words} words, about ${pages} pages; cut it to two pages by dropping the oldest or least relevant lines.`);
  }
  for (const bullet of bullets.filter((line) => wordCount(line.text) > LONG_BULLET_WORDS)) {
    issues.push(`A bullet under "${bullet.label}" runs to ${wordCount(bullet.text)} words; split it or keep the result only.`);
  }
  return { score, finding: `The resume has ${countOf(words, "word")}, about ${countOf(pages, "page")}.`, issues };
}
