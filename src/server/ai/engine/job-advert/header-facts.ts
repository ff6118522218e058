import { findJobTitles, lookupSkillForm } from "../vocabulary";
import { companyOf } from "./advert-company";
import { labelledPlace, locationOf } from "./advert-location";
import { headerLines, lineTexts } from "./advert-text";
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
const HIRING_VERBS = "hiring|looking for|seeking|searching for|recruiting|needs?|wants?";
const HIRING = new RegExp(`\\b(${HIRING_VERBS})\\b`, "i");
// "hiring a friendly Dental Nurse", "looking for an experienced Mathematics Teacher": the title follows.
const HIRING_PHRASE = new RegExp(
  `\\b(?:${HIRING_VERBS})\\s+(?:an?|our|the|two|three|several)?\\s*(?:(?:new|friendly|experienced|talented|motivated|skilled|passionate|dedicated|enthusiastic|compassionate|creative|reliable|hard-?working|driven|caring)\\s+)*(.*)`,
  "i",
);
const MAX_TITLE_WORDS = 6;
/** A header line this short, with no full stop, can be a title on its own ("Chief Happiness Officer - Remote"). */
const TITLE_LINE_WORDS = 8;
const TITLE_LINES = 3;
/** A vocabulary title this far into a header line is the line's subject, not a passing mention. */
const TITLE_NEAR_START = 40;

function labelValue(labels: readonly AdvertLabel[], pattern: RegExp): string {
  return labels.find((label) => pattern.test(label.label))?.value ?? "";
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
  for (const [i, text] of headerLines(advert).slice(0, TITLE_LINES).entries()) {
    const [found] = findJobTitles(text);
    if (found && found.index < TITLE_NEAR_START) return { title: found.matched, line: i };
    const short = text.split(/\s+/).length <= TITLE_LINE_WORDS && !/[.!?]$/.test(text);
    if (short && TITLE_HEAD.test(text) && !HIRING.test(text)) return { title: text.replace(/\s*[-–—|(,].*$/, "").trim(), line: i };
  }
  for (const text of lineTexts(advert)) {
    const title = HIRING.test(text) ? hiredTitle(text) : "";
    if (title) return { title, line: -1 };
  }
  const [first] = findJobTitles(lineTexts(advert).join("\n"));
  return { title: first?.matched ?? "", line: -1 };
}

/** A title written in capitals ("HVAC SERVICE TECHNICIAN") in a title's capitals ("HVAC Service Technician"). */
function readableCase(title: string): string {
  const letters = title.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4 || letters !== letters.toUpperCase()) return title;
  return title.replace(/\p{L}+/gu, (word) => (lookupSkillForm(word)?.caseSensitive ? word : word.charAt(0) + word.slice(1).toLowerCase()));
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
