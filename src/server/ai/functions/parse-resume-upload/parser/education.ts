import type { ResumeDraft } from "#shared/ai";
import { DOUBTS, type EntryDoubt } from "./doubts";
import type { EntryBlock } from "./entries";
import type { Row } from "./rows";
import type { Placed } from "./experience";
import { authorLines } from "./text-blocks";
import { isDateLabel } from "./dates";
import { schoolWithin } from "./school-names";
import { isDegree, isSchool, organizationScore } from "./vocabulary";
import { withoutEnds } from "./text-ends";

type Education = ResumeDraft["education"][number];

const GPA = /\b(?:c?gpa|grade point average)\s*:?\s*(\d(?:\.\d{1,2})?(?:\s*\/\s*\d(?:\.\d{1,2})?)?)/i;
// "Master's in Civil Engineering", 'B.S. in Physics' ('Bachelor of Pharmacy' is one name).
const DEGREE_IN = /^(.+?)\s+in\s+(\p{Lu}.*)$/u;
// 'MSc Data Science', 'B.A. Economics': an abbreviated degree followed by its subject.
const ABBREVIATED_DEGREE = /^((?:[A-Z][a-z]?\.?){1,3}[A-Z]?[a-z]{0,3}\.?|MBA|PhD|Ph\.D\.)\s+(\p{Lu}.*)$/u;

/** The degree and the field of a degree text. */
function degreeAndField(text: string): { degree: string; field: string } {
  // 'BFA, Graphic Design': the subject after the degree's comma.
  const comma = /^([^,]+),\s*(\p{Lu}[^,]*)$/u.exec(text);
  if (comma && isDegree(comma[1]!) && !isDegree(comma[2]!)) return { degree: comma[1]!, field: comma[2]! };
  const spelled =
    /^(.*?\b(?:bachelor|master|doctor|associate)(?:'?s)?(?:\s+of\s+(?:\p{Lu}[\p{L}]*(?:\s+and\s+|\s+))?\p{Lu}[\p{L}]*)?)\s+in\s+(.+)$/iu.exec(
      text,
    );
  if (spelled) return { degree: spelled[1]!, field: spelled[2]! };
  const short = ABBREVIATED_DEGREE.exec(text);
  if (short && isDegree(short[1]!)) return { degree: short[1]!, field: short[2]! };
  const inField = DEGREE_IN.exec(text);
  if (inField && isDegree(inField[1]!)) return { degree: inField[1]!, field: inField[2]! };
  return { degree: text, field: "" };
}

/** Two names as the header printed them one after the other ('Lakeview University – Harmon School of Business'); null when no line does. */
function asPrinted(header: readonly Row[], first: string, second: string): string | null {
  for (const row of header) {
    const start = row.text.indexOf(first);
    const end = start === -1 ? -1 : row.text.indexOf(second, start + first.length);
    if (end !== -1 && /^[\s,;|–—-]+$/.test(row.text.slice(start + first.length, end))) return row.text.slice(start, end + second.length);
  }
  return null;
}

/**
 * Education entries: the school is the piece with a school word ('University', 'College'), or
 * else the piece that is not a degree; the degree is split from its field ('B.S. in Computer
 * Science'); a GPA is read where it is written. Lines under an entry (coursework, honours) have no
 * field in the resume: they are left for review.
 */
export function toEducation(blocks: readonly EntryBlock[]): Placed<Education> & { unsure: EntryDoubt<"education">[] } {
  const leftovers: string[] = [];
  const entries: Education[] = [];
  const unsure: EntryDoubt<"education">[] = [];
  for (const block of blocks) {
    let gpa = "";
    const texts = block.pieces
      .map((piece) => {
        const found = GPA.exec(piece.text);
        if (found) gpa = found[1]!;
        return found ? withoutEnds(piece.text.replace(found[0], ""), /^[\s,;|–—-]$/, /^[\s,;|(–—-]$/) : piece.text;
      })
      // 'Graduation Date' set apart from its date is no school.
      .filter((text) => text !== "" && !isDateLabel(text))
      // 'Boston College, Carroll School of Management': a school within a school is one name.
      .reduce<string[]>((merged, text) => {
        const last = merged.at(-1);
        // A label and its value ('High school: Grade 12') names a level, not a school.
        if (last !== undefined && isSchool(last) && isSchool(text) && !isDegree(last) && !isDegree(text) && !/:\s/.test(text))
          merged[merged.length - 1] = asPrinted(block.header, last, text) ?? `${last}, ${text}`;
        else merged.push(text);
        return merged;
      }, []);
    // 'MSc Public Health, London School of Hygiene': a school written into the degree's text is set apart from it.
    if (!texts.some((text) => isSchool(text) && !isDegree(text))) {
      const index = texts.findIndex((text) => isSchool(text) && schoolWithin(text));
      if (index !== -1) {
        const { school, rest } = schoolWithin(texts[index]!)!;
        texts.splice(index, 1, school, rest);
      }
    }
    const schoolIndex = texts.findIndex((text) => isSchool(text) && !isDegree(text));
    const degreeIndex = texts.findIndex((text, index) => index !== schoolIndex && isDegree(text));
    // 'Bachelor of Arts, Economics' with no school named: the text after the degree on its line is its field, not a school.
    const next = texts[degreeIndex + 1];
    const fieldIndex =
      schoolIndex === -1 &&
      degreeIndex !== -1 &&
      next !== undefined &&
      !degreeAndField(texts[degreeIndex]!).field &&
      organizationScore(next) === 0 &&
      block.header.some((row) => row.text.includes(texts[degreeIndex]!) && row.text.includes(next))
        ? degreeIndex + 1
        : -1;
    const institutionIndex =
      schoolIndex !== -1 ? schoolIndex : texts.findIndex((_, index) => index !== degreeIndex && index !== fieldIndex);
    const institution = texts[institutionIndex] ?? "";
    const rest = texts.filter((_, index) => index !== institutionIndex);
    const degreeText = degreeIndex !== -1 ? texts[degreeIndex]! : (rest[0] ?? "");
    const { degree, field: spelledField } = degreeAndField(degreeText);
    const others = rest.filter((text) => text !== degreeText);
    // 'BFA, Graphic Design': a subject set apart after the degree is its field.
    const field = spelledField || (degreeIndex !== -1 && others.length > 0 ? others.shift()! : "");
    leftovers.push(...others, ...authorLines(block.body, null));
    if (!institution && !degree && !block.dates) continue;
    const entry = entries.length;
    if (institution && schoolIndex === -1) unsure.push({ entry, field: "institution", reason: DOUBTS.schoolWithoutSchoolWord });
    if (!block.dates) unsure.push({ entry, field: "startDate", reason: DOUBTS.noDates });
    entries.push({
      institution,
      degree,
      field,
      location: block.location,
      startDate: block.dates?.start ?? "",
      // Education has no 'current' flag: a course still running ends 'Present', as the resume printed it.
      endDate: block.dates?.current ? "Present" : (block.dates?.end ?? ""),
      ...(gpa ? { gpa } : {}),
    });
  }
  return { entries, leftovers, unsure };
}
