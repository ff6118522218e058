import { findSkillMentions, lookupSkill } from "../vocabulary";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A spelling as a whole word: 'Java' is not found in 'JavaScript', 'C' not in 'C++'. */
function wholeWord(spelling: string): RegExp {
  return new RegExp(String.raw`(?<![\w+#.])${escapeRegExp(spelling)}(?![\w+#])`, "gi");
}

/** The line with one keyword in the job's spelling wherever the line names that skill otherwise ('JS', 'javascript'). */
function weaveKeyword(line: string, keyword: string): string {
  const skill = lookupSkill(keyword);
  if (!skill) return line.replace(wholeWord(keyword), keyword);
  // Later mentions first, so the earlier indexes stay true while the line changes.
  const mentions = findSkillMentions(line)
    .filter((mention) => mention.skill === skill && mention.matched !== keyword)
    .sort((a, b) => b.index - a.index);
  return mentions.reduce(
    (text, mention) => text.slice(0, mention.index) + keyword + text.slice(mention.index + mention.matched.length),
    line,
  );
}

/**
 * A job's keywords in the job's own spelling where the line already names the same skill in
 * another, an alias or another case ('JS' -> 'JavaScript'): ATS matching reads the advert's words.
 * A skill the line does not show is never added.
 */
export function weaveKeywords(line: string, keywords: readonly string[]): string {
  return keywords.filter((keyword) => keyword.trim() !== "").reduce(weaveKeyword, line);
}
