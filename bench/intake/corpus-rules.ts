/**
 * The corpus's scoring rules, exactly as ../shared/corpus/resumes/score.mjs applies them (that
 * script runs on import and exports nothing, so they are written again here). They are the rules
 * the figures use: change them only with score.mjs. bench/intake-corpus.mjs checks on
 * every run that these and score.mjs give each file the same scores.
 */
import type { AiAnswer } from "#shared/ai";
import type { CorpusFormat, CorpusTruth } from "./corpus-files";

type ResumeData = AiAnswer<"parse-resume-upload">["resumeData"];

export const FIELDS = ["name", "email", "phone", "location", "company", "title", "school"] as const;
export type Field = (typeof FIELDS)[number];
/** A yes/no field scores a boolean, an entry field the share of truth entries found; null where the truth has no value. */
export type Scores = Record<Field, boolean | number | null>;

const normal = (value: unknown) =>
  String(value ?? "")
    .replace(/\u00ad/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
const digits = (value: unknown) => String(value ?? "").replace(/\D/g, "");
/** Either normalised value contains the other; an empty one matches nothing. */
export const contains = (a: unknown, b: unknown) => {
  const x = normal(a);
  const y = normal(b);
  return !!x && !!y && (x.includes(y) || y.includes(x));
};

/** The share of truth entries whose value matches that of some parsed entry. */
const foundShare = <T, P>(truth: T[], parsed: P[], valueOf: (entry: T) => string, parsedValueOf: (entry: P) => string | undefined) =>
  truth.length
    ? truth.filter((entry) => parsed.some((candidate) => contains(parsedValueOf(candidate), valueOf(entry)))).length / truth.length
    : null;

export function scoreFile(truth: CorpusTruth, data: ResumeData | undefined): Scores {
  const personal: Partial<ResumeData["personal_info"]> = data?.personal_info ?? {};
  const experience = data?.experience ?? [];
  const education = data?.education ?? [];
  return {
    name: normal(personal.fullName) === normal(truth.fullName),
    email: truth.email ? normal(personal.email) === normal(truth.email) : null,
    phone: truth.phone ? digits(personal.phone) === digits(truth.phone) && !!digits(truth.phone) : null,
    location: truth.location ? contains(personal.location, truth.location) : null,
    company: foundShare(
      truth.experience,
      experience,
      (entry) => entry.company,
      (entry) => entry.company,
    ),
    title: foundShare(
      truth.experience,
      experience,
      (entry) => entry.position,
      (entry) => entry.position,
    ),
    school: foundShare(
      truth.education,
      education,
      (entry) => entry.institution,
      (entry) => entry.institution,
    ),
  };
}

export const GROUPS = ["", "pdf:", "docx:", "txt:"] as const;
export type Overall = Record<string, { mean: number; n: number }>;

/** Means over the files the truth gives a value for, overall (`name`) and per format (`pdf:name`), to two decimals as score.mjs rounds them. */
export function overallOf(files: { format: CorpusFormat; scores: Scores }[]): Overall {
  const values: Record<string, number[]> = {};
  for (const { format, scores } of files) {
    for (const field of FIELDS) {
      const score = scores[field];
      if (score === null) continue;
      (values[field] ??= []).push(Number(score));
      (values[`${format}:${field}`] ??= []).push(Number(score));
    }
  }
  const mean = (list: number[]) => Math.round((100 * list.reduce((a, b) => a + b, 0)) / list.length) / 100;
  return Object.fromEntries(Object.entries(values).map(([key, list]) => [key, { mean: mean(list), n: list.length }]));
}

/** One file's seven scores as score.mjs prints them ('-' where not scored). */
export const scoreCells = (scores: Scores) =>
  FIELDS.map((field) => {
    const score = scores[field];
    return score === null ? "  - " : Number(score).toFixed(2).padStart(4);
  }).join(" ");

/** The field-by-format table, with how many files each mean is over. */
export function overallTable(overall: Overall): string {
  const lines = [`${"".padEnd(6)}${FIELDS.map((field) => field.padStart(12)).join("")}`];
  for (const group of GROUPS) {
    const cells = FIELDS.map((field) => {
      const figure = overall[group + field];
      return (figure ? `${figure.mean.toFixed(2)} (${figure.n})` : "-").padStart(12);
    });
    lines.push(`${(group ? group.slice(0, -1) : "all").padEnd(6)}${cells.join("")}`);
  }
  return lines.join("\n");
}
