export { splitBullets } from "./split-bullets";
export { startsWithActionVerb } from "./action-verb-opening";
export { rewriteBullet, type RewriteOptions, type RewriteRule, type RewrittenBullet } from "./rewrite-bullet";
export { ACTION_VERBS, type VerbKind } from "./action-verbs";
export { knownVerb, type BulletTense } from "./verb-forms";
export { COSMETIC_RULES, RULE_REASONS } from "./rule-reasons";
export { tidySentence } from "./tidy-sentence";
export { weaveKeywords } from "./weave-keywords";
export { countOf, joinAsList } from "./english";
