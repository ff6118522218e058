/**
 * The words of a resume's section headings ('WORK EXPERIENCE', 'Education & Training'). The intake
 * reads a PDF's side headings by them (page-layout.ts: a band of headings beside the text labels
 * it), and the resume parser of parse-resume-upload splits a resume into sections at them
 * (ai/functions/parse-resume-upload/parser/sections.ts).
 */

export type SectionKind =
  "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "languages" | "contact" | "custom";

// The nouns that say what a section holds. A heading's kind is that of the last such noun in its
// first part that has one ('Teaching Experience' is experience, 'Research Skills' skills,
// 'Education & Training' education, 'Academic & Professional Experience' experience).
const HEAD_NOUNS: Record<SectionKind, string> = {
  experience:
    "experience experiences employment history positions appointments internship internships work career jobs roles posts timeline journey assignments placements placement rotations engagements service " +
    // The same in French, German, Spanish, Portuguese, Italian and Dutch ('Beruflicher Werdegang', 'Parcours professionnel').
    "expérience expériences parcours emplois stages experiencia experiencias trayectoria prácticas experiência experiências carreira estágios esperienza esperienze tirocini berufserfahrung erfahrung tätigkeiten berufstätigkeit werdegang praktika praxiserfahrung werkervaring loopbaan",
  education:
    "education studies schooling qualifications qualification academics training trainings degrees degree formation formación formazione ausbildung " +
    // The same in French, German, Spanish, Portuguese, Italian and Dutch.
    "études etudes diplômes diplomes studium hochschulstudium hochschulbildung schulbildung schulausbildung bildungsweg bildung educación estudios formação educação escolaridade istruzione studi opleiding opleidingen onderwijs",
  skills:
    "skills skill competencies competences competency expertise technologies tools stack toolbox proficiencies strengths abilities capabilities toolkit specialities specialties specializations areas computing software",
  projects: "projects project portfolio projet projets proyectos projetos progetti projekte projecten",
  certifications:
    "certifications certification certificates certificate licenses license licences licence licensure credentials accreditations",
  languages: "languages idiomas langues sprachen lingue",
  summary: "summary profile objective about overview statement introduction bio",
  contact: "contact contacts details information info touch",
  custom:
    "awards award honors honours achievements accomplishments publications presentations patents interests hobbies activities leadership affiliations memberships courses coursework conferences research teaching speaking volunteering involvement highlights talks exhibitions grants funding scholarships references referees board advisory miscellaneous additional extracurricular community",
};
// Chinese and Japanese write a heading as one word ('教育背景', education background; '職歴', work
// history), so each is listed whole.
const CJK_HEADINGS: Partial<Record<SectionKind, string>> = {
  education: "教育背景 教育经历 教育經歷 学历 學歷 教育 学歴",
  experience:
    "工作经历 工作經歷 工作经验 工作經驗 实习经历 實習經歷 实习经验 實習經驗 校园经历 校園經歷 社会实践 社會實踐 学生工作 學生工作 职业经历 職業經歷 " +
    "職歴 職務経歴 職務経験 経歴 実務経験",
  skills: "专业技能 專業技能 技能 技能特长 スキル 技術スキル",
  projects: "项目经历 項目經歷 项目经验 項目經驗 プロジェクト",
  certifications: "资格证书 資格證書 证书 證書 資格 免許",
  languages: "语言能力 語言能力 語学",
  custom: "获奖情况 獲獎情況 荣誉奖项 榮譽獎項 受賞歴",
  summary: "个人简介 個人簡介 自我评价 自我評價 自己pr 自己紹介",
};
// Headings typed without their accents ('Etudes', 'Berufliche Tatigkeiten', as OCR and plain-text
// exports often give them) are the same words: every word is also known without its marks.
const withoutMarks = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");
const KIND_OF_NOUN = new Map<string, SectionKind>(
  [HEAD_NOUNS, CJK_HEADINGS].flatMap((nouns) =>
    Object.entries(nouns).flatMap(([kind, words]) =>
      words.split(" ").flatMap((noun) => [noun, withoutMarks(noun)].map((form) => [form, kind as SectionKind] as const)),
    ),
  ),
);
// Phrases whose nouns would mislead: what the words mean together.
const PHRASES: [RegExp, SectionKind][] = [
  [/\b(?:programming|computer|coding|scripting) languages\b/, "skills"],
  [/\bvolunteer/, "custom"],
  [/\b(?:academic|educational) background\b/, "education"],
  [/\b(?:professional|work|career) background\b|\bwhere i ve worked\b|\bwork history\b/, "experience"],
  [/\bpersonal (?:details|information|info)\b/, "contact"],
  [/\b(?:academic|education|educational) (?:history|record|credentials)\b/, "education"],
  [/\b(?:summary|highlights) of qualifications\b/, "summary"],
  [/\btrack record\b/, "experience"],
  [/\b(?:community|public) service\b|\bspeaking engagements\b/, "custom"],
];
// Words a heading may have besides its nouns; a line with any other word ('Experience with
// Python') is text, unless it is set like a heading and ends in a noun ('CLINICAL EXPERIENCE').
const MODIFIERS = new Set(
  `professional work relevant related academic technical core key selected recent other personal soft hard spoken industry
  military executive continued independent side and of my me i ve where worked get in additional open source
  research teaching leadership board career employment background summary contact impact focus programming computer
  coding scripting volunteer professionnelle professionnelles profesional laboral professionale professionnel professionnels
  profesionales profissional profissionais lavorative lavorativa berufliche beruflicher beruflichen weitere bisherige relevante
  record held path track educational clinical practical freelance previous prior working formal public extra further`
    .split(/\s+/)
    .flatMap((word) => [word, withoutMarks(word)]),
);
const MAX_HEADING_WORDS = 6;

