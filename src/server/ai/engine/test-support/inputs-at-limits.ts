import { AI_LIMITS, aiFunctions, aiResumeSchema, jobDataSchema, type AiFunctionName, type AiResume, type JobData } from "#shared/ai";
import { RESUME_LIMITS as L } from "#shared/limits";
import type { AiInput } from "../../functions/define";
import { SKILLS } from "../vocabulary";

/**
 * Requests at the limits of the request schemas (src/shared/ai/): every list at its largest
 * count, names and dates at their longest, descriptions and the summary of exactly the maximum
 * length written in lines the rewrite rules lengthen ('Worked on' -> 'Collaborated on', 'k8s' ->
 * 'Kubernetes', an unmarked line given a bullet mark), skill names too long for LinkedIn, and
 * adverts naming more skills than an answer lists. Only the first entries of a list are at their
 * full length: the engine's time grows with the resume's words, and one full entry reaches each
 * field's limit.
 */

/** Lines the rules make longer, in every tone: a contribution opening, an alias the job spells out, no bullet mark. */
export const GROWING_LINES = [
  "Worked on k8s clusters",
  "Part of the k8s team",
  "Took part in js reviews",
  "Involved in postgres tuning",
  "Helped with k8s upgrades",
  "Assisted in js testing",
] as const;

/** As many whole lines of `lines` (in turn, from `start`) as fit in `max` characters, joined by newlines. */
export function linesUpTo(max: number, lines: readonly string[], start = 0): string {
  let text = "";
  for (let index = start; ; index += 1) {
    const next = `${text}${text ? "\n" : ""}${lines[index % lines.length]!}`;
    if (next.length > max) return text;
    text = next;
  }
}

/** Words (made distinct by `seed`) up to exactly `max` characters: a name or title at its longest. */
export function wordsOf(max: number, seed: string): string {
  let text = "";
  for (let index = 0; text.length < max; index += 1) text += `${text ? " " : ""}${seed}${index}`;
  return text.slice(0, max).trimEnd().padEnd(max, "z");
}

/** Exactly `max` characters: lines of `lines`, then filler words to the last character. */
export function exactly(max: number, lines: readonly string[], start = 0): string {
  const text = linesUpTo(max - 1, lines, start);
  return `${text} ${wordsOf(max - text.length - 1, "and")}`;
}

/**
 * A summary in the first person, with filler, in lower case, at its limit: the revamp tidies it and
 * adds a sentence for the target role, which leaves it no room.
 */
const SUMMARY_SENTENCES = [
  "i was responsible for k8s and js platforms for various teams",
  "i worked on postgres tuning very successfully",
] as const;

/** Entries whose texts are all at their longest; the rest of each list, up to its largest count, is short. */
const FULL_ENTRIES = 5;
/** Skill items and technologies at their longest in the first entry: longer than LinkedIn takes, together longer than a suggestion. */
const LONG_ITEMS = 30;
const longItem = (entry: number, item: number) => entry === 0 && item < LONG_ITEMS;

const full = (index: number) => index < FULL_ENTRIES;
/** A short text, or one of exactly `max` characters in a full entry. */
const text = (index: number, seed: string, max: number = L.shortText) => (full(index) ? wordsOf(max, seed) : `${seed}${index}`);
/**
 * Bullets a letter quotes as evidence: lines naming the skills the advert below asks for first, and
 * a result (each line at the maximum length).
 */
const EVIDENCE = ["Built Kubernetes services for the platform team,", "Tuned PostgreSQL for the billing team,", "Cut costs by 40%,"];
/** Words in a line the length check calls too long for a bullet. */
const LONG_LINE_WORDS = 45;
/**
 * The full entries' descriptions: first evidence, then lines the rules lengthen, to the last
 * character. The other entries have one line, too long for a bullet: an issue each.
 */
