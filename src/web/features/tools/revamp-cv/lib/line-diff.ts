/**
 * Before/after of a list of lines (an entry's bullets, the skill groups) for a person to scan: a
 * revamp rewrites lines and may reorder them, so a line is paired with the one it most resembles,
 * not the one at its position, and is only 'changed' when its words are.
 */
export type LineChange =
  | { kind: "unchanged"; label?: string; text: string }
  | { kind: "changed"; label?: string; before: string; after: string }
  | { kind: "added"; label?: string; after: string }
  | { kind: "removed"; label?: string; before: string };

// Bullet glyphs and dashes a line may open with; they are layout, not words.
const BULLET_MARK = /^(?:[•▪◦·●○■□➢➤►✓✔*]|[-–—](?=\s))\s*/u;

/** A line as a reader sees it: no bullet mark, single spaces. */
export const cleanLine = (line: string): string => line.trim().replace(BULLET_MARK, "").replace(/\s+/g, " ").trim();

/** The non-empty lines of a description, without their bullet marks. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line !== "");

// Words cut to their first five letters, so 'managing' and 'managed' count as the same word.
const STEM = 5;
const wordsOf = (line: string): Set<string> =>
  new Set((line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, STEM)));

/** Dice coefficient of the lines' word stems: 1 for the same words, 0 for none shared. */
export function similarity(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/** Below this, two lines are different lines, one removed and one added, not one rewritten. */
const SAME_LINE = 0.4;

/**
 * Pairs each line after with a line before: the same text first, then the most alike above the
 * threshold. Rows follow the new order; a line that was dropped stays after the line that
 * preceded it before.
 */
export function diffLines(before: readonly string[], after: readonly string[]): LineChange[] {
  const old = before.map(cleanLine);
  const now = after.map(cleanLine);
  const pairOfAfter = new Map<number, number>();
  const pairedBefore = new Set<number>();

  now.forEach((line, index) => {
    const same = old.findIndex((candidate, oldIndex) => candidate === line && !pairedBefore.has(oldIndex));
    if (same === -1) return;
    pairOfAfter.set(index, same);
    pairedBefore.add(same);
  });

  const candidates: { afterIndex: number; beforeIndex: number; score: number }[] = [];
  now.forEach((line, afterIndex) => {
    if (pairOfAfter.has(afterIndex)) return;
    old.forEach((candidate, beforeIndex) => {
      if (pairedBefore.has(beforeIndex)) return;
      const score = similarity(candidate, line);
      if (score >= SAME_LINE) candidates.push({ afterIndex, beforeIndex, score });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.afterIndex - b.afterIndex || a.beforeIndex - b.beforeIndex);
  for (const { afterIndex, beforeIndex } of candidates) {
    if (pairOfAfter.has(afterIndex) || pairedBefore.has(beforeIndex)) continue;
    pairOfAfter.set(afterIndex, beforeIndex);
    pairedBefore.add(beforeIndex);
  }

  const afterOfBefore = new Map([...pairOfAfter].map(([afterIndex, beforeIndex]) => [beforeIndex, afterIndex]));
  // Dropped lines, keyed by the row they follow (-1: before the first row).
  const droppedAfter = new Map<number, LineChange[]>();
  old.forEach((line, beforeIndex) => {
    if (pairedBefore.has(beforeIndex) || line === "") return;
    let anchor = -1;
    for (let previous = beforeIndex - 1; previous >= 0; previous -= 1) {
      const placed = afterOfBefore.get(previous);
      if (placed !== undefined) {
        anchor = placed;
        break;
      }
    }
    droppedAfter.set(anchor, [...(droppedAfter.get(anchor) ?? []), { kind: "removed", before: line }]);
  });

  const rows: LineChange[] = [...(droppedAfter.get(-1) ?? [])];
  now.forEach((line, afterIndex) => {
    const beforeIndex = pairOfAfter.get(afterIndex);
    if (line !== "") {
      if (beforeIndex === undefined) rows.push({ kind: "added", after: line });
      else if (old[beforeIndex] === line) rows.push({ kind: "unchanged", text: line });
      else rows.push({ kind: "changed", before: old[beforeIndex]!, after: line });
    }
    rows.push(...(droppedAfter.get(afterIndex) ?? []));
  });
  return rows;
}

/**
 * One value (a name, the dates, the summary) before and after, labelled unless the label is
 * empty; nothing when it is empty on both sides.
 */
export function diffField(label: string, before: string, after: string): LineChange[] {
  const old = cleanLine(before);
  const now = cleanLine(after);
  const named = label === "" ? {} : { label };
  if (old === now) return now === "" ? [] : [{ kind: "unchanged", ...named, text: now }];
  if (old === "") return [{ kind: "added", ...named, after: now }];
  if (now === "") return [{ kind: "removed", ...named, before: old }];
  return [{ kind: "changed", ...named, before: old, after: now }];
}

export const isChange = (line: LineChange): boolean => line.kind !== "unchanged";

/** Consecutive lines grouped into runs of changes and runs of unchanged lines, which a screen may fold. */
export type LineRun = { kind: "changes" | "unchanged"; lines: LineChange[] };

export function runsOf(lines: readonly LineChange[]): LineRun[] {
  const runs: LineRun[] = [];
  for (const line of lines) {
    const kind = isChange(line) ? "changes" : "unchanged";
    const last = runs.at(-1);
    if (last?.kind === kind) last.lines.push(line);
    else runs.push({ kind, lines: [line] });
  }
  return runs;
}

/** A stretch of a line, marked when its words differ from the other side's. */
export interface Segment {
  text: string;
  changed: boolean;
}

// Words, runs of punctuation and runs of spaces: a dropped full stop marks the stop, not its word.
const tokensOf = (line: string): string[] => line.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]+|\s+/gu) ?? [];

function segmentsOf(tokens: readonly string[], kept: readonly boolean[]): Segment[] {
  const segments: Segment[] = [];
  tokens.forEach((token, index) => {
    // Spaces join the stretch they sit in, so a run of changed words reads as one mark.
    const changed = /^\s+$/.test(token) ? (segments.at(-1)?.changed ?? false) && !kept[index + 1] : !kept[index];
    const last = segments.at(-1);
    if (last && last.changed === changed) last.text += token;
    else segments.push({ text: token, changed });
  });
  return segments;
}

/**
 * The words of a rewritten line that differ, on each side (the longest common run of words is
 * kept), so a reader sees at a glance that 'Responsible for building' became 'Built'.
 */
export function diffWords(before: string, after: string): { before: Segment[]; after: Segment[] } {
  const old = tokensOf(before);
  const now = tokensOf(after);
  const key = (token: string) => token.toLowerCase();
  // lengths[i][j]: the longest common subsequence of old[i..] and now[j..].
  const lengths = Array.from({ length: old.length + 1 }, () => new Array<number>(now.length + 1).fill(0));
  for (let i = old.length - 1; i >= 0; i -= 1) {
    for (let j = now.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = key(old[i]!) === key(now[j]!) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const keptOld = old.map(() => false);
  const keptNow = now.map(() => false);
  let i = 0;
  let j = 0;
  while (i < old.length && j < now.length) {
    if (key(old[i]!) === key(now[j]!)) {
      keptOld[i] = true;
      keptNow[j] = true;
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return { before: segmentsOf(old, keptOld), after: segmentsOf(now, keptNow) };
}