/**
 * A heading's words in lower case: letter-spacing closed up, '&' and the 'and' of French, German,
 * Spanish, Italian and Portuguese ('Formation et Expérience') read as 'and', punctuation dropped.
 */
function normalize(text: string): string {
  return closeLetterSpacing(text)
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/(?<!\p{L})(?:et|und|y|e)(?!\p{L})/gu, "and")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const KNOWN_WORDS = [...KIND_OF_NOUN.keys(), ...MODIFIERS].sort((a, b) => b.length - a.length);

/**
 * 'E X P E R I E N C E' as one word. Spaced letters lose the spaces between words too ('C L I N I C A L R O L E S'),
 * unless they are wider: the words are found again by the heading words they end with.
 */
export function closeLetterSpacing(text: string): string {
  // Kerning can leave two letters together ('C O N TA C T'): mostly single letters is enough.
  const tokens = text.trim().split(/ +/);
  // Letter-spacing can also break a word once or twice at a kerning pair ('edu cation', 'oth er information').
  if (tokens.length >= 2 && tokens.length <= 4 && !tokens.every((token) => isHeadingWord(token.toLowerCase()))) {
    const words = knownWordsOf(tokens.join(""));
    if (words) return words.join(" ");
  }
  if (
    tokens.length < 3 ||
    !tokens.every((token) => /^\p{L}{1,2}$/u.test(token)) ||
    tokens.filter((token) => token.length === 1).length < 0.7 * tokens.length
  ) {
    return text;
  }
  if (/ {2,}/.test(text.trim()))
    return text
      .trim()
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ""))
      .join(" ");
  const letters = text.replace(/ /g, "");
  const { words, rest } = trailingKnownWords(letters);
  return [rest, ...words].filter(Boolean).join(" ");
}

/** The heading words that end a run of letters, found from its end, and the letters before them. */
function trailingKnownWords(letters: string): { words: string[]; rest: string } {
  const words: string[] = [];
  let end = letters.length;
  while (end > 0) {
    const known = KNOWN_WORDS.find((word) => letters.slice(0, end).toLowerCase().endsWith(word));
    if (!known) break;
    words.unshift(letters.slice(end - known.length, end));
    end -= known.length;
  }
  return { words, rest: letters.slice(0, end) };
}

