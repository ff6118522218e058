import nlp from "compromise";
import { knownVerb } from "../rewrite";
import { findSkills, lookupSkill, SOFT_SKILLS, type Skill } from "../vocabulary";
import { answerLines, listItems } from "./answer-text";
import { findDateRange, findSingleDate, withoutSpan } from "./dates";
import { capitalize, sentences } from "../prose/english";

/** One project read from the projects answer; details are not yet rewritten. */
export interface ProjectEntry {
  name: string;
  /** The project's sentences and bullets, one per item, as typed. */
  details: string[];
  technologies: string[];
  link: string;
  startDate: string;
  endDate: string;
}

const NAME_SEPARATOR = /^(.{2,80}?)\s*(?::\s|\s[-–—|]\s)\s*(.+)$/;
const URL = /\b(?:https?:\/\/\S+|(?:www\.)?(?:github|gitlab|bitbucket)\.(?:com|org)\/\S+|[\w-]+(?:\.[\w-]+)*\.(?:dev|io|app)(?:\/\S*)?)/i;
/** 'Tech: Rust, SQLite': every item is a technology, known to the vocabulary or not. */
const TECH_LIST = /\b(?:tech(?:nologies|nology| stack)?|stack|tools)\s*[:-]\s*(.+)$/i;
/** 'built with react and node', 'written in rust': the items the vocabulary knows are technologies, whatever their case. */
const TECH_CUE =
  /\b(?:built (?:with|in|on)|made with|written in|developed (?:in|with)|implemented in|powered by|using)\s+([^.;]+?)(?=\s+(?:that|which|to|for|so|and then)\b|[.;]|$)/gi;
/** A name is a few words; a longer first line is a sentence about the project. */
const NAME_WORDS = 6;

/**
 * Splits the projects answer into projects: a line with a name ('Weather App: built with React' or
 * 'Weather App' above its description) starts one; bullets and sentences below describe it.
 */
export function splitProjects(answer: string): ProjectEntry[] {
  const blocks: { lines: string[]; described: boolean }[] = [];
  for (const line of answerLines(answer)) {
    const current = blocks.at(-1);
    const named = NAME_SEPARATOR.test(line.text) && !TECH_LIST.test(line.text);
    const startsProject = !current || (line.bullet ? named : line.paragraphStart || named || current.described);
    if (startsProject) blocks.push({ lines: [line.text], described: named || wordCount(line.text) > NAME_WORDS });
    else if (current) {
      current.lines.push(line.text);
      current.described = true;
    }
  }
  return blocks.map((block) => parseProject(block.lines));
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function parseProject(lines: string[]): ProjectEntry {
  const text = lines.join("\n");
  const link = URL.exec(text)?.[0]?.replace(/[.,;)]+$/, "") ?? "";
  const [first = "", ...rest] = lines.map((line) =>
    line
      .replace(link, " ")
      .replace(/\s{2,}/g, " ")
      .trim(),
  );
  const range = findDateRange(first);
  const single = range ? undefined : findSingleDate(first);
  const heading = withoutSpan(first, range ?? single ?? { index: 0, length: 0 });

  const separated = NAME_SEPARATOR.exec(heading);
  const name = separated
    ? (separated[1] ?? "")
    : wordCount(heading) <= NAME_WORDS && !/[.!?]$/.test(heading)
      ? heading
      : nameFromSentence(heading);
  const details = [separated ? (separated[2] ?? "") : name === heading ? "" : heading, ...rest]
    .flatMap((detail) => sentences(detail))
    .filter((detail) => !TECH_LIST.test(detail) || detail.replace(TECH_LIST, "").trim() !== "");
  const listed = lines.flatMap((line) => listItems(TECH_LIST.exec(line)?.[1] ?? ""));
  const cued = [...text.matchAll(TECH_CUE)]
    .flatMap((cue) => (cue[1] ?? "").split(/\s*(?:,|\band\b|&|\/)\s*/i))
    .flatMap((item) => {
      const skill = lookupSkill(item);
      return skill && skill.category !== SOFT_SKILLS ? [skill.name] : [];
    });
  const found = [
    ...findSkills(text)
      .filter((match) => isNamed(match.matched))
      .map((match) => match.skill),
    ...namedTools(text),
  ]
    .filter((skill) => skill.category !== SOFT_SKILLS)
    .map((skill) => skill.name);
  return {
    name: capitalize(
      name
        .replace(/\(([^()]*)\)/g, "")
        .replace(/[.:]+$/, "")
        .trim(),
    ),
    details: details.map((detail) => detail.replace(TECH_LIST, "").trim()).filter((detail) => /\p{L}/u.test(detail)),
    technologies: unique([...listed, ...cued, ...found]),
    link,
    startDate: range?.startDate ?? single?.date ?? "",
    endDate: range ? (range.current ? "Present" : range.endDate) : "",
  };
}

/** Spelt as a name: a capital first, a capital inside ('iOS') or a dot or digit ('node.js', 'S3'). */
const isNamed = (word: string) => /^\p{Lu}|[.\d]|\p{Ll}\p{Lu}/u.test(word);
const NAME_TOKEN = /[\p{L}\d][\p{L}\d.+#-]*[\p{L}\d+#]|[\p{L}]/gu;

/**
 * Tools written as names ('React and Node app'): one or two words the vocabulary knows, spelt with a
 * capital or a dot. The vocabulary's own search wants context around names that are also words
 * ('react', 'node'), which a project's short description rarely gives; in a project, a capitalised
 * known name is the tool. A sentence's first word counts unless it is a verb ('Built', 'Go').
 */
function namedTools(text: string): Skill[] {
  const tokens = [...text.matchAll(NAME_TOKEN)];
  const tools: Skill[] = [];
  tokens.forEach((token, i) => {
    const word = token[0];
    if (!isNamed(word)) return;
    const sentenceStart = i === 0 || /[.!?:]\s*$/.test(text.slice(0, token.index));
    if (sentenceStart && knownVerb(word)) return;
    const next = tokens[i + 1];
    const pair = next && text.slice(token.index + word.length, next.index).trim() === "" ? lookupSkill(`${word} ${next[0]}`) : undefined;
    const skill = pair ?? lookupSkill(word);
    if (skill) tools.push(skill);
  });
  return tools;
}

/** The sentence's first noun phrase without its article ('Built a weather app with React' → 'Weather app'). */
function nameFromSentence(sentence: string): string {
  const noun = nlp(sentence).nouns().first().text();
  return noun.replace(/^(?:a|an|the|my|our)\s+/i, "").replace(/[.,;:]+$/, "");
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
