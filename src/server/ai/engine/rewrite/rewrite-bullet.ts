import type { RevampTone } from "#shared/ai";
import { stripListMarker } from "./split-bullets";
import { capitalizeFirst, dropFinalFullStop, removeFiller, removeFirstPerson } from "./style";
import { alignTense } from "./tense";
import type { BulletTense } from "./verb-forms";
import { rewriteWeakOpening } from "./weak-openings";
import { weaveKeywords } from "./weave-keywords";

/** The rules a rewrite can apply, named in its result so every change is traceable. */
export type RewriteRule = "first-person" | "weak-opening" | "action-verb" | "tense" | "filler" | "keyword" | "capital" | "full-stop";

export interface RewriteOptions {
  tone?: RevampTone;
  /** The job's keywords, in the job's spelling. */
  keywords?: readonly string[];
  /** Past for a past role (the default), present for a current one. */
  tense?: BulletTense;
}

export interface RewrittenBullet {
  text: string;
  rules: RewriteRule[];
}

/**
 * One bullet rewritten by the rules, in order: no first person, a weak opening made an action,
 * the bullet's tense, no filler, the job's spelling of skills the line shows, a capital and no
 * closing full stop. Numbers, money, percentages and dates are never touched.
 */
export function rewriteBullet(line: string, options: RewriteOptions = {}): RewrittenBullet {
  const tone = options.tone ?? "professional";
  const tense = options.tense ?? "past";
  const rules = new Set<RewriteRule>();
  let text = stripListMarker(line);
  const apply = (rule: RewriteRule, next: string) => {
    if (next === text) return;
    rules.add(rule);
    text = next;
  };
  apply("first-person", removeFirstPerson(text));
  const opening = rewriteWeakOpening(text, tone, tense);
  if (opening) {
    text = opening.text;
    for (const rule of opening.rules) rules.add(rule);
  }
  apply("tense", alignTense(text, tense));
  apply("filler", removeFiller(text));
  apply("keyword", weaveKeywords(text, options.keywords ?? []));
  apply("capital", capitalizeFirst(text));
  apply("full-stop", dropFinalFullStop(text));
  return { text, rules: [...rules] };
}
