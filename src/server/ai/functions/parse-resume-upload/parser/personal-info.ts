import type { ResumeDraft } from "#shared/ai";
import { findContacts, isLinkedin } from "./contacts";
import { DOUBTS, type PersonalDoubt } from "./doubts";
import { homePlace, isLocation, isPlaceLabel, isPlaceLike, isPlaceName } from "./locations";
import { isHeadingWords } from "#server/intake/heading-words";
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
  /** The fields read without a sign that they are right. */
  unsure: PersonalDoubt[];
}

const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’-]*\.?|[dl]['’]\p{Lu}[\p{L}'’-]*|de|da|del|della|der|des|di|du|la|le|van|von|vom|zu|ter|ten|den|bin|binti|bint|ibn|abu|al|el|y|e|dos|das)$/u;
const NAME_LABEL = /^(?:full\s+)?name\s*:\s*/i;
// The document's title above the name ('CURRICULUM VITAE', 'Résumé of').
const DOCUMENT_TITLE = /^(?:curriculum\s+vitae|r[eé]sum[eé]|cv|bio[\s-]?data)\b/i;
// A top line this long is a sentence about the person, not a headline.
const SUMMARY_WORDS = 8;
const EMAIL_END = /@[\w-]+(?:\.[\w-]+)*\.?$/;
const DOMAIN_REST = /^[a-z]{1,6}(?:\.[a-z]{2,6})?$/;
const LINK_LABEL = /^(?:linkedin|github|gitlab|portfolio|website|web|blog|twitter|x|behance|dribbble)$/i;

const rowText = (row: Row) => row.parts.join(" | ");

