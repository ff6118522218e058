import { findSkillMentions, lookupSkill } from "../vocabulary";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A spelling as a whole word: 'Java' is not found in 'JavaScript', 'C' not in 'C++'. */
function wholeWord(spelling: string): RegExp {
  return new RegExp(String.raw`(?<![\w+#.])${escapeRegExp(spelling)}(?![\w+#])`, "gi");
}

/**
 * A job's keywords in the job's own spelling where the line already names the same skill in
 * another, an alias or another case ('JS' -> 'JavaScript'): ATS matching reads the advert's words.
 * A skill the line does not show is never added.
 */
export function weaveKeywords(line: string, keywords: readonly string[]): string {
  const wanted = keywords.filter((keyword) => keyword.trim() !== "");
  if (wanted.length === 0) return line;
  const spellingOf = new Map(
    wanted.flatMap((keyword) => {
      const skill = lookupSkill(keyword);
      return skill ? [[skill, keyword] as const] : [];
    }),
  );
  // Later mentions first, so the earlier indexes stay true while the line changes.
  const mentions = findSkillMentions(line)
    .filter((mention) => spellingOf.has(mention.skill) && mention.matched !== spellingOf.get(mention.skill))
    .sort((a, b) => b.index - a.index);
  const aliased = mentions.reduce(
    (text, mention) =>
      text.slice(0, mention.index) +
      (spellingOf.get(mention.skill) ?? mention.matched) +
      text.slice(mention.index + mention.matched.length),
    line,
  );
  // A keyword the vocabulary does not know is matched as written, whatever its case.
  return wanted.filter((keyword) => !lookupSkill(keyword)).reduce((text, keyword) => text.replace(wholeWord(keyword), keyword), aliased);
}
