/**
 * A text without the run of `leading` characters at its start and of `trailing` ones at its end,
 * as `text.replace(/^[leading]+|[trailing]+$/g, "")` leaves it, by a scan from each end: that
 * pattern tries the trailing run from every character of a long run of them that does not reach
 * the end (",,,,a"), which costs the square of its length (decision 033). Each pattern tests one character.
 */
export function withoutEnds(text: string, leading: RegExp, trailing: RegExp): string {
  let start = 0;
  for (let char = charAt(text, start); start < text.length && leading.test(char); char = charAt(text, start)) start += char.length;
  let end = text.length;
  for (let char = charBefore(text, end); end > start && trailing.test(char); char = charBefore(text, end)) end -= char.length;
  return text.slice(start, end);
}

// Whole characters, a letter written with two code units (outside the Basic Multilingual Plane) included.
const charAt = (text: string, index: number) => String.fromCodePoint(text.codePointAt(index) ?? 0);
const charBefore = (text: string, end: number) =>
  end >= 2 && /[\uDC00-\uDFFF]/.test(text.charAt(end - 1)) && /[\uD800-\uDBFF]/.test(text.charAt(end - 2))
    ? text.slice(end - 2, end)
    : text.charAt(end - 1);
