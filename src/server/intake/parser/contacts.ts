/** What a line tells about how to reach the person, and what is left of it. */
export interface ContactFinds {
  emails: string[];
  phones: string[];
  links: string[];
  /** The line without the contacts, their labels and the separators between them. */
  rest: string;
}

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?![\w@])/gi;
// Candidates only: digits in groups with the separators phones use, an optional '+44' and '(0)'.
// An extension after the number ('ext. 12', 'x204') is part of it.
const PHONE =
  /(?<![\w@/.])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(0\)\s?)?(?:\(\d{1,5}\)|\d{1,5})(?:[\s.\-–]?\d{1,5}){1,5}(?:,?\s*(?:ext\.?|extn\.?|extension|x)\s?\d{1,5})?(?![\w@/])/g;
// A fax number is not the way to reach the person.
const FAX_LABEL = /\bfax\s*[:.]?\s*$/i;
const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|mob|cell|ph|[tmpc])\s*[:.]\s*$/i;
const TLD =
  "com|org|net|io|dev|me|co|uk|de|fr|es|it|nl|ch|se|design|app|ai|info|biz|us|ca|au|in|xyz|tech|page|site|blog|codes|studio|works|art|cloud|so|gg|ly|sh|online|website|portfolio|email";
const URL = new RegExp(
  String.raw`(?<![@\w.])(?:https?://)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${TLD})(?:\.[a-z]{2})?(?:/[^\s|,;)]*)?(?![\w@])`,
  "gi",
);
const LABEL = /\b(?:e-?mail|phone|tel|telephone|mobile|mob|cell|linkedin|github|gitlab|website|web|portfolio|blog|url|twitter|x)\s*:\s*/gi;
// Separators and the icons set before contacts (✉ ☎ ⌂) around what is left.
const SEPARATORS = /^[^\p{L}\p{N}+(]+|[\s|•·◆●▪⋅∙,;:/–—-]+$/gu;

const digitCount = (text: string) => text.replace(/\D/g, "").length;
const EXTENSION = /,?\s*(?:ext\.?|extn\.?|extension|x)\s?\d{1,5}$/i;

/**
 * A phone number, as written, when the digits are one: 10 to 15 digits, or 7 to 9 with an
 * international prefix or a label before them. Years and ranges of years ('2016-2019') are not.
 */
function isPhone(candidate: string, before: string): boolean {
  if (FAX_LABEL.test(before)) return false;
  const digits = digitCount(candidate.replace(EXTENSION, ""));
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(candidate.trim())) return false;
  if (digits >= 10 && digits <= 15) return true;
  return digits >= 7 && digits <= 9 && (candidate.trim().startsWith("+") || PHONE_LABEL.test(before));
}

// A bare domain is a link only in lower case ('ASP.NET' and 'Vue.js' are skills) or with a path.
const isLink = (candidate: string) =>
  /^(?:https?:\/\/|www\.)/i.test(candidate) || candidate.includes("/") || candidate === candidate.toLowerCase();

/** Finds emails, phones and web addresses in a line, in order. */
export function findContacts(line: string): ContactFinds {
  let rest = line;
  const take = (pattern: RegExp, accept: (match: string, before: string) => boolean): string[] => {
    const found: string[] = [];
    rest = rest.replace(pattern, (match: string, ...args: unknown[]) => {
      const offset = args.find((arg) => typeof arg === "number") as number;
      if (!accept(match, rest.slice(0, offset))) return match;
      found.push(match.trim());
      return " | ";
    });
    return found;
  };
  const emails = take(EMAIL, () => true);
  const links = take(URL, (match) => isLink(match)).map((link) => link.replace(/[.]$/, ""));
  const phones = take(PHONE, isPhone);
  rest = rest
    .replace(LABEL, " ")
    .split(/\s*[|•·◆●▪⋅∙]\s*|\t/)
    .map((part) => part.replace(PHONE_LABEL, "").replace(SEPARATORS, "").trim())
    .filter((part) => part !== "")
    .join(" | ");
  return { emails, phones, links, rest };
}

export const isLinkedin = (link: string) => /linkedin\.com/i.test(link);
