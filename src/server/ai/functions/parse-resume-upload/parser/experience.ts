import type { ResumeDraft } from "#shared/ai";
import { DOUBTS, type EntryDoubt } from "./doubts";
import type { EntryBlock, Piece } from "./entries";
import { textEdge } from "./entries";
import { authorLines, type Frame } from "./text-blocks";
import { isDegree, isRoleQualifier, organizationScore, roleScore } from "./vocabulary";

type Experience = ResumeDraft["experience"][number];

export interface Placed<T> {
  entries: T[];
  /** Texts of the section that name nothing the entry has a field for. */
  leftovers: string[];
}

/** Which of two pieces is the job title (0 or 1), when their words tell: role words for, organisation words against. */
function titleIndex(first: Piece, second: Piece): number | null {
  const [a, b] = [first, second].map((piece) => roleScore(piece.text) - organizationScore(piece.text));
  return a === b ? null : a! > b! ? 0 : 1;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

// A description written as prose may open with the role it describes: 'Co-owner responsible for the store's buying'.
const ROLE_OPENING = /^(\p{Lu}[^.,;:!?]{1,50}?)\s+(?:responsible for|in charge of)\b/u;

/** The title a description's first sentence opens with, if it opens with one; '' otherwise. */
function titleOpening(description: string): string {
  const opening = ROLE_OPENING.exec(description)?.[1] ?? "";
  return roleScore(opening) > 0 ? opening : "";
}

const LEVEL = /^(?:[IVX]+|\d+|I{1,3}\b.*)$/;
const MAX_NAME_WORDS = 4;

/**
 * A role and the employer after it with no separator between them ('Cashier Zaxbys', 'Accountant
 * Company Name'), as résumés printed from web forms set them: the text after the last role word,
 * when it is a short capitalised name that qualifies no role, is the employer. Null when the text
 * is one title.
 */
export function roleThenEmployer(text: string): { position: string; company: string } | null {
  const words = text.split(/\s+/);
  const last = words.findLastIndex((word) => roleScore(word) > 0);
  if (last <= -1 || last === words.length - 1) return null;
  const company = words.slice(last + 1).join(" ");
  const named = words.slice(last + 1).every((word) => /^\p{Lu}/u.test(word)) && words.length - last - 1 <= MAX_NAME_WORDS;
  if (!named || LEVEL.test(company) || isRoleQualifier(company) || /^\p{Lu}{2,4}$/u.test(company)) return null;
  return { position: words.slice(0, last + 1).join(" "), company };
}

/** How many entries of the resume's experience sections, so far, put the title first and how many the company. */
export interface OrderVotes {
  titleFirst: number;
  companyFirst: number;
}

/**
 * Experience entries from a section's entry blocks. The title is the piece with role words
 * ('Engineer', 'Manager'), the company the other; when the words do not tell (two names with no
 * role word), the order the section uses for its other entries decides, else the order of the
 * resume's earlier experience sections (`earlier`: a resume keeps one layout), title first by
 * default. Returns the votes with this section's added.
 */
export function toExperience(
  blocks: readonly EntryBlock[],
  frame: Frame | null,
  earlier: OrderVotes = { titleFirst: 0, companyFirst: 0 },
): Placed<Experience> & { unsure: EntryDoubt<"experience">[]; votes: OrderVotes } {
  // A text without a letter ('8:58', a stray time) names nothing.
  const named = blocks.map((block) => block.pieces.filter((piece) => hasLetter(piece.text)));
  const decided = blocks.map((block, i) =>
    block.titleFirst ? 0 : named[i]!.length >= 2 ? titleIndex(named[i]![0]!, named[i]![1]!) : null,
  );
  const titleFirstVotes = decided.filter((index) => index === 0).length;
  const companyFirstVotes = decided.filter((index) => index === 1).length;
  const [titleFirst, companyFirst] =
    titleFirstVotes + companyFirstVotes > 0 ? [titleFirstVotes, companyFirstVotes] : [earlier.titleFirst, earlier.companyFirst];
  const sectionOrder = companyFirst > titleFirst ? 1 : 0;
  const votes = { titleFirst: earlier.titleFirst + titleFirstVotes, companyFirst: earlier.companyFirst + companyFirstVotes };
  const leftovers: string[] = [];
  const entries: Experience[] = [];
  // The guesses of each entry, in the order of `entries`.
  const guesses: Omit<EntryDoubt<"experience">, "entry">[][] = [];
  blocks.forEach((block, i) => {
    const [first, second, ...others] = named[i]!;
    let position = "";
    let company = "";
    if (first && second) {
      const title = decided[i] ?? sectionOrder;
      [position, company] = title === 0 ? [first.text, second.text] : [second.text, first.text];
    } else if (first) {
      const split = roleThenEmployer(first.text);
      if (split) ({ position, company } = split);
      else if (roleScore(first.text) > 0) position = first.text;
      else company = first.text;
    }
    const description = authorLines(block.body, frame, textEdge(block.header)).join("\n");
    const opening = company && !position ? titleOpening(description) : "";
    if (opening) position = opening;
    // An undated degree among jobs ('MSc Public Health at Kingsbridge') is schooling mentioned, not a job.
    const name = position || company;
    if (!block.dates && (!name || (isDegree(name) && roleScore(name) === 0))) {
      leftovers.push(...block.header.map((row) => row.parts.join(" | ")), ...description.split("\n").filter(Boolean));
      return;
    }
    leftovers.push(
      ...others.map((piece) => piece.text),
      ...block.pieces.filter((piece) => !hasLetter(piece.text)).map((piece) => piece.text),
    );
    guesses.push([
      ...(first && second && decided[i] === null
        ? (["position", "company"] as const).map((field) => ({ field, reason: DOUBTS.titleCompanyByOrder }))
        : []),
      ...(company && !position ? [{ field: "company" as const, reason: DOUBTS.companyWithoutTitle }] : []),
      ...(first && !second && position && company && !opening ? [{ field: "company" as const, reason: DOUBTS.companyAfterTitle }] : []),
      ...(opening ? [{ field: "position" as const, reason: DOUBTS.titleFromDescription }] : []),
      ...(block.dates ? [] : [{ field: "startDate" as const, reason: DOUBTS.noDates }]),
    ]);
    entries.push({
      company,
      position,
      location: block.location,
      startDate: block.dates?.start ?? "",
      endDate: block.dates?.end ?? "",
      current: block.dates?.current ?? false,
      description,
    });
  });
  const inherited = inheritCompanies(entries);
  const unsure = inherited.origins.flatMap((origin, entry) =>
    guesses[origin]!.filter(({ field }) => inherited.entries[entry]![field] === entries[origin]![field]).map((guess) => ({
      ...guess,
      entry,
    })),
  );
  return { entries: inherited.entries, leftovers, unsure, votes };
}

/**
 * Several roles under one employer: an entry naming only the company is followed by entries
 * naming only titles. The titles take the company, and the company's own entry goes.
 */
function inheritCompanies(entries: Experience[]): { entries: Experience[]; origins: number[] } {
  const result: Experience[] = [];
  // The index in `entries` each entry of the result was made from.
  const origins: number[] = [];
  let employer: string | null = null;
  for (const [index, entry] of entries.entries()) {
    origins[result.length] = index;
    if (entry.company && !entry.position && !entry.description) {
      employer = entry.company;
      result.push(entry);
      continue;
    }
    // A role with no employer under a role with one, where every other role names its employer, is
    // a later role at the same employer (positions grouped under one company).
    const previous = result.at(-1);
    if (!employer && entry.position && !entry.company && previous?.company && entries.every((other) => other === entry || other.company)) {
      result.push({ ...entry, company: previous.company });
      continue;
    }
    if (employer && entry.position && !entry.company) {
      const umbrella = result.at(-1);
      if (umbrella && umbrella.company === employer && !umbrella.position) {
        result.pop();
        origins[result.length] = index;
      }
      result.push({ ...entry, company: employer, location: entry.location || umbrella?.location || "" });
      continue;
    }
    employer = null;
    result.push(entry);
  }
  return { entries: result, origins: origins.slice(0, result.length) };
}