/** Two to five capitalised words (particles aside), no heading and no document title. */
function hasNameShape(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 60 || /\d/.test(text)) return false;
  if (!words.every((word) => NAME_WORD.test(word)) || words.filter((word) => /^(?:[dl]['’])?\p{Lu}/u.test(word)).length < 2) return false;
  return sectionKindOf(text) === null && !DOCUMENT_TITLE.test(text);
}

/** A person's name: a name's shape, none of its words a role's, an organisation's or a place's. */
const isNameLike = (text: string) => hasNameShape(text) && roleScore(text) === 0 && organizationScore(text) === 0 && !isLocation(text);

// Type this much larger than the body's sets the name apart on its own, whatever its words mean.
const DISPLAY_SCALE = 1.6;

/**
 * Without a name-like line, the top's largest line, set far larger than anything else there, in a
 * name's shape: surnames are also words of trades and places ('Mary Carpenter', 'Ben London').
 */
function displayName(rows: readonly Row[]): NameFind | null {
  const largest = rows.reduce<Row | null>((best, row) => (!best || row.scale > best.scale ? row : best), null);
  if (!largest || largest.scale < DISPLAY_SCALE || rows.some((row) => row !== largest && row.scale > 0.8 * largest.scale)) return null;
  const name = closeSpacedLetters(largest.parts[0] ?? "")
    .split(/\s*[|•·,]\s*/)[0]!
    .trim();
  return hasNameShape(name) ? { name, rows: new Map([[largest, rowText(largest).replace(name, "")]]) } : null;
}

const nameOf = (text: string): string | null => {
  const first = nameCandidate(
    closeSpacedLetters(text)
      .split(/\s*[|•·,]\s*/)[0]!
      .replace(NAME_LABEL, ""),
  );
  // A label column glued to the name ('PERSONAL INFORMATION John Doe'): heading words, then a name.
  const words = first.split(" ");
  for (let count = Math.min(MAX_LABEL_WORDS, words.length - 2); count >= 1; count--) {
    const rest = words.slice(count).join(" ");
    if (isHeadingWords(words.slice(0, count).join(" ")) && isNameLike(rest)) return rest;
  }
  return isNameLike(first) ? first : null;
};

const MAX_LABEL_WORDS = 3;
// What stands beside a name on its line but is no part of it: a title before it ('Dr.', 'Prof.'),
// the document's title after it ('Jan Novak Resume'), a company or pronouns in brackets, the
// contacts that follow it in plain text ('Jane Roe jane@example.com').
const TITLE_BEFORE = /^(?:(?:dr|prof|mr|mrs|ms|mx)\.?\s+)+/i;
const TITLE_AFTER = /\s+(?:r[eé]sum[eé]|cv|curriculum\s+vitae|lebenslauf)$/i;
const CONTACT_START = /\s+\S*[@\d+(]/;

function nameCandidate(text: string): string {
  let name = text.trim();
  const contact = CONTACT_START.exec(name);
  if (contact) name = name.slice(0, contact.index);
  const bracket = name.indexOf("(");
  if (bracket > 0) name = name.slice(0, bracket);
  return name.trim().replace(TITLE_BEFORE, "").replace(TITLE_AFTER, "");
}

// 'C H L O E': a name set with its letters spaced apart.
const closeSpacedLetters = (text: string) => (/^(?:\p{L} ){2,}\p{L}$/u.test(text.trim()) ? text.replace(/ /g, "") : text);

// A name set large enough to be the name: its lines are much larger than the body text.
const NAME_SCALE = 1.3;
const NAME_PART = /^[\p{L}'’.\s-]+(?:,.*)?$/u;

/**
 * The line that goes on with a name broken over two lines: right under it in the same large type
 * ('Nguyễn Thị' / 'Lan', a first name light and the last bold), or, after a name cut at a hyphen
 * ('Lukas Müller-'), the next line to start where it starts ('Brunner, PhD' beside other columns).
 */
function nameContinuation(rows: readonly Row[], index: number): Row | null {
  const row = rows[index]!;
  if (row.parts.length !== 1 || row.scale < NAME_SCALE) return null;
  const isNamePart = (text: string) => NAME_PART.test(text) && text.split(",")[0]!.trim().split(/\s+/).length <= 3;
  const next = rows[index + 1];
  if (
    next &&
    next.page === row.page &&
    next.parts.length === 1 &&
    Math.abs(row.scale - next.scale) <= 0.1 * row.scale &&
    isNamePart(closeSpacedLetters(next.parts[0]!))
  )
    return next;
  if (!row.parts[0]!.endsWith("-") || row.x === null) return null;
  return (
    rows
      .slice(index + 1, index + 3)
      .find(
        (candidate) =>
          candidate.page === row.page && candidate.x !== null && Math.abs(candidate.x - row.x!) < 2 && isNamePart(candidate.parts[0]!),
      ) ?? null
  );
}

// A name in Chinese (two or three characters), Korean (three syllables) or Japanese (family and
// given name apart); longer runs are headings and titles ('教育背景', '자기소개').
const CJK_NAME =
  /^(?:\p{Script=Han}{2,3}|\p{Script=Hangul}{3}|[\p{Script=Han}\p{Script=Katakana}]{1,3}\s[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4})$/u;
const CJK_TITLE = /^(?:个人)?(?:简历|簡歷|履历|履歴書|이력서)$/u;
// A name as typed in a plain document, whatever its case ('ron. adams', 'Aakarsh walia').
const LOOSE_NAME_WORD = /^\p{L}[\p{L}'’-]*\.?$/u;

/**
 * The document's very first line when nothing else reads as the name: a name in CJK, or two to
 * four words that name no role, organisation, place or section, in whatever case they were typed.
 */
function firstLineName(topRows: readonly Row[], documentRows: readonly Row[]): NameFind | null {
  const first = topRows[0];
  if (!first || first !== documentRows[0] || first.parts.length !== 1) return null;
  const text = first.parts[0]!.trim();
  const words = text.split(/\s+/);
  const cjk = CJK_NAME.test(text) && !CJK_TITLE.test(text);
  const loose =
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((word) => LOOSE_NAME_WORD.test(word)) &&
    roleScore(text) === 0 &&
    organizationScore(text) === 0 &&
    !isLocation(text) &&
    // A heading set letter-spaced extracts in pieces ('int erests').
    sectionKindOf(text) === null &&
    sectionKindOf(words.join("")) === null &&
    !DOCUMENT_TITLE.test(text);
  return cjk || loose ? { name: text, rows: new Map([[first, ""]]) } : null;
}

// A profile written of the person ('Garima Pruthi is a back-end developer with …'), where the name is nowhere else.
const SUBJECT = /^(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2})\s(?:is|has|was)\s/u;

function summarySubject(summary: string): string {
  const subject = SUBJECT.exec(summary)?.[1] ?? "";
  return isNameLike(subject) ? subject : "";
}

/**
 * A cover letter bound before the resume opens with the addressee's name and address above the
 * sender's: when the document begins with another person's name, the rows down to the name are
 * not the person's contacts.
 */
function addresseeRows(topRows: readonly Row[], documentRows: readonly Row[], nameRows: ReadonlyMap<Row, string>, name: string): Set<Row> {
  const first = topRows[0];
  const nameIndex = topRows.findIndex((row) => nameRows.has(row));
  if (!first || first !== documentRows[0] || nameIndex <= 0 || first.parts.length !== 1) return new Set();
  const other = nameOf(first.parts[0]!);
  return new Set(other !== null && fromCapitals(other).toLowerCase() !== name.toLowerCase() ? topRows.slice(0, nameIndex) : []);
}

/**
 * A large name set in two font runs apart ('JANE' light, 'DOE' bold) that the extractor split into
 * two parts of one line: the first part a single word, the two together a name.
 */
function nameOfRuns(row: Row): NameFind | null {
  const [first, second] = row.parts;
  if (row.scale < NAME_SCALE || first === undefined || second === undefined || /\s/.test(first)) return null;
  const name = nameOf(`${first} ${second}`);
  return name ? { name, rows: new Map([[row, `${first} ${second}`.replace(name, "") + " | " + row.parts.slice(2).join(" | ")]]) } : null;
}

interface NameFind {
  name: string;
  /** The rows the name stands on, each with what it holds besides the name (', MBA', a headline after a bar, other columns). */
  rows: Map<Row, string>;
}

/** The name of a row, or of the row and the next when the name is broken over both. */
function nameAt(rows: readonly Row[], index: number): NameFind | null {
  const row = rows[index]!;
  const next = nameContinuation(rows, index);
  if (next) {
    const first = closeSpacedLetters(row.parts[0]!);
    const second = closeSpacedLetters(next.parts[0]!);
    const joined = `${first}${first.endsWith("-") ? "" : " "}${second}`;
    const name = nameOf(joined);
    if (name)
      return {
        name,
        rows: new Map([
          [row, joined.replace(name, "")],
          [next, next.parts.slice(1).join(" | ")],
        ]),
      };
  }
  const name = nameOf(row.parts[0] ?? "");
  return name ? { name, rows: new Map([[row, closeSpacedLetters(rowText(row)).replace(name, "")]]) } : nameOfRuns(row);
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
  const unsure: PersonalDoubt[] = [];
  const info: PersonalInfo = { fullName: "", email: "", phone: "", location: "", summary: "" };
  const top = sections.filter((section) => section.kind === "top" || section.kind === "contact");
  const topRows = top.flatMap((section) => section.rows);

  let found: NameFind | null = null;
  for (const [index, row] of topRows.entries()) {
    if (found && row.scale <= [...found.rows.keys()][0]!.scale) continue;
    found = nameAt(topRows, index) ?? found;
  }
  if (!found) {
    const display = displayName(topRows);
    found = display ?? firstLineName(topRows, documentRows);
    if (found) unsure.push({ field: "fullName", reason: display ? DOUBTS.nameByTypeSize : DOUBTS.nameByFirstLine });
  }
  const nameRows = found?.rows ?? new Map<Row, string>();
  info.fullName = fromCapitals(found?.name ?? "");

  const links: string[] = [];
  const topSet = new Set(topRows);
  const addressee = addresseeRows(topRows, documentRows, nameRows, info.fullName);
  const contactLineParts = new Set<PersonalFinds["leftovers"][number]>();
  let placeLabel = false;
  // A place on a contact line outside the top (a page footer): taken when the top names none.
  let contactLinePlace = "";
  for (const section of sections) {
    section.rows.forEach((row, index) => {
      if (used.has(row)) return;
      if (addressee.has(row)) {
        used.add(row);
        leftovers.push({ text: rowText(row), heading: "" });
        return;
      }
      const isTop = topSet.has(row);
      let text = nameRows.get(row) ?? rowText(row);
      // An address broken at a narrow column's edge ('…@example.co' over 'm') is one address.
      const next = section.rows[index + 1];
      if (next && EMAIL_END.test(text) && DOMAIN_REST.test(rowText(next))) {
        text += rowText(next);
        used.add(next);
      }
      const contacts = findContacts(text);
      info.email ||= contacts.emails[0] ?? "";
      info.phone ||= contacts.phones[0] ?? "";
      const parts = contacts.rest.split(" | ").filter(Boolean);
      const reachable = contacts.emails.length > 0 || contacts.phones.length > 0 || contacts.links.length > 0;
      if (!isTop) {
        // A line of contacts and a place alone is a contact line wherever it stands (a page's footer or header).
        const places = parts.map((part) => homePlace(part));
        if (reachable && places.every((place) => place !== null)) {
          used.add(row);
          contactLinePlace ||= places[0] ?? "";
        }
        return;
      }
      used.add(row);
      links.push(...contacts.links);
      const heading = section.kind === "contact" ? section.title : "";
      parts.forEach((part) => {
        // A label alone ('Address', 'Home') gives the next cell, or the next line, for its value.
        if (isPlaceLabel(part)) {
          if (info.location) leftovers.push({ text: part, heading });
          else placeLabel = true;
          return;
        }
        const place = info.location ? null : homePlace(part, placeLabel);
        placeLabel = false;
        if (place !== null) info.location = place;
        else if (part === info.location || homePlace(part) === info.location) return;
        else if (part.split(/\s+/).length >= SUMMARY_WORDS && section.kind === "top") info.summary += (info.summary ? " " : "") + part;
        else {
          leftovers.push({ text: part, heading });
          // A word or three between contacts on their line is where the person lives ('Lisbon · +351 …').
          if (reachable) contactLineParts.add(leftovers.at(-1)!);
        }
      });
    });
  }
  if (!info.location) {
    const place =
      leftovers.find((line) => isPlaceLike(line.text) && roleScore(line.text) === 0 && organizationScore(line.text) === 0) ??
      leftovers.find((line) => contactLineParts.has(line) && isPlaceName(line.text) && !LINK_LABEL.test(line.text));
    if (place) {
      info.location = place.text;
      leftovers.splice(leftovers.indexOf(place), 1);
      unsure.push({ field: "location", reason: DOUBTS.locationGuessed });
    }
  }
  if (!info.location && contactLinePlace) {
    info.location = contactLinePlace;
    unsure.push({ field: "location", reason: DOUBTS.locationFromFooter });
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
  // Only an address alone: Word keeps whatever was typed after 'mailto:' ('ada@example.com|555-0100|Austin').
  const mailto = documentLinks
    .map((link) => (/^mailto:/i.test(link) ? link.replace(/^mailto:/i, "").replace(/\?.*$/, "") : ""))
    .find((address) => address !== "" && findContacts(address).emails[0] === address);
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
  if (!info.fullName) {
    info.fullName = summarySubject(info.summary);
    if (info.fullName) unsure.push({ field: "fullName", reason: DOUBTS.nameFromSummary });
  }
  return { personalInfo: info, used, leftovers, unsure };
}