/** The letters as heading words and nothing else, or null. */
function knownWordsOf(letters: string): string[] | null {
  if (!/^\p{L}+$/u.test(letters)) return null;
  const { words, rest } = trailingKnownWords(letters);
  return rest === "" ? words : null;
}

// What a design sets before a heading: a number ('01.', 'II.', '02 —') or marks ('//', '▸', '§').
const ORNAMENT = /^(?:[^\p{L}\p{N}\s]+\s*|(?:\d{1,2}|[ivx]{1,4}(?=[.)]))[.)]?\s*(?:[^\p{L}\p{N}\s]+\s*)?)(?=\p{L})/iu;
export const withoutOrnament = (text: string) => text.replace(ORNAMENT, "");

// Headings whose words name a kind only together: courses and certificates taken while working.
const WHOLE_HEADINGS = new Map<string, SectionKind>([
  ["professional development", "education"],
  ["continuing professional development", "education"],
  ["continuing education", "education"],
]);

/** The kind a heading's words name together, when none of them is a section's noun alone ('Professional Development'). */
export const wholeHeadingKind = (words: readonly string[]) => WHOLE_HEADINGS.get(words.join(" ")) ?? null;

/** Whether a word is a heading's: a section's noun or a word that may stand beside one ('PROFESSIONAL', 'Core'). */
export const isHeadingWord = (word: string) => KIND_OF_NOUN.has(withoutMarks(word)) || MODIFIERS.has(withoutMarks(word));

/** Whether a word names what a section holds ('experience', 'skills'). */
export const isSectionNoun = (word: string) => KIND_OF_NOUN.has(withoutMarks(word));

/** Whether every word of a text is a heading's ('PROFESSIONAL', 'Core'). */
export const isHeadingWords = (text: string) => normalize(text).split(" ").every(isHeadingWord);

/**
 * A text that could be a heading, without its ornament, and its words in lower case; null when it
 * cannot be one (long, with digits, '@' or brackets, ending in punctuation, or of too many words).
 */
export function headingCandidate(text: string): { text: string; words: string[] } | null {
  const trimmed = withoutOrnament(text.trim());
  if (trimmed.length > 60 || /[@\d()]/.test(trimmed) || /[.,;]$/.test(trimmed) || !/^[\p{L}#*=_-]/u.test(trimmed)) return null;
  const words = normalize(trimmed).split(" ").filter(Boolean);
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return null;
  return { text: trimmed, words };
}

/** The section a heading's words name: a phrase's meaning first, else the last noun of the first part that has one. */
export function kindOfHeading(words: readonly string[]): SectionKind | null {
  const phrase = words.join(" ");
  for (const [pattern, kind] of PHRASES) if (pattern.test(phrase)) return kind;
  for (const conjunct of phrase.split(" and ")) {
    const head = conjunct
      .split(" ")
      .reverse()
      .find((word) => KIND_OF_NOUN.has(withoutMarks(word)));
    if (head) return KIND_OF_NOUN.get(withoutMarks(head))!;
  }
  return null;
}

const ENTRY_KINDS = new Set<SectionKind>(["experience", "education", "projects"]);

/**
 * Whether a heading joins sections of different entries ('Education and Experience', 'Projets et
 * Expériences'): its entries are each of their own kind, which only their words tell.
 */
export function namesSeveralKinds(text: string): boolean {
  const candidate = headingCandidate(text);
  if (!candidate) return false;
  const kinds = candidate.words
    .join(" ")
    .split(" and ")
    .map((conjunct) => kindOfHeading(conjunct.split(" ")))
    .filter((kind): kind is SectionKind => kind !== null && ENTRY_KINDS.has(kind));
  return new Set(kinds).size > 1;
}

/** The section a text names when it is nothing but a heading's words ('WORK EXPERIENCE', 'Education & Training:'). */
export function plainSectionKindOf(text: string): SectionKind | null {
  const candidate = headingCandidate(text);
  if (!candidate) return null;
  return wholeHeadingKind(candidate.words) ?? (candidate.words.every(isHeadingWord) ? kindOfHeading(candidate.words) : null);
}
