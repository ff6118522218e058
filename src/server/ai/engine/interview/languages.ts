import { listItems } from "./answer-text";
import { capitalize } from "../prose/english";

export interface LanguageEntry {
  name: string;
  proficiency: string;
}

const LEVEL = String.raw`(?:native(?:\s+speaker)?|mother\s+tongue|first\s+language|bilingual|fluent|full\s+professional(?:\s+proficiency)?|professional(?:\s+working)?(?:\s+proficiency)?|limited\s+working(?:\s+proficiency)?|business(?:\s+level)?|advanced|upper[- ]intermediate|intermediate|conversational|working\s+knowledge|proficient|basic|beginner|elementary|limited|good|excellent|[ABC][12])`;
const LEVEL_ONLY = new RegExp(String.raw`^${LEVEL}$`, "i");
const LEVEL_BEFORE = new RegExp(String.raw`^(${LEVEL})(?:\s+(?:in|level))?\s+(.+?)(?:\s+speaker)?$`, "i");
const LEVEL_AFTER = new RegExp(
  String.raw`^(.+?)\s*(?:[-–—:,(]\s*|\s+)(${LEVEL}(?:\s*\/\s*${LEVEL})*)(?:\s+(?:level|speaker|proficiency))?\)?$`,
  "i",
);
const PARENTHESISED = /^(.+?)\s*\(([^()]+)\)$/;

/** Reads 'English (native), Spanish - fluent, conversational French and German B2' as languages with levels. */
export function splitLanguages(answer: string): LanguageEntry[] {
  return listItems(answer, false)
    .flatMap(parseLanguages)
    .filter((entry) => entry.name !== "");
}

/** One item, or two joined by 'and' that share a level ('Fluent in German and Italian'). */
function parseLanguages(item: string): LanguageEntry[] {
  const text = item.trim().replace(/[.]+$/, "");
  const parenthesised = PARENTHESISED.exec(text);
  if (parenthesised) return [entry(parenthesised[1] ?? "", parenthesised[2] ?? "")];
  const before = LEVEL_BEFORE.exec(text);
  if (before) return bothOf(before[2] ?? "").map((name) => entry(name, before[1] ?? ""));
  const names = bothOf(text);
  if (names.length > 1) return names.flatMap(parseLanguages);
  const after = LEVEL_AFTER.exec(text);
  if (after && !LEVEL_ONLY.test(after[1] ?? "")) return [entry(after[1] ?? "", after[2] ?? "")];
  return [entry(text, "")];
}

const bothOf = (text: string) => text.split(/\s+(?:and|&)\s+/i);

function entry(name: string, proficiency: string): LanguageEntry {
  return {
    name: capitalize(
      name
        .replace(/\b(?:language|speaker)\b/gi, "")
        .replace(/[-–—:,]+$/, "")
        .trim(),
    ),
    proficiency: capitalize(proficiency.trim().replace(/\s+/g, " ")),
  };
}
