import { answerLines } from "./answer-text";
import { capitalize, sentences } from "../prose/english";

/** Contact details found in an answer (the interview has no contact step, so people add them here). */
export interface Contacts {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  website: string;
}

/** What the additional-information answer holds, sorted. */
export interface AdditionalInfo {
  contacts: Contacts;
  /** Lines labelled for another answer ('Languages: French'), by that answer's name. */
  routed: { skills: string[]; certifications: string[]; languages: string[]; projects: string[] };
  /** Labelled lines ('Awards: ...') under their label, the rest under 'Additional Information'. */
  sections: { title: string; lines: string[] }[];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?<![\w/.])\+?\d[\d\s().-]{6,}\d(?![\w/])/;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/[\w/%-]+/i;
const WEBSITE = /(?:https?:\/\/[^\s,;]+|\b(?:www\.)?[\w-]+\.(?:dev|io|me|com|net|org|co|app|site|page)(?:\/[^\s,;]*)?)(?<![.,;])/i;
const NAME = /^(?:(?:full\s+)?name\s*[:-]\s*|my name is\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})/iu;
const LOCATION = /^(?:location\s*[:-]|address\s*[:-]|(?:i am |i'm )?based in|i live in|located in|living in)\s*([^.;]+)/i;
const LABEL = /^([\p{L} &/]{3,40}?)\s*:\s*(.+)$/u;
const ROUTES: Record<keyof AdditionalInfo["routed"], RegExp> = {
  skills: /^(?:skills?|technical skills|tools|technologies)$/i,
  certifications: /^(?:certifications?|certificates?|licen[cs]es?)$/i,
  languages: /^languages?$/i,
  projects: /^(?:projects?|portfolio)$/i,
};
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/;
/** A line left with this few words once its contact details are taken out was only about them. */
const FILLER_WORDS = 4;
const OTHER_TITLE = "Additional Information";

export function readAdditionalInfo(answer: string): AdditionalInfo {
  const contacts: Contacts = { fullName: "", email: "", phone: "", location: "", linkedin: "", website: "" };
  const routed: AdditionalInfo["routed"] = { skills: [], certifications: [], languages: [], projects: [] };
  const sections = new Map<string, string[]>();
  const add = (title: string, lines: string[]) => sections.set(title, [...(sections.get(title) ?? []), ...lines]);

  for (const { text } of answerLines(answer)) {
    const rest = takeContacts(text, contacts);
    if (rest !== text && rest.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length <= FILLER_WORDS) continue;
    const labelled = LABEL.exec(rest);
    const route = labelled && (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).find((key) => ROUTES[key].test(labelled[1]?.trim() ?? ""));
    if (labelled && route) routed[route].push(labelled[2] ?? "");
    else if (labelled) add(capitalize((labelled[1] ?? "").trim()), (labelled[2] ?? "").split(/\s*;\s*/).filter(Boolean));
    else add(OTHER_TITLE, sentences(rest));
  }
  return {
    contacts,
    routed,
    sections: [...sections].map(([title, lines]) => ({ title, lines: lines.map((line) => capitalize(line.trim())) })),
  };
}

/** Phone numbers have 7 to 15 digits (E.164); a year range such as '2018 - 2020' has 8 but is no phone. */
function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15 && !YEAR_RANGE.test(text.trim());
}

/** Fills the contacts the line gives (the first of each kind wins) and returns the line without them. */
function takeContacts(line: string, contacts: Contacts): string {
  let rest = line;
  const take = (pattern: RegExp, key: keyof Contacts, group = 0) => {
    const match = pattern.exec(rest);
    if (!match || (key === "phone" && !isPhone(match[0]))) return;
    if (!contacts[key]) contacts[key] = (match[group] ?? "").trim();
    rest = rest.replace(match[0], " ");
  };
  take(NAME, "fullName", 1);
  take(LOCATION, "location", 1);
  take(EMAIL, "email");
  take(LINKEDIN, "linkedin");
  take(WEBSITE, "website");
  take(PHONE, "phone");
  if (rest === line) return line;
  return rest
    .replace(/\b(?:e-?mail|phone|tel|mobile|cell|linkedin|website|portfolio)\s*[:-]?/gi, " ")
    .replace(/\s*[|,;]\s*(?=[|,;]|$)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}
