import nlp from "compromise";
import { findJobTitles } from "../vocabulary";
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

/** The title the header's first lines or a hiring sentence give, with the line it was found on. */
function titleOf(advert: Advert): { title: string; line: number } {
  const header = advert.sections[0]?.kind === "header" ? advert.sections[0].lines : [];
  for (const [i, line] of header.slice(0, 3).entries()) {
    const [found] = findJobTitles(line.text);
    if (found && found.index < 40) return { title: found.matched, line: i };
    const short = line.text.split(/\s+/).length <= 8 && !/[.!?]$/.test(line.text);
    if (short && TITLE_HEAD.test(line.text) && !HIRING.test(line.text)) {
      return { title: line.text.replace(/\s*[-–—|(,].*$/, "").trim(), line: i };
    }
  }
  for (const section of advert.sections) {
    for (const line of section.lines) {
      if (!HIRING.test(line.text)) continue;
      const [found] = findJobTitles(line.text);
      if (found) return { title: found.matched, line: -1 };
    }
  }
  const [first] = findJobTitles(advert.sections.flatMap((section) => section.lines.map((line) => line.text)).join("\n"));
  return { title: first?.matched ?? "", line: -1 };
}

function companyOf(advert: Advert, title: string, titleLine: number): string {
  const lines = advert.sections.flatMap((section) => section.lines.map((line) => line.text));
  // "Senior Data Engineer at Acme", "join Acme as ...", "Acme is hiring".
  for (const text of lines) {
    const at = title ? new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(?:at|with|for|@)\\s+(.+)`, "i").exec(text) : null;
    const name = at ? companyName(at[1]!) : "";
    if (name) return name;
  }
  for (const section of advert.sections) {
    if (section.kind === "about") {
      const name = companyName(section.heading.replace(/^about\s+/i, ""));
      if (name && !/^(the|us|you)\b/i.test(name)) return name;
    }
  }
  for (const text of lines) {
    const join = /\bjoin\s+(?:the\s+)?(.+?)(?:\s+team\b|\s+as\b|[,.!]|$)/i.exec(text);
    const joined = join ? companyName(join[1]!) : "";
    if (joined) return joined;
    const subject = /^(.+?)\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting|an?|the|one of)\b/.exec(text);
    const named = subject ? companyName(subject[1]!) : "";
    if (named && named === subject![1]!.trim()) return named;
  }
  // A job board's header: the line after the title names the company.
  const header = advert.sections[0]?.kind === "header" ? advert.sections[0].lines : [];
  const next = titleLine >= 0 ? header[titleLine + 1]?.text : undefined;
  if (next && next.split(/\s+/).length <= 6 && !WORK_MODE.test(next) && !US_PLACE.test(next)) {
    const name = companyName(next.replace(/\s*[·|•-]\s.*$/, ""));
    if (name && nlp(name).places().length === 0) return name;
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

/** A title written in capitals ("MATHEMATICS TEACHER") in the capitals of a title ("Mathematics Teacher"). */
function readableCase(title: string): string {
  const letters = title.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4 || letters !== letters.toUpperCase()) return title;
  return title.toLowerCase().replace(/(^|[\s/(-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function headerFacts(advert: Advert): HeaderFacts {
  const labelled = {
    title: labelValue(advert.labels, TITLE_LABEL),
    company: labelValue(advert.labels, COMPANY_LABEL),
    location: labelValue(advert.labels, LOCATION_LABEL),
  };
  const { title, line } = labelled.title ? { title: labelled.title, line: -1 } : titleOf(advert);
  const company = labelled.company || companyOf(advert, title, line);
  return { title: readableCase(title), company, location: labelled.location || locationOf(advert, company) };
}
