/**
 * Text the engine writes, fitted to an answer field's limit: the answer schemas (src/shared/ai.ts)
 * refuse a longer value, and the user would get an error for a valid request. Composed prose is
 * shortened at a sentence or word boundary; a rewrite of the user's own text that would not fit is
 * not offered, and their text stays as they wrote it.
 */

/** Marks prose cut inside a sentence, so the reader knows it went on. */
const ELLIPSIS = "…";
/** Where a sentence or a line ends, just after its closing mark (and any quote or bracket): a cut there needs no ellipsis. */
const SENTENCE_END = /[.!?…]["'’”)\]]*(?=\s)|(?=\n)/g;
/**
 * A cut at a sentence end must keep at least this share of the room: dropping more than half to end
 * on a full stop loses more than an ellipsis costs.
 */
const SENTENCE_CUT_MIN_SHARE = 0.5;

/** Where the last whole sentence within `max` characters ends; 0 when none does. */
function lastSentenceEnd(text: string, max: number): number {
  let end = 0;
  // One character past the limit shows whether the sentence at the limit is followed by a space.
  for (const match of text.slice(0, max + 1).matchAll(SENTENCE_END)) {
    const at = match.index + match[0].length;
    if (at <= max) end = at;
  }
  return end;
}

/**
 * Prose within `max` characters: the text itself when it fits; else its leading whole sentences
 * (or lines); else its leading whole words and an ellipsis. A word is never cut in half, unless a
 * single word is longer than the limit, where there is nothing else to cut.
 */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const sentences = text.slice(0, lastSentenceEnd(text, max)).trimEnd();
  if (sentences.length >= max * SENTENCE_CUT_MIN_SHARE) return sentences;
  const room = max - ELLIPSIS.length;
  // The last space at or before `room` ends a whole word: what comes before it is kept.
  const space = text.slice(0, room + 1).search(/\s\S*$/);
  const words = space > 0 ? text.slice(0, space).replace(/(?:\s+[—–-]|[\s,;:])+$/, "") : "";
  if (words !== "") return `${words}${ELLIPSIS}`;
  // A high surrogate at the cut would leave half a character.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(room - 1)) ? room - 1 : room;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

/**
 * The first of the rewrites of a user's text that fits in `max` characters; else the text as they
 * wrote it, which the request schemas already hold to the limits of the fields it is written back
 * to (fitted all the same when it comes from a longer field).
 */
export function rewriteWithin(original: string, rewrites: readonly string[], max: number): string {
  return rewrites.find((rewrite) => rewrite.length <= max) ?? fitText(original, max);
}

export interface LineRewrite {
  original: string;
  rewritten: string;
}

export interface RewrittenList {
  text: string;
  /** Whether each line is written as rewritten (else as it was). */
  rewritten: boolean[];
}

/**
 * Rewritten lines as a list, one per line led by `mark`, within `max` characters: every rewrite
 * that does not lengthen its line, then the others, first line first, while there is room; a line
 * whose rewrite does not fit stays as written, so no line is ever lost or cut. Null when even the
 * lines as written do not fit.
 */
export function rewrittenListWithin(lines: readonly LineRewrite[], mark: string, max: number): RewrittenList | null {
  // The marks and line breaks, whatever the lines say.
  const overhead = lines.length * mark.length + Math.max(0, lines.length - 1);
  let length = overhead + lines.reduce((sum, line) => sum + line.original.length, 0);
  if (length > max) return null;
  const growth = (line: LineRewrite) => line.rewritten.length - line.original.length;
  const rewritten = lines.map((line) => growth(line) <= 0);
  length += lines.reduce((sum, line, index) => sum + (rewritten[index] ? growth(line) : 0), 0);
  lines.forEach((line, index) => {
    if (rewritten[index] || length + growth(line) > max) return;
    rewritten[index] = true;
    length += growth(line);
  });
  return { text: lines.map((line, index) => `${mark}${rewritten[index] ? line.rewritten : line.original}`).join("\n"), rewritten };
}
