import { SEPARATOR, WORK_MODE, headerLines, isPlace, lineTexts } from "./advert-text";
import type { Advert } from "./sections";

/** A company name: capitalised words, with the small words and marks names contain. */
const NAME = /^[\p{Lu}\d][\p{L}\d&.'’-]*(?:\s+(?:(?:of|and|for|de|the|&)\s+)?[\p{Lu}\d][\p{L}\d&.'’-]*){0,5}/u;
const NOT_NAMES = new Set(["we", "our", "us", "you", "your", "the", "this", "it", "they", "a", "an", "about", "join", "remote", "hybrid"]);
const MAX_COMPANY_LINE_WORDS = 8;

/** The company name a text begins with, or "" when it begins with none. */
function companyName(text: string): string {
  const name = NAME.exec(text.trim())?.[0]
    .replace(/[.,'’-]+$/, "")
    .replace(/\s+(of|and|for|de|the|&)$/i, "");
  return name && !NOT_NAMES.has(name.toLowerCase()) && !NOT_NAMES.has(name.split(/\s+/)[0]!.toLowerCase()) ? name : "";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The employer, in the order of how surely a sentence names it: "<title> at Acme", an "About
 * Acme" heading, the job board's line after the title, the subject of the company's description
 * ("Crestline Capital is a ..."), then "Join Acme" or "Acme is hiring". "" when none does.
 */
export function companyOf(advert: Advert, title: string, titleLine: number): string {
  const lines = lineTexts(advert);
  if (title) {
    const after = new RegExp(`${escapeRegExp(title)}\\s+(?:at|with|for|@)\\s+(.+)`, "i");
    for (const text of lines) {
      const name = companyName(after.exec(text)?.[1] ?? "");
      if (name) return name;
    }
  }
  for (const section of advert.sections) {
    const about = section.kind === "about" ? /^about\s+(.+)$/i.exec(section.heading)?.[1] : undefined;
    const name = about ? companyName(about) : "";
    if (name && !/^(the|us|you)\b/i.test(name)) return name;
  }
  const next = titleLine >= 0 ? headerLines(advert)[titleLine + 1] : undefined;
  const first = next?.split(SEPARATOR)[0]!.split(",")[0]!.trim();
  if (next && first && next.split(/\s+/).length <= MAX_COMPANY_LINE_WORDS && !WORK_MODE.test(first)) {
    if (companyName(first) === first && !isPlace(first)) return first;
  }
  for (const section of advert.sections.filter((candidate) => candidate.kind === "about")) {
    const subject = /^(.+?)\s+\p{Ll}/u.exec(section.lines[0]?.text ?? "")?.[1];
    if (subject && companyName(subject) === subject) return subject;
  }
  for (const text of lines) {
    const joined = /\bjoin\s+(?:the\s+)?(.+?)(?:\s+team\b|\s+as\b|[,.!]|$)/i.exec(text)?.[1];
    const name = joined ? companyName(joined) : "";
    if (name) return name;
    const subject = /^(.+?)\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting|an?|the|one of)\b/.exec(text)?.[1]?.trim();
    if (subject && companyName(subject) === subject) return subject;
  }
  return "";
}