const description = (index: number) => {
  if (!full(index))
    return `${GROWING_LINES[index % GROWING_LINES.length]!} ${Array.from({ length: LONG_LINE_WORDS }, () => "and").join(" ")}`;
  const evidence = EVIDENCE[index];
  if (evidence) return `${evidence} ${wordsOf(L.description - evidence.length - 1, "and")}`;
  return exactly(L.description, GROWING_LINES, index);
};

const skillItem = (group: number, item: number) =>
  longItem(group, item) ? wordsOf(L.shortText, `skill${item}z`) : `skill${group}x${item}`;

export function resumeAtLimits(): AiResume {
  const entries = <T>(make: (index: number) => T) => Array.from({ length: L.listEntries }, (_, index) => make(index));
  const items = (make: (item: number) => string) => Array.from({ length: L.skillItems }, (_, item) => make(item));
  return aiResumeSchema.parse({
    title: wordsOf(L.title, "title"),
    template_id: "modern",
    personal_info: {
      fullName: text(0, "name"),
      email: `${"a".repeat(L.shortText - "@example.com".length)}@example.com`,
      phone: text(0, "555"),
      location: text(0, "place"),
      linkedin: text(0, "linkedin", L.url),
      website: text(0, "site", L.url),
      photo_url: text(0, "photo", L.url),
      summary: exactly(L.summary, [SUMMARY_SENTENCES.join(". ")]),
    },
    experience: entries((index) => ({
      id: `e${index}`,
      company: text(index, `company${index}n`),
      position: text(index, "position"),
      location: text(index, "town"),
      // Every entry has a date issue (a gap after it, or no end): more issues than an answer lists.
      startDate: index % 2 === 0 ? `Jan ${1950 + index}` : text(index, "when"),
      endDate: index % 2 === 0 ? `Feb ${1950 + index}` : "",
      current: index === 0,
      description: description(index),
    })),
    education: entries((index) => ({
      id: `d${index}`,
      institution: text(index, `school${index}n`),
      degree: text(index, "degree"),
      field: text(index, "field"),
      location: text(index, "town"),
      startDate: text(index, "since"),
      endDate: "",
      gpa: text(index, "gpa"),
    })),
    // Skills the vocabulary does not know, every other group named alike: merging them by category
    // gathers more items than a group holds. The job's skills the experience shows are not listed.
    skills: entries((group) => ({
      id: `s${group}`,
      category: group % 2 === 0 ? "Tools" : text(group, "category"),
      items: items((item) => skillItem(group, item)),
    })),
    projects: entries((index) => ({
      id: `p${index}`,
      name: text(index, `project${index}n`),
      description: description(index),
      technologies: items((item) => (longItem(index, item) ? wordsOf(L.shortText, `tech${item}z`) : `tech${item}`)),
      link: text(index, "link", L.url),
      startDate: text(index, "start"),
      endDate: "Present",
    })),
    certifications: entries((index) => ({
      id: `c${index}`,
      name: text(index, "cert"),
      issuer: text(index, "issuer"),
      date: text(index, "date"),
      credentialId: text(index, "id"),
    })),
    languages: entries((index) => ({ id: `l${index}`, name: text(index, "lang"), proficiency: text(index, "fluent") })),
    custom_sections: Array.from({ length: L.customSections }, (_, section) => ({
      id: `x${section}`,
      title: section === 0 ? "Publications" : text(section, "section"),
      fields: [{ id: `f${section}`, name: "field_1", label: text(section, "label"), type: "textarea" as const }],
      items: Array.from({ length: section === 0 ? L.customItems : 1 }, (_, item) => ({
        id: `i${section}x${item}`,
        field_1: section === 0 ? text(item, "item", L.customValue) : `item${section}`,
      })),
    })),
    layout: { fit_to_page: false },
  });
}

/** Skills of the vocabulary, more than any answer's list holds. */
const VOCABULARY_SKILLS = SKILLS.map((skill) => skill.name).filter((name) => !/[,;]/.test(name));
/** A word longer than a keyword may be, written three times so that the advert's keywords include it. */
const LONG_WORD = "x".repeat(AI_LIMITS.jobField + 50);

