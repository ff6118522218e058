import type { ResumeDraft } from "#shared/ai";
import { normaliseDate, normaliseEmail, normaliseName, normalisePhone, normaliseText } from "./normalise";
import type { ResumeTruth } from "./truth";

export const FIELDS = ["name", "email", "phone", "location", "company", "title", "school", "degree", "dates", "skills"] as const;
export type Field = (typeof FIELDS)[number];

export interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface Failure {
  field: Field | "experience" | "education";
  expected: string;
  got: string;
}

export interface ResumeScore {
  tallies: Record<Field, Tally>;
  failures: Failure[];
}

interface ParsedJob {
  company: string;
  title: string;
  start: string;
  end: string;
}

interface ParsedSchool {
  school: string;
  degree: string;
  field: string;
  start: string;
  end: string;
}

/** What the parser found, in the truth's terms. */
export interface ParsedResume {
  name: string;
  email: string;
  phone: string;
  location: string;
  experience: ParsedJob[];
  education: ParsedSchool[];
  skills: string[];
}

export const NOTHING_PARSED: ParsedResume = { name: "", email: "", phone: "", location: "", experience: [], education: [], skills: [] };

/** A current entry with no end date printed its end as 'Present' (or the layout's word for it). */
const endOf = (endDate: string, current: boolean) => (current && endDate.trim() === "" ? "Present" : endDate);

export function parsedOf(draft: ResumeDraft): ParsedResume {
  return {
    name: draft.personal_info.fullName,
    email: draft.personal_info.email,
    phone: draft.personal_info.phone,
    location: draft.personal_info.location,
    experience: draft.experience.map((entry) => ({
      company: entry.company,
      title: entry.position,
      start: entry.startDate,
      end: endOf(entry.endDate, entry.current),
    })),
    education: draft.education.map((entry) => ({
      school: entry.institution,
      degree: entry.degree,
      field: entry.field,
      start: entry.startDate,
      end: entry.endDate,
    })),
    skills: draft.skills.flatMap((group) => group.items),
  };
}

export const emptyTally = (): Tally => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

export function addTally(into: Tally, from: Tally): void {
  into.truePositives += from.truePositives;
  into.falsePositives += from.falsePositives;
  into.falseNegatives += from.falseNegatives;
}

const tokens = (value: string) => new Set(normaliseText(value).split(" ").filter(Boolean));

