import nlp from "compromise";
import type { Advert } from "./sections";

/** Working arrangements an advert gives in place of, or beside, a town. */
export const WORK_MODE = /\b(fully remote|remote[- ]first|100% remote|remote|hybrid|on[- ]site|onsite)\b/i;
/** "Austin, TX": a US town and its state's two letters. */
export const US_PLACE = /\b([A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}),\s*([A-Z]{2})\b/;
/** What job boards put between the parts of a header line: "Acme · Berlin", "Title - Remote", "Leeds | Full time". */
export const SEPARATOR = /\s+[-–—|·•]\s+|\s*[|·•]\s*/;

export function isPlace(text: string): boolean {
  return US_PLACE.test(text) || nlp(text).places().found;
}

export function lineTexts(advert: Advert): string[] {
  return advert.sections.flatMap((section) => section.lines.map((line) => line.text));
}

/** The lines before the advert's first heading: where job boards put title, company and place. */
export function headerLines(advert: Advert): string[] {
  return advert.sections[0]?.kind === "header" ? advert.sections[0].lines.map((line) => line.text) : [];
}
