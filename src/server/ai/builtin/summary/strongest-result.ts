import { rewriteBullet, startsWithActionVerb } from "../rewrite";
import { hasFigure } from "../resume-review/bullet-checks";
import type { ResumeBullet } from "../resume-review/resume-parts";

/**
 * The result a summary can cite: the first work bullet, in the resume's order (most recent role
 * first), that gives a figure, preferring one that opens with an action once rewritten.
 */
export function strongestResult(bullets: readonly ResumeBullet[]): string | null {
  const withFigures = bullets
    .filter((bullet) => bullet.section === "experience" && hasFigure(bullet.text))
    .map((bullet) => rewriteBullet(bullet.text).text);
  return withFigures.find(startsWithActionVerb) ?? withFigures[0] ?? null;
}
