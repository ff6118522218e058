import { answerLines, listItems } from "./answer-text";
import { findDateRange, findSingleDate, withoutSpan } from "./dates";
import { capitalize } from "../prose/english";

export interface CertificationEntry {
  name: string;
  issuer: string;
  date: string;
  credentialId: string;
}

const CREDENTIAL =
  /\b(?:credential|licen[cs]e|cert(?:ificate)?|certification)?\s*(?:id|#|no\.?|number)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})\b/i;
const ISSUED_BY = /\s+(?:issued\s+by|awarded\s+by|certified\s+by|by|from|through|via)\s+(.+)$/i;
const TRAILING_PART = /\s*(?:\s[-–—|]\s|,\s*)([^,]+)$/;

/**
 * Splits the certifications answer: one per line; a line of several is split at commas and
 * semicolons unless it reads as one certificate with its issuer and date ('AWS Solutions Architect,
 * Amazon, 2021').
 */
export function splitCertifications(answer: string): CertificationEntry[] {
  return answerLines(answer)
    .flatMap((line) => (readsAsOne(line.text) ? [line.text] : listItems(line.text)))
    .map(parseCertification)
    .filter((entry) => entry.name !== "");
}

/** A line with a date or an 'issued by' outside parentheses, and at most three parts, is one certificate. */
function readsAsOne(text: string): boolean {
  const outside = text.replace(/\([^()]*\)/g, "");
  const parts = outside.split(/[,;]/).length;
  return parts <= 3 && (findSingleDate(outside) !== undefined || ISSUED_BY.test(outside));
}

function parseCertification(item: string): CertificationEntry {
  let rest = item;
  const credential = CREDENTIAL.exec(rest);
  if (credential) rest = withoutSpan(rest, { index: credential.index, length: credential[0].length });
  const range = findDateRange(rest);
  const single = range ? undefined : findSingleDate(rest);
  const date = range ? [range.startDate, range.current ? "Present" : range.endDate].join(" - ") : (single?.date ?? "");
  rest = withoutSpan(rest, range ?? single ?? { index: 0, length: 0 });

  let issuer = "";
  const parenthesised = /\(([^()]+)\)/.exec(rest);
  if (parenthesised) {
    issuer = parenthesised[1]?.trim() ?? "";
    rest = withoutSpan(rest, { index: parenthesised.index, length: parenthesised[0].length });
  }
  const by = issuer ? null : ISSUED_BY.exec(rest);
  const trailing = issuer || by ? null : TRAILING_PART.exec(rest);
  const found = by ?? trailing;
  if (found) {
    issuer = found[1]?.trim() ?? "";
    rest = rest.slice(0, found.index);
  }
  return {
    name: capitalize(rest.replace(/[,;:\-–—\s]+$/, "").trim()),
    issuer: issuer.replace(/[.,;]+$/, ""),
    date,
    credentialId: credential?.[1] ?? "",
  };
}
