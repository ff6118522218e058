import nlp from "compromise";
import { findJobTitles } from "../vocabulary";
import { US_CITY_STATE } from "../text/places";
import { SEPARATOR, WORK_MODE, headerLines, isPlace, lineTexts } from "./advert-text";
import type { Advert } from "./sections";

const HEADER_LINES = 4;
// Where a place is the job's: the header and the company's and role's descriptions, not the
// requirements ("US GAAP") or the benefits.
const PLACE_SECTIONS = new Set(["header", "about", "role"]);
const STATED = /\b(?:based in|located in|location is|office in|offices in|position in|role in|job in)\s+([^.;()\n]+)/i;

/**
 * A job board's header puts the place in a part of its own: "Acme · Berlin, Germany (Hybrid)",
 * "Account Executive (Remote - US)", "Oakridge Academy, Leeds".
 */
function headerPlace(line: string, company: string): string {
  const rest = company && line.startsWith(company) ? line.slice(company.length).replace(/^[\s,|·•–—-]+/, "") : line;
  const inBrackets = [...rest.matchAll(/\(([^()]+)\)/g)].map((match) => match[1]!.trim());
  const parts = rest
    .replace(/\([^()]*\)/g, " ")
    .split(SEPARATOR)
    .map((part) => part.trim());
  const place = parts.find((part) => part !== "" && part !== company && findJobTitles(part).length === 0 && isPlace(part));
  const mode = inBrackets.find((part) => WORK_MODE.test(part));
  if (place) return mode ? `${place} (${mode})` : place;
  return mode ?? "";
}

function namedPlace(text: string): string {
  return (
    US_CITY_STATE.exec(text)?.[0] ??
    nlp(text)
      .places()
      .text()
      .replace(/[.,;:]+$/, "")
      .trim()
  );
}

/**
 * Where the job is, as the advert says it: a place in the header, a "based in ..." sentence,
 * a place in the company's or role's description, or else the working arrangement ("Remote").
 */
export function locationOf(advert: Advert, company: string): string {
  for (const line of headerLines(advert).slice(0, HEADER_LINES)) {
    const place = headerPlace(line, company);
    if (place) return place;
  }
  const all = lineTexts(advert);
  for (const text of all) {
    const stated = STATED.exec(text)?.[1];
    const place = stated ? namedPlace(stated) : "";
    if (place) return place;
  }
  for (const section of advert.sections.filter((candidate) => PLACE_SECTIONS.has(candidate.kind))) {
    for (const line of section.lines) {
      const place = namedPlace(line.text);
      if (place) return place;
    }
  }
  const mode = all.map((text) => WORK_MODE.exec(text)?.[0]).find(Boolean);
  return mode ? mode.charAt(0).toUpperCase() + mode.slice(1) : "";
}

/** A labelled place may share its line with other facts: "Phoenix, AZ | Full Time | $28-$38/hr". */
export function labelledPlace(value: string): string {
  const parts = value.split(SEPARATOR).map((part) => part.trim());
  return parts.find(isPlace) ?? parts[0] ?? "";
}