/** Dice overlap of two values' words: 1 for the same words, 0 for none in common. */
function overlap(a: string, b: string): number {
  const left = tokens(a);
  const right = tokens(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared++;
  return (2 * shared) / (left.size + right.size);
}

const sameDate = (a: string, b: string) => a.trim() !== "" && normaliseDate(a) === normaliseDate(b);

/** A parsed degree may be split into degree and field ('B.S.' + 'Computer Science'); the printed line joins them. */
const degreeForms = (school: ParsedSchool) => [school.degree, `${school.degree} ${school.field}`, `${school.degree} in ${school.field}`];
const sameDegree = (expected: string, school: ParsedSchool) =>
  degreeForms(school).some((form) => normaliseText(form) !== "" && normaliseText(form) === normaliseText(expected));

/**
 * A single printed date is the entry's end in the truth; a parse that keeps a lone date as the
 * start instead is read the same way.
 */
function alignLoneDate<T extends { start: string; end: string }>(truth: { start: string }, parsed: T): T {
  return truth.start === "" && parsed.end.trim() === "" && parsed.start.trim() !== ""
    ? { ...parsed, start: "", end: parsed.start }
    : parsed;
}

/**
 * Pairs truth entries with parsed ones by best overlap, not position: highest similarity first,
 * each entry used once, pairs with nothing in common left unpaired.
 */
function pairUp<T, P>(truths: T[], parsed: P[], similarity: (truth: T, parsed: P) => number) {
  const candidates = truths.flatMap((truth, t) => parsed.map((entry, p) => ({ t, p, score: similarity(truth, entry) })));
  candidates.sort((a, b) => b.score - a.score || a.t - b.t || a.p - b.p);
  const pairs: { truth: T; parsed: P }[] = [];
  const usedTruths = new Set<number>();
  const usedParsed = new Set<number>();
  for (const { t, p, score } of candidates) {
    if (score <= 0 || usedTruths.has(t) || usedParsed.has(p)) continue;
    usedTruths.add(t);
    usedParsed.add(p);
    pairs.push({ truth: truths[t]!, parsed: parsed[p]! });
  }
  return {
    pairs,
    unpairedTruths: truths.filter((_, index) => !usedTruths.has(index)),
    unpairedParsed: parsed.filter((_, index) => !usedParsed.has(index)),
  };
}

const describeJob = (job: { company: string; title: string; start: string; end: string }) =>
  `${job.company} / ${job.title} / ${[job.start, job.end].filter(Boolean).join(" – ")}`;
const describeSchool = (school: { school: string; start: string; end: string }, degree: string) =>
  `${school.school} / ${degree} / ${[school.start, school.end].filter(Boolean).join(" – ")}`;

/** Scores one parsed resume against its truth, field by field; every miss is listed. */
export function scoreResume(truth: ResumeTruth, parsed: ParsedResume): ResumeScore {
  const tallies = Object.fromEntries(FIELDS.map((field) => [field, emptyTally()])) as Record<Field, Tally>;
  const failures: Failure[] = [];

  /** Counts one value: right when both are there and the same; a printed value not found is missed, a found value not printed is wrong. */
  const count = (field: Field, expected: string, got: string, same: (expected: string, got: string) => boolean) => {
    const e = expected.trim();
    const g = got.trim();
    const tally = tallies[field];
    if (e !== "" && g !== "" && same(e, g)) {
      tally.truePositives++;
      return;
    }
    if (e !== "") tally.falseNegatives++;
    if (g !== "") tally.falsePositives++;
    if (e !== "" || g !== "") failures.push({ field, expected: e, got: g });
  };
  /** An entry with no counterpart: each of its values is missed (a truth entry) or wrong (a parsed one), reported once for the entry. */
  const unpaired = (side: "missed" | "wrong", values: [Field, string][]) => {
    for (const [field, value] of values) {
      if (value.trim() === "") continue;
      if (side === "missed") tallies[field].falseNegatives++;
      else tallies[field].falsePositives++;
    }
  };
  const sameText = (a: string, b: string) => normaliseText(a) === normaliseText(b);

  count("name", truth.name, parsed.name, (a, b) => normaliseName(a) === normaliseName(b));
  count("email", truth.email, parsed.email, (a, b) => normaliseEmail(a) === normaliseEmail(b));
  count("phone", truth.phone, parsed.phone, (a, b) => normalisePhone(a) !== "" && normalisePhone(a) === normalisePhone(b));
  count("location", truth.location, parsed.location, sameText);

  const jobs = pairUp(truth.experience, parsed.experience, (t, p) => {
    const direct = 2 * overlap(t.company, p.company) + overlap(t.title, p.title);
    const crossed = 2 * overlap(t.company, p.title) + overlap(t.title, p.company);
    return Math.max(direct, crossed) + (sameDate(t.start, p.start) ? 0.5 : 0) + (sameDate(t.end, p.end) ? 0.5 : 0);
  });
  for (const { truth: t, parsed: raw } of jobs.pairs) {
    const p = alignLoneDate(t, raw);
    count("company", t.company, p.company, sameText);
    count("title", t.title, p.title, sameText);
    count("dates", t.start, p.start, sameDate);
    count("dates", t.end, p.end, sameDate);
  }
  for (const t of jobs.unpairedTruths) {
    failures.push({ field: "experience", expected: describeJob(t), got: "" });
    unpaired("missed", [
      ["company", t.company],
      ["title", t.title],
      ["dates", t.start],
      ["dates", t.end],
    ]);
  }
  for (const p of jobs.unpairedParsed) {
    failures.push({ field: "experience", expected: "", got: describeJob(p) });
    unpaired("wrong", [
      ["company", p.company],
      ["title", p.title],
      ["dates", p.start],
      ["dates", p.end],
    ]);
  }

  const schools = pairUp(truth.education, parsed.education, (t, p) => {
    const degree = Math.max(...degreeForms(p).map((form) => overlap(t.degree, form)));
    const direct = 2 * overlap(t.school, p.school) + degree;
    const crossed = 2 * overlap(t.school, p.degree) + overlap(t.degree, p.school);
    return Math.max(direct, crossed) + (sameDate(t.start, p.start) ? 0.5 : 0) + (sameDate(t.end, p.end) ? 0.5 : 0);
  });
  for (const { truth: t, parsed: raw } of schools.pairs) {
    const p = alignLoneDate(t, raw);
    count("school", t.school, p.school, sameText);
    count("degree", t.degree, [p.degree, p.field].filter(Boolean).join(" | "), (expected) => sameDegree(expected, p));
    count("dates", t.start, p.start, sameDate);
    count("dates", t.end, p.end, sameDate);
  }
  for (const t of schools.unpairedTruths) {
    failures.push({ field: "education", expected: describeSchool(t, t.degree), got: "" });
    unpaired("missed", [
      ["school", t.school],
      ["degree", t.degree],
      ["dates", t.start],
      ["dates", t.end],
    ]);
  }
  for (const p of schools.unpairedParsed) {
    const degree = [p.degree, p.field].filter(Boolean).join(" | ");
    failures.push({ field: "education", expected: "", got: describeSchool(p, degree) });
    unpaired("wrong", [
      ["school", p.school],
      ["degree", degree],
      ["dates", p.start],
      ["dates", p.end],
    ]);
  }

  const expectedSkills = new Map(truth.skills.map((skill) => [normaliseText(skill), skill]));
  const gotSkills = new Map(parsed.skills.map((skill) => [normaliseText(skill), skill]));
  expectedSkills.delete("");
  gotSkills.delete("");
  const skills = tallies.skills;
  for (const [key, skill] of expectedSkills) {
    if (gotSkills.has(key)) skills.truePositives++;
    else {
      skills.falseNegatives++;
      failures.push({ field: "skills", expected: skill, got: "" });
    }
  }
  for (const [key, skill] of gotSkills) {
    if (expectedSkills.has(key)) continue;
    skills.falsePositives++;
    failures.push({ field: "skills", expected: "", got: skill });
  }
  return { tallies, failures };
}
