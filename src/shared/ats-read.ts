import { z } from "zod";
import { parseMonthYear } from "./month-year";

/**
 * 'What an ATS reads': a resume's fields beside what an applicant tracking system extracted from its
 * PDF, field by field. An ATS files what it reads into its own form; a field it cannot find is
 * empty there, and a recruiter's search never finds the candidate by it.
 */

export const ATS_OUTCOMES = ["kept", "changed", "lost"] as const;
export type AtsOutcome = (typeof ATS_OUTCOMES)[number];

export const atsFieldSchema = z.object({
  /** The group the field belongs to: 'Contact', a job ('Lead Engineer at Acme'), 'Education', 'Skills'. */
  group: z.string(),
  label: z.string(),
  /** What the resume holds. */
  held: z.string(),
  /** What the ATS extracted; empty when it found nothing. */
  read: z.string(),
  outcome: z.enum(ATS_OUTCOMES),
  /** What to change so it is read; empty when the field was kept. */
  advice: z.string(),
});
export type AtsField = z.infer<typeof atsFieldSchema>;

export const atsReadingSchema = z.object({
  fields: z.array(atsFieldSchema),
  /** Pages of the PDF that was read. */
  pageCount: z.number().int().min(0),
});
export type AtsReading = z.infer<typeof atsReadingSchema>;

/** The parts of a resume compared: the stored resume, or what the parser made of its PDF (entries without ids). */
export interface ComparedResume {
  personal_info: { fullName: string; email: string; phone: string; location: string };
  experience: readonly { company: string; position: string; startDate: string; endDate: string; current: boolean }[];
  education: readonly { institution: string; degree: string; field: string }[];
  skills: readonly { items: readonly string[] }[];
}

type Kind = "name" | "email" | "phone" | "location" | "company" | "position" | "dates" | "school" | "degree" | "skills";

const LOST_ADVICE: Record<Kind, string> = {
  name: "Put your full name as plain text at the top of the first page, not inside a picture or a decorative header.",
  email: "Write your email address out in full as text on the contact line; an icon or a link alone is not read.",
  phone: "Write your phone number out in full as text on the contact line, with its country code if you apply abroad.",
  location: "Write your city and country as text on the contact line; many searches filter candidates by location.",
  company: "Keep each employer's name on its own line next to the job title and dates, in plain text.",
  position: "Keep each job title on its own line next to the employer and dates; an ATS matches titles against the job.",
  dates: "Write dates as 'Jan 2020 – Mar 2023' beside each job; an ATS counts your years of experience from them.",
  school: "Keep each school's name on its own line in the Education section, in plain text.",
  degree: "Write the degree out beside the school ('Bachelor of Science in Mathematics').",
  skills: "List skills as plain words separated by commas under a 'Skills' heading; bars, ratings and icons are not read.",
};

/** Why a field reads differently: text of its line joined to it, part of it cut off, or something else in its place. */
function changedAdvice(held: string, read: string): string {
  const [h, r] = [plain(held), plain(read)];
  if (r.includes(h))
    return "An ATS reads other text of the same line into this field. Put the field on a line of its own, or set the rest apart.";
  if (h.includes(r)) return "An ATS reads only part of this field. Keep it on one line, without symbols or columns splitting it.";
  return "An ATS would file something else here. Keep the field on a line of its own, next to its heading or entry, and check its spelling.";
}

/** Case, spacing, dash and quote forms and trailing punctuation do not change what a field says. */
function plain(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.]+|[\s,;:.]+$/g, "");
}

const digits = (text: string) => text.replace(/\D/g, "");

const ONGOING = /^(?:present|current|now|ongoing|today|to date)$/i;

/** A date as the parser and the app both write it: 'Jan 2020' and '2020-01' are one date; 'Present' is ongoing. */
function plainDate(text: string): string {
  const value = text.trim();
  if (ONGOING.test(value)) return "present";
  const date = parseMonthYear(value);
  if (!date) return plain(value);
  return date.month === null ? String(date.year) : `${date.year}-${date.month + 1}`;
}

type Job = ComparedResume["experience"][number];

function datesOf(job: Job): { shown: string; compared: string } {
  const end = job.current ? "Present" : job.endDate.trim();
  const start = job.startDate.trim();
  const shown = [start, end].filter((part) => part !== "").join(" – ");
  const compared = [plainDate(start), job.current ? "present" : plainDate(job.endDate)].join("|");
  return { shown, compared: shown === "" ? "" : compared };
}

function field(group: string, label: string, kind: Kind, held: string, read: string, same: (a: string, b: string) => boolean): AtsField {
  const outcome: AtsOutcome = read.trim() === "" ? "lost" : same(held, read) ? "kept" : "changed";
  const advice = outcome === "kept" ? "" : outcome === "lost" ? LOST_ADVICE[kind] : changedAdvice(held, read);
  return { group, label, held, read, outcome, advice };
}

const samePlain = (a: string, b: string) => plain(a) === plain(b);
/** Two entries name the same thing when one name holds the other: 'Acme' and 'Acme Ltd'. */
const overlaps = (a: string, b: string) => {
  const [x, y] = [plain(a), plain(b)];
  return x !== "" && y !== "" && (x.includes(y) || y.includes(x));
};