/** A job advert of exactly the maximum length: a long title line, hundreds of skills, duties longer than an answer's line. */
export function advertAtLimits(): string {
  const head = [
    wordsOf(AI_LIMITS.jobField + 100, "Senior Engineer"),
    `${wordsOf(AI_LIMITS.jobField + 100, "Company")} - ${wordsOf(AI_LIMITS.jobField, "Boston")}`,
    "",
    `Contact: Jane Smith. ${LONG_WORD} ${LONG_WORD} ${LONG_WORD}.`,
    "",
    "Responsibilities:",
    `- Design and build ${wordsOf(1200, "services")}`,
    ...GROWING_LINES.map((line) => `- ${line}`),
    "",
    "Requirements:",
  ].join("\n");
  const skills = linesUpTo(
    AI_LIMITS.jobDescription - head.length - 1,
    VOCABULARY_SKILLS.map((name) => `- Experience with ${name}`),
  );
  return exactly(AI_LIMITS.jobDescription, [`${head}\n${skills}`]);
}

/** Parsed job data at the schema's limits: every list full, every value at its longest. */
export function jobDataAtLimits(): JobData {
  const list = (count: number, item: (index: number) => string) => Array.from({ length: count }, (_, index) => item(index));
  const skill = (offset: number) => (index: number) => VOCABULARY_SKILLS[(offset + index) % VOCABULARY_SKILLS.length]!;
  return jobDataSchema.parse({
    title: wordsOf(AI_LIMITS.jobField, "Engineer"),
    company: wordsOf(AI_LIMITS.jobField, "Company"),
    location: wordsOf(AI_LIMITS.jobField, "Boston"),
    seniority: "senior",
    required_skills: list(200, skill(0)),
    preferred_skills: list(200, skill(200)),
    // The aliases the resume writes, in the job's spelling, then long phrases.
    keywords: list(200, (index) => ["Kubernetes", "JavaScript", "PostgreSQL"][index] ?? wordsOf(AI_LIMITS.jobField, `keyword${index}z`)),
    responsibilities: list(100, (index) => wordsOf(1000, `duty${index}z`)),
  });
}

/** Interview answers of the maximum length, each written as people type that answer. */
export function interviewAtLimits(): AiInput<"generate-resume">["interviewData"] {
  const max = AI_LIMITS.interviewAnswer;
  const job = (index: number) =>
    [`${wordsOf(150, "Engineer")} at Company${index}, Austin, Jan 2019 - Present`, ...GROWING_LINES.map((line) => `- ${line}`)].join("\n");
  return {
    industry: wordsOf(max, "healthcare"),
    yearsExperience: wordsOf(max, "8"),
    targetRole: wordsOf(max, "Engineer"),
    workHistory: exactly(
      max,
      Array.from({ length: 40 }, (_, index) => job(index)),
    ),
    education: exactly(max, [`B.S. ${wordsOf(300, "Computer Science")}, University of Texas, 2011-2015, GPA 3.9`]),
    skills: exactly(max, [VOCABULARY_SKILLS.join(", ")]),
    projects: exactly(max, [`pgwatch: ${wordsOf(400, "monitoring")} with 800 stars`]),
    certifications: exactly(max, [`AWS Certified ${wordsOf(300, "Developer")}, 2021`]),
    languages: exactly(max, [`${wordsOf(300, "English")} (native)`]),
    additionalInfo: exactly(max, [`Email: ${"a".repeat(300)}@example.com`, `Awards: ${wordsOf(600, "award")}`]),
  };
}

type JsonFunction = Exclude<AiFunctionName, "parse-resume-upload">;

