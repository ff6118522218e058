import { rewriteBullet, startsWithActionVerb } from "../rewrite";
import { hasFigure, type ResumeBullet } from "../resume-review";

/**
 * The result a summary can cite: the first work bullet, in the resume's order (most recent role
 * first), that gives a figure, preferring one that opens with an action once rewritten.
 */
export function strongestResult(bullets: readonly ResumeBullet[]): string | null {
  let fallback: string | null = null;
  for (const bullet of bullets) {
    if (bullet.section !== "experience" || !hasFigure(bullet.text)) continue;
    const text = rewriteBullet(bullet.text).text;
    if (startsWithActionVerb(text)) return text;
    fallback ??= text;
  }
  return fallback;
}
