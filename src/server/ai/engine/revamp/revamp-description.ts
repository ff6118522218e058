import type { RevampTone } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { rewrittenListWithin } from "../fit";
import { rewriteBullet, splitBullets, startsWithActionVerb, weaveKeywords, type RewriteRule, type RewrittenBullet } from "../rewrite";
import { hasFigure, hasResultFigure } from "../resume-review";

export interface DescriptionPlan {
  /** Apply the rewriting rules (weak openings, tense, filler, first person). */
  rewrite: boolean;
  /** Job keywords to write in the job's spelling where a line shows them; empty for none. */
  keywords: readonly string[];
  /** Strongest bullets first. */
  reorder: boolean;
  tone: RevampTone;
  current: boolean;
}

export interface RevampedDescription {
  description: string;
  /** Each bullet's rules, for the counts of what changed. */
  rules: RewriteRule[][];
  /** Bullets without a figure, as they now read. */
  unquantified: string[];
  reordered: boolean;
}

/**
 * A bullet's strength for ordering: a result figure (a percentage, an amount, a multiple) counts
 * most, a plain count less, then an action opening, then a job keyword it names.
 */
function strength(text: string, keywords: readonly string[]): number {
  const lower = text.toLowerCase();
  const namesKeyword = keywords.some((keyword) => lower.includes(keyword.toLowerCase()));
  const figure = hasResultFigure(text) ? 4 : hasFigure(text) ? 2 : 0;
  return figure + (startsWithActionVerb(text) ? 2 : 0) + (namesKeyword ? 1 : 0);
}

const BULLET_MARK = "• ";

/**
 * An entry's description revamped bullet by bullet. Lines are only rewritten by the rules and
 * reordered, never added or dropped, so every fact and figure of the entry stays; a description
 * the plan leaves alone comes back exactly as it was. Within the description's limit: a rewrite
 * with no room left keeps its line as written, and a description that written as bullets would not
 * fit is kept as it was.
 */
export function revampDescription(description: string, plan: DescriptionPlan): RevampedDescription {
  const bullets = splitBullets(description);
  const rewritten = bullets.map((bullet): RewrittenBullet => {
    if (plan.rewrite) return rewriteBullet(bullet, { tone: plan.tone, tense: plan.current ? "present" : "past", keywords: plan.keywords });
    const woven = weaveKeywords(bullet, plan.keywords);
    return { text: woven, rules: woven === bullet ? [] : ["keyword"] };
  });
  const order = plan.reorder
    ? rewritten
        .map((bullet, index) => ({ index, strength: strength(bullet.text, plan.keywords) }))
        .sort((a, b) => b.strength - a.strength || a.index - b.index)
        .map((entry) => entry.index)
    : rewritten.map((_, index) => index);
  const reordered = order.some((at, index) => at !== index);
  const changed = reordered || rewritten.some((bullet) => bullet.rules.length > 0);
  const list = changed
    ? rewrittenListWithin(
        order.map((at) => ({ original: bullets[at]!, rewritten: rewritten[at]!.text })),
        BULLET_MARK,
        RESUME_LIMITS.description,
      )
    : null;
  if (!list)
    return { description, rules: bullets.map(() => []), unquantified: bullets.filter((bullet) => !hasFigure(bullet)), reordered: false };
  const kept = new Map(order.map((at, place) => [at, list.rewritten[place] === true]));
  return {
    description: list.text,
    rules: rewritten.map((bullet, index) => (kept.get(index) ? bullet.rules : [])),
    unquantified: order.map((at) => (kept.get(at) ? rewritten[at]!.text : bullets[at]!)).filter((text) => !hasFigure(text)),
    reordered,
  };
}
