import { addTally, emptyTally, FIELDS, type Failure, type Field, type Tally } from "./score";

export interface FixtureResult {
  file: string;
  parseMs: number;
  /** Why extraction or parsing threw, when it did (every value then counts as missed). */
  error?: string;
  tallies: Record<Field, Tally>;
  failures: Failure[];
}

interface Rate {
  precision: number | null;
  recall: number | null;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** The issue's targets: 95%+ on contacts, 90%+ on entries. */
export const GROUPS = {
  contacts: { fields: ["name", "email", "phone", "location"], target: 0.95 },
  entries: { fields: ["company", "title", "school", "dates"], target: 0.9 },
} as const satisfies Record<string, { fields: readonly Field[]; target: number }>;

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

function rateOf(tally: Tally): Rate {
  return {
    precision: ratio(tally.truePositives, tally.truePositives + tally.falsePositives),
    recall: ratio(tally.truePositives, tally.truePositives + tally.falseNegatives),
    ...tally,
  };
}

const sum = (tallies: Tally[]) => {
  const total = emptyTally();
  for (const tally of tallies) addTally(total, tally);
  return total;
};

export function summarise(results: FixtureResult[]) {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, rateOf(sum(results.map((result) => result.tallies[field])))])) as Record<
    Field,
    Rate
  >;
  const groups = Object.fromEntries(
    Object.entries(GROUPS).map(([name, group]) => [
      name,
      { ...rateOf(sum(results.flatMap((result) => group.fields.map((field) => result.tallies[field])))), target: group.target },
    ]),
  ) as Record<keyof typeof GROUPS, Rate & { target: number }>;
  const times = results.map((result) => result.parseMs).sort((a, b) => a - b);
  return {
    resumes: results.length,
    errors: results.filter((result) => result.error !== undefined).length,
    fields,
    groups,
    parseMs: { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 },
  };
}

export type SetSummary = ReturnType<typeof summarise>;

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`).padStart(6);
const cell = (rate: Rate) => `${percent(rate.precision)} ${percent(rate.recall)}`;
const row = (label: string, fixtures: string, holdout: string, note = "") =>
  `${label.padEnd(10)} ${fixtures.padStart(13)}   ${holdout.padStart(13)}   ${note}`.trimEnd();

/** Precision and recall per field, the tuning fixtures beside the holdout. */
export function scoreTable(fixtures: SetSummary, holdout: SetSummary): string {
  const groups = (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((name) =>
    row(
      name,
      cell(fixtures.groups[name]),
      cell(holdout.groups[name]),
      `target ${percent(GROUPS[name].target).trim()} (${GROUPS[name].fields.join(", ")})`,
    ),
  );
  const speed = (summary: SetSummary) => `${summary.parseMs.median} / ${summary.parseMs.max}`;
  return [
    row("", `fixtures (${fixtures.resumes})`, `holdout (${holdout.resumes})`),
    row("field", " prec. recall", " prec. recall"),
    ...FIELDS.map((field) => row(field, cell(fixtures.fields[field]), cell(holdout.fields[field]))),
    "",
    ...groups,
    row("errors", String(fixtures.errors), String(holdout.errors), "(files the intake or the parser threw on)"),
    row("parse ms", speed(fixtures), speed(holdout), "(median / max, extraction included)"),
  ].join("\n");
}

/** A holdout resume named by number and format only. */
export const holdoutLabel = (result: FixtureResult, index: number) => `holdout ${index + 1} (${result.file.split(".").at(-1)})`;

/** Every miss on the tuning fixtures, for the parser's author; the holdout only says how many. */
export function failureList(fixtures: FixtureResult[], holdout: FixtureResult[]): string {
  const lines: string[] = ["Misses on the tuning fixtures (expected → got):"];
  for (const result of fixtures) {
    if (result.failures.length === 0 && !result.error) continue;
    lines.push(`  ${result.file}${result.error ? `  ERROR: ${result.error}` : ""}`);
    for (const failure of result.failures)
      lines.push(`    ${failure.field}: ${JSON.stringify(failure.expected)} → ${JSON.stringify(failure.got)}`);
  }
  lines.push("", "Holdout (scored, never shown; numbered so its layouts stay unknown): misses per resume");
  holdout.forEach((result, index) =>
    lines.push(`  ${holdoutLabel(result, index)}: ${result.error ? "ERROR" : `${result.failures.length} misses`}`),
  );
  return lines.join("\n");
}
