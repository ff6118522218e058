import { findContacts, isLinkedin } from "../../functions/parse-resume-upload/parser/contacts";
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

const NAME = /^(?:(?:full\s+)?name\s*[:-]\s*|my name is\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})/iu;
const LOCATION = /^(?:location\s*[:-]|address\s*[:-]|(?:i am |i'm )?based in|i live in|located in|living in)\s*([^.;]+)/i;
const LABEL = /^([\p{L} &/]{3,40}?)\s*:\s*(.+)$/u;
const ROUTES: Record<keyof AdditionalInfo["routed"], RegExp> = {
  skills: /^(?:skills?|technical skills|tools|technologies)$/i,
  certifications: /^(?:certifications?|certificates?|licen[cs]es?)$/i,
  languages: /^languages?$/i,
  projects: /^(?:projects?|portfolio)$/i,
};
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

/**
 * Fills the contacts the line gives (the first of each kind wins) and returns the line without them.
 * Emails, phones and links are read as the intake reads a resume's contact line.
 */
function takeContacts(line: string, contacts: Contacts): string {
  let rest = line;
  const take = (pattern: RegExp, key: "fullName" | "location") => {
    const match = pattern.exec(rest);
    if (!match) return;
    if (!contacts[key]) contacts[key] = (match[1] ?? "").trim();
    rest = rest.replace(match[0], " ");
  };
  take(NAME, "fullName");
  take(LOCATION, "location");
  const found = findContacts(rest);
  contacts.email ||= found.emails[0] ?? "";
  contacts.phone ||= found.phones[0] ?? "";
  contacts.linkedin ||= found.links.find(isLinkedin) ?? "";
  contacts.website ||= found.links.find((link) => !isLinkedin(link)) ?? "";
  if (found.emails.length + found.phones.length + found.links.length > 0) rest = found.rest;
  if (rest === line) return line;
  return rest
    .replace(/\b(?:e-?mail|phone|tel|mobile|cell|linkedin|website|portfolio)\s*[:-]?/gi, " ")
    .replace(/\s*[|,;]\s*(?=[|,;]|$)/g, "")
    .replace(/\s*\|\s*/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}
