import type { ResumeDraft } from "../../../shared/ai";
import { findContacts, isLinkedin } from "./contacts";
import { isLocation, isPlaceLike, isTownLike, placeInAddress } from "./locations";
import { fromCapitals, type Row } from "./rows";
import { sectionKindOf, type Section } from "./sections";
import { authorLines, frameOf } from "./text-blocks";
import { organizationScore, roleScore } from "./vocabulary";

type PersonalInfo = ResumeDraft["personal_info"];

export interface PersonalFinds {
  personalInfo: PersonalInfo;
  /** Rows read here, whichever section they stood in. */
  used: Set<Row>;
  /** Text of the top and the contact sections that is neither a name, a contact nor a summary. */
  leftovers: { text: string; heading: string }[];
}

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|de|da|del|della|der|di|du|la|le|van|von|den|bin|binti|al|el|y|dos|das)$/u;
const NAME_LABEL = /^(?:full\s+)?name\s*:\s*/i;
// The document's title above the name ('CURRICULUM VITAE', 'Résumé of').
const DOCUMENT_TITLE = /^(?:curriculum\s+vitae|r[eé]sum[eé]|cv|bio[\s-]?data)\b/i;
// A top line this long is a sentence about the person, not a headline.
const SUMMARY_WORDS = 8;
const EMAIL_END = /@[\w-]+(?:\.[\w-]+)*\.?$/;
const DOMAIN_REST = /^[a-z]{1,6}(?:\.[a-z]{2,6})?$/;
const LINK_LABEL = /^(?:linkedin|github|gitlab|portfolio|website|web|blog|twitter|x|behance|dribbble)$/i;

const rowText = (row: Row) => row.parts.join(" | ");

/** A person's name: two to five capitalised words, none of them a role, an organisation or a place. */
function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 60 || /\d/.test(text)) return false;
  if (!words.every((word) => NAME_WORD.test(word)) || words.filter((word) => /^\p{Lu}/u.test(word)).length < 2) return false;
  return (
    roleScore(text) === 0 &&
    organizationScore(text) === 0 &&
    !isLocation(text) &&
    sectionKindOf(text) === null &&
    !DOCUMENT_TITLE.test(text)
  );
}

function nameCandidate(row: Row): string | null {
  const first = (row.parts[0] ?? "")
    .split(/\s*[|•·,]\s*/)[0]!
    .replace(NAME_LABEL, "")
    .trim();
  return isNameLike(first) ? first : null;
}

/**
 * The name, contacts and summary. The name is the largest name-like line before the first heading
 * (or opening a column), else the first; contacts are read from the top and contact sections, an
 * email or phone anywhere, and the document's own links (icons) when the text shows none; the
 * location is a place among the contacts.
 */
export function readPersonalInfo(
  sections: readonly Section[],
  documentLinks: readonly string[],
  documentRows: readonly Row[],
): PersonalFinds {
  const used = new Set<Row>();
  const leftovers: PersonalFinds["leftovers"] = [];
  const info: PersonalInfo = { fullName: "", email: "", phone: "", location: "", summary: "" };
  const top = sections.filter((section) => section.kind === "top" || section.kind === "contact");
  const topRows = top.flatMap((section) => section.rows);

  let nameRow: Row | null = null;
  for (const row of topRows) {
    if (nameCandidate(row) && (!nameRow || row.scale > nameRow.scale)) nameRow = row;
  }
  const name = nameRow ? nameCandidate(nameRow)! : "";
  info.fullName = fromCapitals(name);

  const links: string[] = [];
  const topSet = new Set(topRows);
  for (const section of sections) {
    section.rows.forEach((row, index) => {
      if (used.has(row)) return;
      const isTop = topSet.has(row);
      let text = row === nameRow ? rowText(row).replace(name, "") : rowText(row);
      // An address broken at a narrow column's edge ('…@example.co' over 'm') is one address.
      const next = section.rows[index + 1];
      if (next && EMAIL_END.test(text) && DOMAIN_REST.test(rowText(next))) {
        text += rowText(next);
        used.add(next);
      }
      const found = findContacts(text);
      info.email ||= found.emails[0] ?? "";
      info.phone ||= found.phones[0] ?? "";
      if (!isTop) {
        if (found.rest === "" && (found.emails.length > 0 || found.phones.length > 0 || found.links.length > 0)) used.add(row);
        return;
      }
      used.add(row);
      links.push(...found.links);
      const heading = section.kind === "contact" ? section.title : "";
      const contactLine = found.emails.length > 0 || found.phones.length > 0;
      for (const part of found.rest.split(" | ").filter(Boolean)) {
        const place = part.replace(/^(?:location|address|based in)\s*:\s*/i, "");
        if (place === info.location) continue;
        if (!info.location && isLocation(place)) info.location = place;
        // Beside an e-mail or a phone on one line, a lone capitalised name is where the person lives.
        else if (
          !info.location &&
          contactLine &&
          row !== nameRow &&
          isTownLike(place) &&
          roleScore(place) === 0 &&
          organizationScore(place) === 0
        )
          info.location = place;
        else if (!info.location && placeInAddress(place)) {
          info.location = placeInAddress(place)!;
          leftovers.push({ text: part, heading });
        } else if (part.split(/\s+/).length >= SUMMARY_WORDS && section.kind === "top") info.summary += (info.summary ? " " : "") + part;
        else leftovers.push({ text: part, heading });
      }
    });
  }
  if (!info.location) {
    const place = leftovers.find((line) => isPlaceLike(line.text) && roleScore(line.text) === 0 && organizationScore(line.text) === 0);
    if (place) {
      info.location = place.text;
      leftovers.splice(leftovers.indexOf(place), 1);
    }
  }

  const linkedin = links.find(isLinkedin) ?? documentLinks.find(isLinkedin);
  if (linkedin) info.linkedin = linkedin;
  const others = links.filter((link) => !isLinkedin(link));
  const website = others[0] ?? documentLinks.find((link) => /^https?:/i.test(link) && !isLinkedin(link));
  if (website) info.website = website;
  leftovers.push(...others.slice(1).map((text) => ({ text, heading: "" })));
  // 'LinkedIn' or 'GitHub' as the visible text of a link the document carries says nothing more.
  const labels = leftovers.filter((line) => LINK_LABEL.test(line.text) && documentLinks.length > 0);
  for (const label of labels) leftovers.splice(leftovers.indexOf(label), 1);
  // The document's own mailto link completes an address the text shows cut short.
  const mailto = documentLinks.find((link) => /^mailto:/i.test(link))?.replace(/^mailto:/i, "");
  if (mailto && (!info.email || (mailto.startsWith(info.email) && mailto.length > info.email.length))) info.email = mailto;
  info.phone ||= documentLinks.find((link) => /^tel:/i.test(link))?.replace(/^tel:/i, "") ?? "";

  for (const section of sections.filter((section) => section.kind === "summary")) {
    const lines = authorLines(
      section.rows.filter((row) => !used.has(row)),
      frameOf(section.rows, documentRows),
    );
    section.rows.forEach((row) => used.add(row));
    info.summary = [info.summary, ...lines].filter(Boolean).join("\n");
  }
  return { personalInfo: info, used, leftovers };
}
