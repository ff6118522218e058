import { withoutEnds } from "./text-ends";

/** What a line tells about how to reach the person, and what is left of it. */
export interface ContactFinds {
  emails: string[];
  phones: string[];
  links: string[];
  /** The line without the contacts, their labels and the separators between them. */
  rest: string;
}

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?![\w@])/gi;
// Candidates only: digits in groups with the separators phones use (a dash may stand between
// spaces: '(416) 000 – 0000'; a soft or non-breaking hyphen a word processor put in counts as one), an optional '+44', '(+82)' and '(0)'. An extension after the
// number ('ext. 12', 'x204') is part of it.
const PHONE =
  /(?<![\w@/.])(?:\(\+\d{1,3}\)\s?|\+\s?\d{1,3}[\s.\-\u00AD\u2011]?)?(?:\(0\)\s?)?(?:\(\d{1,5}\)|\d{1,5})(?:(?:\s?[.\-–\u00AD\u2011]\s?|\s)?\d{1,5}){1,5}(?:,?\s*(?:ext\.?|extn\.?|extension|x)\s?\d{1,5})?(?![\w@/])/g;
// A template's number with its digits masked ('+1 (xxx) xxx-xxxx', '+49 176 *** *** **'): an
// international prefix, then groups of digits or masks, each after a separator.
const MASKED_PHONE = /(?<![\w@/.])\+\s?\d{1,3}(?:[\s.\-–\u00AD\u2011]\(?[\dxX*]{1,5}\)?){2,6}(?![\w@/*])/g;
const isMaskedPhone = (candidate: string) => /[xX*]/.test(candidate) && (candidate.match(/[\dxX*]/g) ?? []).length >= 7;
// An icon set after a link (LaTeX's external-link glyph extracts as a digit): one digit after a
// space that would make a whole number too long by one.
const STRAY_DIGIT = /\s\d$/;
// A fax number is not the way to reach the person.
const FAX_LABEL = /\bfax\s*[:.]?\s*$/i;
// A label stands right before its number: only the end of the text before a number is read for
// one, or a line of many numbers would be read from its start again for each (quadratic). The
// longest label ('telephone :') with the spaces a line keeps (plain-lines.ts makes wider ones a tab)
// is far shorter.
const LABEL_WINDOW = 32;
const textBefore = (line: string, offset: number) => line.slice(Math.max(0, offset - LABEL_WINDOW), offset);
// In English and the other languages resumes are written in ('Téléphone', 'Telefon', 'Teléfono', 'Handy', 'Celular').
const PHONE_WORDS = String.raw`phone|tel|telephone|mobile|mob|cell|ph|t[ée]l[ée]phone|t[ée]l|portable|telefon|telefono|tel[ée]fono|telefone|telefoon|handy|m[óo]vil|celular|cellulare|mobiel|gsm`;
const PHONE_LABEL = new RegExp(String.raw`(?<!\p{L})(?:${PHONE_WORDS}|[tmpc])\s*[:.]\s*$`, "iu");
const TLD =
  "com|org|net|io|dev|me|co|uk|de|fr|es|it|nl|ch|se|design|app|ai|info|biz|us|ca|au|in|xyz|tech|page|site|blog|codes|studio|works|art|cloud|so|gg|ly|sh|online|website|portfolio|email";
const URL = new RegExp(
  String.raw`(?<![@\w.])(?:https?://)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${TLD})(?:\.[a-z]{2})?(?:/[^\s|,;)]*)?(?![\w@])`,
  "gi",
);
const LABEL = new RegExp(
  String.raw`(?<!\p{L})(?:e-?mail|courriel|correo(?:\s+electr[óo]nico)?|mail|${PHONE_WORDS}|linkedin|github|gitlab|website|web|site\s+web|sitio\s+web|portfolio|blog|url|twitter|x)\s*:\s*`,
  "giu",
);
// Separators and the icons set before contacts (✉ ☎ ⌂) around what is left.
const LEADING_SEPARATOR = /^[^\p{L}\p{N}+(]$/u;
// An icon font's glyph mapped to '+' or '(' before a word ('( Casablanca, Maroc'); before digits they begin a phone.
const ICON_BEFORE_WORD = /^\s*[+(]\s+(?=\p{L})/u;
const TRAILING_SEPARATOR = /^[\s|•·◆●▪⋅∙,;:/–—-]$/;

const digitCount = (text: string) => text.replace(/\D/g, "").length;
const EXTENSION = /,?\s*(?:ext\.?|extn\.?|extension|x)\s?\d{1,5}$/i;

// Dates with their months either side of a spaced dash ('2019-03 – 2022-01', '2019.03 - 2022.01').
const DATE_RANGE = /^(?:19|20)\d{2}[-./]\d{1,2}\s[-–]\s(?:19|20)\d{2}[-./]\d{1,2}$/;

/**
 * A phone number, as written, when the digits are one: 10 to 15 digits, or 7 to 9 with an
 * international prefix or a label before them. Years and ranges of years ('2016-2019') are not.
 */
function isPhone(candidate: string, before: string): boolean {
  if (FAX_LABEL.test(before)) return false;
  const digits = digitCount(candidate.replace(EXTENSION, ""));
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(candidate.trim()) || DATE_RANGE.test(candidate.trim())) return false;
  if (digits >= 10 && digits <= 15) return true;
  return digits >= 7 && digits <= 9 && (candidate.trim().startsWith("+") || PHONE_LABEL.test(before));
}

/** A number of 11 digits or more whose last group is one digit is a whole number and an icon. */
function withoutStrayDigit(phone: string): string {
  if (!STRAY_DIGIT.test(phone) || digitCount(phone) < 11) return phone;
  return phone.slice(0, -2).trimEnd();
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
      if (!accept(match, textBefore(rest, offset))) return match;
      found.push(match.trim());
      return " | ";
    });
    return found;
  };
  const emails = take(EMAIL, () => true);
  const links = take(URL, (match) => isLink(match)).map((link) => link.replace(/[.]$/, ""));
  const phones = [...take(PHONE, isPhone), ...take(MASKED_PHONE, isMaskedPhone)].map(withoutStrayDigit);
  rest = rest
    .replace(LABEL, " ")
    .split(/\s*[|•·◆●▪⋅∙]\s*|\t/)
    .map((part) => withoutEnds(part.replace(PHONE_LABEL, "").replace(ICON_BEFORE_WORD, ""), LEADING_SEPARATOR, TRAILING_SEPARATOR).trim())
    .filter((part) => part !== "")
    .join(" | ");
  return { emails, phones, links, rest };
}

export const isLinkedin = (link: string) => /linkedin\.com/i.test(link);
