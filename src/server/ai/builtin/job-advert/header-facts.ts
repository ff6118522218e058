import nlp from "compromise";
import { findJobTitles, lookupSkillForm } from "../vocabulary";
import type { Advert, AdvertLabel } from "./sections";

/**
 * The job's title, company and location as the advert states them: from labels ("Job Title:",
 * "Company:", "Location:"), from a job board's header lines (title, then company, then place),
 * and from sentences such as "We are hiring a Senior Data Engineer at Acme". Every value is text
 * of the advert; where it does not say, the value is empty.
 */
export interface HeaderFacts {
  title: string;
  company: string;
  location: string;
}

const TITLE_LABEL = /^(job title|job|title|position|position title|role|job role|vacancy|opening)$/i;
const COMPANY_LABEL = /^(company|company name|employer|organization|organisation|hiring company|business|client)$/i;
const LOCATION_LABEL = /^(location|locations|job location|work location|office location|based in|city|place of work|workplace)$/i;
// The last word of most titles, for a title the vocabulary does not list ("Chief Happiness Officer").
const TITLE_HEAD =
  /\b(engineer|developer|manager|director|officer|specialist|analyst|nurse|teacher|technician|coordinator|assistant|associate|representative|consultant|designer|administrator|architect|scientist|operator|supervisor|clerk|agent|advisor|adviser|executive|lead|head|intern|electrician|worker|driver|accountant|instructor|tutor|therapist|writer|editor|strategist|planner|buyer|recruiter|partner|owner)s?\b/i;
const HIRING = /\b(hiring|looking for|seeking|searching for|recruiting|need|needs|wants?)\b/i;
/** A company name: capitalised words, with the small words and marks names contain. */
const NAME = /^[\p{Lu}\d][\p{L}\d&.'’-]*(?:\s+(?:(?:of|and|for|de|the|&)\s+)?[\p{Lu}\d][\p{L}\d&.'’-]*){0,5}/u;
const NOT_NAMES = new Set(["we", "our", "us", "you", "your", "the", "this", "it", "they", "a", "an", "about", "join", "remote", "hybrid"]);
const WORK_MODE = /\b(fully remote|remote[- ]first|100% remote|remote|hybrid|on[- ]site|onsite)\b/i;
const US_PLACE = /\b([A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}),\s*([A-Z]{2})\b/;

function labelValue(labels: readonly AdvertLabel[], pattern: RegExp): string {
  return labels.find((label) => pattern.test(label.label))?.value ?? "";
}

