import nlp from "compromise";
import { US_CITY_STATE, WORK_MODES } from "../text/places";
import type { Advert } from "./sections";

/** Working arrangements an advert gives in place of, or beside, a town. */
export const WORK_MODE = new RegExp(String.raw`\b(${WORK_MODES})\b`, "i");
/** What job boards put between the parts of a header line: "Acme · Berlin", "Title - Remote", "Leeds | Full time". */
export const SEPARATOR = /\s+[-–—|·•]\s+|\s*[|·•]\s*/;

export function isPlace(text: string): boolean {
  return US_CITY_STATE.test(text) || nlp(text).places().found;
}

export function lineTexts(advert: Advert): string[] {
  return advert.sections.flatMap((section) => section.lines.map((line) => line.text));
}

/** The lines before the advert's first heading: where job boards put title, company and place. */
export function headerLines(advert: Advert): string[] {
  return advert.sections[0]?.kind === "header" ? advert.sections[0].lines.map((line) => line.text) : [];
}
