const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A spelling as a whole word: 'Java' is not found in 'JavaScript', 'C' not in 'C++'. */
function wholeWord(spelling: string): RegExp {
  return new RegExp(String.raw`(?<![\w+#.])${escapeRegExp(spelling)}(?![\w+#])`, "gi");
}

/**
 * A job's keywords in the job's own spelling where the line already names the same skill in
 * another ('javascript' -> 'JavaScript'): ATS matching reads the advert's words. A skill the line
 * does not show is never added.
 */
export function weaveKeywords(line: string, keywords: readonly string[]): string {
  return keywords.reduce((text, keyword) => {
    if (keyword.trim() === "") return text;
    return text.replace(wholeWord(keyword), keyword);
  }, line);
}