function companyName(text: string): string {
  const name = NAME.exec(text.trim())?.[0]
    .replace(/[.,'’-]+$/, "")
    .replace(/\s+(of|and|for|de|the|&)$/i, "");
  return name && !NOT_NAMES.has(name.toLowerCase()) && !NOT_NAMES.has(name.split(/\s+/)[0]!.toLowerCase()) ? name : "";
}

// "hiring a friendly Dental Nurse", "looking for an experienced Mathematics Teacher": the title follows.
const HIRING_PHRASE =
  /\b(?:hiring|looking for|seeking|searching for|recruiting|needs?|wants?)\s+(?:an?|our|the|two|three|several)?\s*(?:(?:new|friendly|experienced|talented|motivated|skilled|passionate|dedicated|enthusiastic|compassionate|creative|reliable|hard-?working|driven|caring)\s+)*(.*)/i;
const MAX_TITLE_WORDS = 6;

function lineTexts(advert: Advert): string[] {
  return advert.sections.flatMap((section) => section.lines.map((line) => line.text));
}

function headerLines(advert: Advert): string[] {
  return advert.sections[0]?.kind === "header" ? advert.sections[0].lines.map((line) => line.text) : [];
}

/** The title a hiring sentence names: one the vocabulary knows, or the words up to a title's last word. */
function hiredTitle(text: string): string {
  const rest = HIRING_PHRASE.exec(text)?.[1];
  if (!rest) return "";
  const [known] = findJobTitles(rest);
  if (known && known.index === 0) return known.matched;
  const words = rest.split(/\s+/).slice(0, MAX_TITLE_WORDS);
  const head = words.findIndex((word) => TITLE_HEAD.test(word));
  return head >= 0
    ? words
        .slice(0, head + 1)
        .join(" ")
        .replace(/[.,;:!?]+$/, "")
    : "";
}

/** The title the header's first lines or a hiring sentence give, with the header line it was found on. */
function titleOf(advert: Advert): { title: string; line: number } {
  for (const [i, text] of headerLines(advert).slice(0, 3).entries()) {
    const [found] = findJobTitles(text);
    if (found && found.index < 40) return { title: found.matched, line: i };
    const short = text.split(/\s+/).length <= 8 && !/[.!?]$/.test(text);
    if (short && TITLE_HEAD.test(text) && !HIRING.test(text)) return { title: text.replace(/\s*[-–—|(,].*$/, "").trim(), line: i };
  }
  for (const text of lineTexts(advert)) {
    const title = HIRING.test(text) ? hiredTitle(text) : "";
    if (title) return { title, line: -1 };
  }
  const [first] = findJobTitles(lineTexts(advert).join("\n"));
  return { title: first?.matched ?? "", line: -1 };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function companyOf(advert: Advert, title: string, titleLine: number): string {
  const lines = lineTexts(advert);
  // "Senior Data Engineer at Acme".
  if (title) {
    const after = new RegExp(`${escapeRegExp(title)}\\s+(?:at|with|for|@)\\s+(.+)`, "i");
    for (const text of lines) {
      const name = companyName(after.exec(text)?.[1] ?? "");
      if (name) return name;
    }
  }
  // "About Northwind Labs".
  for (const section of advert.sections) {
    const named =
      section.kind === "about" && /^about\s+/i.test(section.heading) ? companyName(section.heading.replace(/^about\s+/i, "")) : "";
    if (named && !/^(the|us|you)\b/i.test(named)) return named;
  }
  // A job board's header: the line after the title names the company ("Acme Corp · Berlin").
  const next = titleLine >= 0 ? headerLines(advert)[titleLine + 1] : undefined;
  if (next && next.split(/\s+/).length <= 8 && !WORK_MODE.test(next.split(SEPARATOR)[0]!)) {
    const first = next.split(SEPARATOR)[0]!.split(",")[0]!.trim();
    const name = companyName(first);
    if (name === first && !isPlace(name)) return name;
  }
  // "Crestline Capital is a mid-sized asset manager", "Desert Air Mechanical has kept the Valley cool".
  for (const section of advert.sections.filter((candidate) => candidate.kind === "about")) {
    const subject = /^(.+?)\s+\p{Ll}/u.exec(section.lines[0]?.text ?? "")?.[1];
    const name = subject ? companyName(subject) : "";
    if (name && name === subject) return name;
  }
  // "Join Brightwave as ...", "Brightwave is hiring ...".
  for (const text of lines) {
    const join = /\bjoin\s+(?:the\s+)?(.+?)(?:\s+team\b|\s+as\b|[,.!]|$)/i.exec(text)?.[1];
    const joined = join ? companyName(join) : "";
    if (joined) return joined;
    const subject = /^(.+?)\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting|an?|the|one of)\b/.exec(text)?.[1];
    const named = subject ? companyName(subject) : "";
    if (named && named === subject!.trim()) return named;
  }
  return "";
}

// Where a place is the job's: the header and the company's and role's descriptions, not the
// requirements ("US GAAP") or the benefits.
const PLACE_SECTIONS = new Set(["header", "about", "role"]);
const SEPARATOR = /\s+[-–—|·•]\s+|\s*[|·•]\s*/;

function isPlace(text: string): boolean {
  return US_PLACE.test(text) || nlp(text).places().found;
}

/**
 * A job board's header puts the place in a part of its own: "Acme · Berlin, Germany (Hybrid)",
 * "Account Executive (Remote - US)", "Oakridge Academy, Leeds".
 */
function headerPlace(line: string, company: string): string {
  const rest = company && line.startsWith(company) ? line.slice(company.length).replace(/^[\s,|·•–—-]+/, "") : line;
  const inBrackets = [...rest.matchAll(/\(([^()]+)\)/g)].map((match) => match[1]!.trim());
  const parts = rest
    .replace(/\([^()]*\)/g, " ")
    .split(SEPARATOR)
    .map((part) => part.trim());
  const place = parts.find((part) => part !== "" && part !== company && findJobTitles(part).length === 0 && isPlace(part));
  const mode = inBrackets.find((part) => WORK_MODE.test(part));
  if (place) return mode ? `${place} (${mode})` : place;
  return mode ?? "";
}

function locationOf(advert: Advert, company: string): string {
  const header = advert.sections[0]?.kind === "header" ? advert.sections[0].lines.slice(0, 4).map((line) => line.text) : [];
  for (const line of header) {
    const place = headerPlace(line, company);
    if (place) return place;
  }
  const all = advert.sections.flatMap((section) => section.lines.map((line) => line.text));
  for (const text of all) {
    const stated = /\b(?:based in|located in|location is|office in|offices in|position in|role in|job in)\s+([^.;()\n]+)/i.exec(text);
    const place = stated && (US_PLACE.exec(stated[1]!)?.[0] ?? nlp(stated[1]!).places().text().trim());
    if (place) return place;
  }
  const described = advert.sections
    .filter((section) => PLACE_SECTIONS.has(section.kind))
    .flatMap((section) => section.lines.map((line) => line.text));
  for (const text of described) {
    const place =
      US_PLACE.exec(text)?.[0] ??
      nlp(text)
        .places()
        .text()
        .replace(/[.,;:]+$/, "")
        .trim();
    if (place) return place;
  }
  const mode = all.map((text) => WORK_MODE.exec(text)?.[0]).find(Boolean);
  return mode ? mode.charAt(0).toUpperCase() + mode.slice(1) : "";
}

/** A title written in capitals ("HVAC SERVICE TECHNICIAN") in a title's capitals ("HVAC Service Technician"). */
function readableCase(title: string): string {
  const letters = title.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4 || letters !== letters.toUpperCase()) return title;
  return title.replace(/\p{L}+/gu, (word) => (lookupSkillForm(word)?.caseSensitive ? word : word.charAt(0) + word.slice(1).toLowerCase()));
}

/** A labelled place may share its line with other facts: "Phoenix, AZ | Full Time | $28-$38/hr". */
function labelledPlace(value: string): string {
  const parts = value.split(SEPARATOR).map((part) => part.trim());
  return parts.find(isPlace) ?? parts[0] ?? "";
}

export function headerFacts(advert: Advert): HeaderFacts {
  const labelled = {
    title: labelValue(advert.labels, TITLE_LABEL),
    company: labelValue(advert.labels, COMPANY_LABEL),
    location: labelValue(advert.labels, LOCATION_LABEL),
  };
  const { title, line } = labelled.title ? { title: labelled.title, line: -1 } : titleOf(advert);
  const company = labelled.company || companyOf(advert, title, line);
  return {
    title: readableCase(title),
    company,
    location: labelled.location ? labelledPlace(labelled.location) : locationOf(advert, company),
  };
}
