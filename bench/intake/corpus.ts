/**
 * Scores the parser on the real corpus in process, by score.mjs's rules, for tuning without the
 * app's 10-second upload throttle:
 *   node --import tsx bench/intake/corpus.ts [--only substring] [--json out.json]
 * Every file is read as the app reads an upload (the intake, the built-in parser, the answer as
 * the contract checks it); each file's seven scores are printed as score.mjs prints them, with
 * what was expected and what came back for every miss, then the means per field and format. The
 * JSON keeps score.mjs's fields: { overall, files: [{ file, format, status, scores, got }] }.
 */
import { writeFileSync } from "node:fs";
import { extractDocument } from "#server/intake/extract-document";
import { UPLOAD_FORMATS } from "#server/services/ai/parse-resume-upload";
import { resumeDataOf, type ResumeData } from "./answer-of";
import { corpusBytes, corpusDir, corpusTruths, NO_CORPUS, type CorpusTruth } from "./corpus-files";
import { contains, FIELDS, overallOf, overallTable, scoreCells, scoreFile, type Field, type Scores } from "./corpus-rules";

/** The resumeData the app would answer, or why it would refuse the file. */
async function readAsUploaded(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<{ data?: ResumeData; error?: string }> {
  try {
    return { data: resumeDataOf(await extractDocument(bytes, { accept: UPLOAD_FORMATS }), bytes, name) };
  } catch (thrown) {
    return { error: thrown instanceof Error ? thrown.message : String(thrown) };
  }
}

/** What score.mjs records of an answer. */
const gotOf = (data: ResumeData) => ({
  name: data.personal_info.fullName ?? "",
  email: data.personal_info.email ?? "",
  phone: data.personal_info.phone ?? "",
  location: data.personal_info.location ?? "",
  experience: data.experience.map((entry) => ({ company: entry.company, position: entry.position })),
  education: data.education.map((entry) => ({ institution: entry.institution, degree: entry.degree })),
});
type Got = ReturnType<typeof gotOf>;

const quote = (values: string[]) => values.map((value) => JSON.stringify(value)).join(", ") || "nothing";

// Where each field's value lies in a truth file and in what score.mjs records of an answer.
const SINGLE_KEYS = {
  name: ["fullName", "name"],
  email: ["email", "email"],
  phone: ["phone", "phone"],
  location: ["location", "location"],
} as const;
const ENTRY_VALUES = {
  company: [
    (truth: CorpusTruth) => truth.experience.map((entry) => entry.company),
    (got: Got) => got.experience.map((entry) => entry.company),
  ],
  title: [
    (truth: CorpusTruth) => truth.experience.map((entry) => entry.position),
    (got: Got) => got.experience.map((entry) => entry.position),
  ],
  school: [
    (truth: CorpusTruth) => truth.education.map((entry) => entry.institution),
    (got: Got) => got.education.map((entry) => entry.institution),
  ],
} as const satisfies Record<Exclude<Field, keyof typeof SINGLE_KEYS>, unknown>;

/** Per missed field: what was expected and what the parser gave (for entries, the truth values not found and every parsed value). */
function misses(truth: CorpusTruth, scores: Scores, got: Got | null): string[] {
  return FIELDS.filter((field) => scores[field] !== null && Number(scores[field]) < 1).map((field) => {
    if (field in SINGLE_KEYS) {
      const [truthKey, gotKey] = SINGLE_KEYS[field as keyof typeof SINGLE_KEYS];
      return `${field}: expected ${JSON.stringify(truth[truthKey])}, got ${JSON.stringify(got?.[gotKey] ?? "")}`;
    }
    const [expectedOf, parsedOf] = ENTRY_VALUES[field as keyof typeof ENTRY_VALUES];
    const parsed = got ? parsedOf(got).map((value) => value ?? "") : [];
    const expected = expectedOf(truth);
    const missed = expected.filter((value) => value !== "" && !parsed.some((candidate) => contains(candidate, value)));
    // An entry the truth leaves empty (a job printed without a title) can never match: counted, not quoted.
    const empty = expected.filter((value) => value === "").length;
    return `${field}: missed ${quote(missed)}${empty ? ` and ${empty} empty in the truth` : ""}; got ${quote(parsed)}`;
  });
}

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const dir = corpusDir();
if (!dir) {
  console.log(NO_CORPUS);
  process.exit(0);
}

const files = [];
for (const truth of corpusTruths(dir, option("--only") ?? "")) {
  const { data, error } = await readAsUploaded(corpusBytes(dir, truth), truth.file);
  const scores = scoreFile(truth, data);
  const got = data ? gotOf(data) : null;
  console.log(`${scoreCells(scores)}  ${truth.file}${error ? `  (refused: ${error})` : ""}`);
  for (const line of misses(truth, scores, got)) console.log(`      ${line}`);
  files.push({ file: truth.file, format: truth.format, status: error ? `refused: ${error}` : "read", scores, got });
}
const overall = overallOf(files);
console.log(`\n${overallTable(overall)}`);
const out = option("--json");
if (out) writeFileSync(out, JSON.stringify({ dir, overall, files }, null, 2));