/** A request to each JSON function at the limits, validated as the API validates it. */
export function requestsAtLimits(): { [F in JsonFunction]: AiInput<F> } {
  const resume = resumeAtLimits();
  const advert = advertAtLimits();
  const jobData = jobDataAtLimits();
  const role = { title: wordsOf(AI_LIMITS.jobField, "Architect"), industry: wordsOf(AI_LIMITS.jobField, "health"), level: "senior" };
  const letter = {
    jobTitle: wordsOf(AI_LIMITS.jobField, "Engineer"),
    companyName: wordsOf(AI_LIMITS.jobField, "Company"),
    jobDescription: advert,
    resume,
  };
  return {
    "generate-resume": aiFunctions["generate-resume"].request.parse({ interviewData: interviewAtLimits(), templateId: "modern" }),
    "generate-cover-letter": aiFunctions["generate-cover-letter"].request.parse(letter),
    "generate-job-application": aiFunctions["generate-job-application"].request.parse({
      ...letter,
      salaryExpectation: wordsOf(AI_LIMITS.jobField, "$150,000"),
      availabilityDate: wordsOf(AI_LIMITS.jobField, "March"),
    }),
    "optimize-resume": aiFunctions["optimize-resume"].request.parse({
      resume,
      jobDescription: advert,
      optimizationGoals: ["ats", "content", "keywords", "length"],
    }),
    "optimize-linkedin": aiFunctions["optimize-linkedin"].request.parse({
      resume,
      sections: ["headline", "about", "experience", "skills", "featured"],
    }),
    "parse-job-description": aiFunctions["parse-job-description"].request.parse({ jobDescription: advert }),
    "revamp-cv-content": aiFunctions["revamp-cv-content"].request.parse({
      resumeData: resume,
      jobData,
      targetRole: role,
      optimizationGoals: ["ats", "impact", "keywords", "restructure", "quantify"],
      tonePreference: "creative",
    }),
    "calculate-cv-scores": aiFunctions["calculate-cv-scores"].request.parse({ resumeData: resume, jobData }),
  };
}

/**
 * An uploaded resume's text past the resume's limits: more entries than a list holds, names, a
 * summary and lines longer than their fields. The parser's time grows with the text: the lists
 * are past their counts, one entry of each kind past its length.
 */
export function documentAtLimits(): AiInput<"parse-resume-upload">["document"] {
  const over = L.listEntries + 5;
  const entries = (make: (index: number) => string[]) => Array.from({ length: over }, (_, index) => make(index)).flat();
  const text = [
    wordsOf(L.shortText + 50, "Name"),
    `${"a".repeat(L.shortText)}@example.com | +1 555 0100 | ${wordsOf(L.shortText + 50, "Austin")}`,
    "SUMMARY",
    exactly(L.summary + 200, ["I build reliable services."]),
    "EXPERIENCE",
    ...entries((index) => [
      wordsOf(L.shortText + 50, `Engineer${index}z`),
      `Company ${index} | Jan 2020 - Dec 2021`,
      index === 0
        ? exactly(
            L.description + 200,
            GROWING_LINES.map((line) => `• ${line}`),
          )
        : `• ${GROWING_LINES[index % GROWING_LINES.length]!}`,
    ]),
    "SKILLS",
    Array.from({ length: L.skillItems + 20 }, (_, index) =>
      index < 10 ? wordsOf(L.shortText + 50, `skill${index}z`) : `skill${index}`,
    ).join(", "),
    "LANGUAGES",
    ...entries((index) => [`${wordsOf(L.shortText + 50, `Lang${index}z`)} (fluent)`]),
    "CERTIFICATIONS",
    ...entries((index) => [`${wordsOf(L.shortText + 50, `Cert${index}z`)} - Issuer - 2020`]),
    "EDUCATION",
    ...entries((index) => [`University ${index}, ${wordsOf(L.shortText + 50, "BSc")}, 2011 - 2015`]),
    "AWARDS",
    exactly(L.customValue + 200, ["Won a prize."]),
  ].join("\n");
  const lines = text.split("\n").map((line) => ({
    text: line,
    page: 1,
    x: null,
    y: null,
    width: null,
    fontSize: null,
    bold: false,
    heading: false,
  }));
  return { format: "txt", pageSize: null, links: [], text, lines };
}