/**
 * The read entry that best matches a held one, among those not matched yet: a parser may drop an
 * entry or split one in two, so entries are matched by what they say, not by their place.
 */
function bestMatch<H, R>(held: H, candidates: readonly R[], used: Set<number>, score: (held: H, read: R) => number): R | undefined {
  let best: { index: number; score: number } | undefined;
  candidates.forEach((candidate, index) => {
    if (used.has(index)) return;
    const value = score(held, candidate);
    if (value > 0 && (!best || value > best.score)) best = { index, score: value };
  });
  if (!best) return undefined;
  used.add(best.index);
  return candidates[best.index];
}

const nameScore = (a: string, b: string) => (samePlain(a, b) && plain(a) !== "" ? 2 : overlaps(a, b) ? 1 : 0);

function contactFields(held: ComparedResume, read: ComparedResume): AtsField[] {
  const h = held.personal_info;
  const r = read.personal_info;
  const group = "Contact";
  return [
    h.fullName.trim() && field(group, "Name", "name", h.fullName, r.fullName, samePlain),
    h.email.trim() && field(group, "Email", "email", h.email, r.email, samePlain),
    h.phone.trim() && field(group, "Phone", "phone", h.phone, r.phone, (a, b) => digits(a) === digits(b)),
    h.location.trim() && field(group, "Location", "location", h.location, r.location, samePlain),
  ].filter((item): item is AtsField => Boolean(item));
}

function jobFields(held: ComparedResume, read: ComparedResume): AtsField[] {
  const used = new Set<number>();
  return held.experience
    .filter((job) => job.company.trim() !== "" || job.position.trim() !== "")
    .flatMap((job) => {
      const match = bestMatch(job, read.experience, used, (a, b) => nameScore(a.company, b.company) + nameScore(a.position, b.position));
      const group = [job.position.trim(), job.company.trim()].filter(Boolean).join(" at ");
      const dates = datesOf(job);
      const readDates = match ? datesOf(match) : { shown: "", compared: "" };
      return [
        job.company.trim() && field(group, "Company", "company", job.company, match?.company ?? "", samePlain),
        job.position.trim() && field(group, "Job title", "position", job.position, match?.position ?? "", samePlain),
        dates.shown && field(group, "Dates", "dates", dates.shown, readDates.shown, () => dates.compared === readDates.compared),
      ].filter((item): item is AtsField => Boolean(item));
    });
}

type School = ComparedResume["education"][number];

/** 'Bachelor of Science in Mathematics': layouts print the degree and its field as one line, and parsers read them so. */
const degreeOf = (entry: School) => [entry.degree.trim(), entry.field.trim()].filter(Boolean).join(" in ");
const sameDegree = (a: string, b: string) => {
  const words = (text: string) =>
    plain(text)
      .replace(/\bin\b/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return words(a) === words(b);
};

function educationFields(held: ComparedResume, read: ComparedResume): AtsField[] {
  const used = new Set<number>();
  return held.education
    .filter((entry) => entry.institution.trim() !== "")
    .flatMap((entry) => {
      const match = bestMatch(entry, read.education, used, (a, b) => nameScore(a.institution, b.institution));
      const group = "Education";
      return [
        field(group, "School", "school", entry.institution, match?.institution ?? "", samePlain),
        ...(degreeOf(entry) ? [field(group, "Degree", "degree", degreeOf(entry), match ? degreeOf(match) : "", sameDegree)] : []),
      ];
    });
}

function skillFields(held: ComparedResume, read: ComparedResume): AtsField[] {
  const heldItems = [...new Set(held.skills.flatMap((group) => group.items).filter((item) => item.trim() !== ""))];
  if (heldItems.length === 0) return [];
  const readItems = new Set(read.skills.flatMap((group) => group.items).map(plain));
  const found = heldItems.filter((item) => readItems.has(plain(item)));
  const missing = heldItems.filter((item) => !readItems.has(plain(item)));
  const outcome: AtsOutcome = missing.length === 0 ? "kept" : found.length === 0 ? "lost" : "changed";
  const advice =
    outcome === "kept" ? "" : `${outcome === "changed" ? `Not read as skills: ${missing.join(", ")}. ` : ""}${LOST_ADVICE.skills}`;
  return [{ group: "Skills", label: "Skills", held: heldItems.join(", "), read: found.join(", "), outcome, advice }];
}

/** Every field the resume fills, with what the ATS made of it; empty fields of the resume are left out. */
export function compareAtsRead(held: ComparedResume, read: ComparedResume): AtsField[] {
  return [...contactFields(held, read), ...jobFields(held, read), ...educationFields(held, read), ...skillFields(held, read)];
}

export function countOutcomes(fields: readonly AtsField[]): Record<AtsOutcome, number> {
  const counts: Record<AtsOutcome, number> = { kept: 0, changed: 0, lost: 0 };
  for (const item of fields) counts[item.outcome] += 1;
  return counts;
}
