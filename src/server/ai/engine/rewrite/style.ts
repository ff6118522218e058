/**
 * Words that weaken a bullet without adding a fact ('successfully' is implied by listing it,
 * 'various' hides a count), and wordy phrases with a shorter equal.
 */
const FILLER: readonly [RegExp, string][] = [
  [/\b(?:successfully|very|really|basically|actually|extremely|quite|various|numerous|different)\s+/gi, ""],
  [/\ba\s+(?:wide\s+)?(?:variety|range)\s+of\s+/gi, ""],
  [/\bin\s+order\s+to\b/gi, "to"],
  [/\bon\s+a\s+daily\s+basis\b/gi, "daily"],
];

export function removeFiller(line: string): string {
  return FILLER.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line).replace(/\s{2,}/g, " ");
}

/** The subject a resume leaves out: 'I', 'we', with the auxiliary that follows it ('I have', "I'm"). */
const FIRST_PERSON = /^(?:I|we)(?:'ve|'m|'d|\s+(?:am|have|had|was|were|have\s+been|had\s+been))?\s+(?=\w)/i;

export function removeFirstPerson(line: string): string {
  return line.replace(FIRST_PERSON, "");
}

/** A first word in lower case gets its capital; a word cased on purpose ('iOS', 'eBay') is kept. */
export function capitalizeFirst(line: string): string {
  return line.replace(/^[a-z][a-z'-]*\b/, (word) => word.charAt(0).toUpperCase() + word.slice(1));
}

const ABBREVIATION_END = /\b(?:etc|inc|ltd|co|corp|llc|plc|e\.g|i\.e|jr|sr)\.$/i;

/** Bullets end without a full stop, unless they hold several sentences or end in an abbreviation. */
export function dropFinalFullStop(line: string): string {
  if (!/[^.]\.$/.test(line) || ABBREVIATION_END.test(line) || /[.!?]\s+[A-Z]/.test(line)) return line;
  return line.slice(0, -1);
}
