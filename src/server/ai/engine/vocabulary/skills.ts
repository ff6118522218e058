import { tokenize } from "../text/tokenize";
import { confirmedHits } from "./skill-context";
import { PhraseIndex } from "./phrase-index";
import contextForms from "./skills/context-forms.json";
import cloudDevops from "./skills/cloud-devops.json";
import customerService from "./skills/customer-service.json";
import cybersecurity from "./skills/cybersecurity.json";
import dataAnalytics from "./skills/data-analytics.json";
import databases from "./skills/databases.json";
import design from "./skills/design.json";
import education from "./skills/education.json";
import financeAccounting from "./skills/finance-accounting.json";
import frameworksLibraries from "./skills/frameworks-libraries.json";
import healthcare from "./skills/healthcare.json";
import humanResources from "./skills/human-resources.json";
import machineLearningAi from "./skills/machine-learning-ai.json";
import marketing from "./skills/marketing.json";
import officeProductivity from "./skills/office-productivity.json";
import operationsSupplyChain from "./skills/operations-supply-chain.json";
import programmingLanguages from "./skills/programming-languages.json";
import projectManagement from "./skills/project-management.json";
import sales from "./skills/sales.json";
import softSkills from "./skills/soft-skills.json";
import softwareEngineering from "./skills/software-engineering.json";
import tradesConstruction from "./skills/trades-construction.json";

export interface Skill {
  name: string;
  category: string;
  aliases: readonly string[];
}

/** A category file: its display name and its skills, each written as [name, ...aliases]. */
interface SkillCategoryData {
  category: string;
  skills: string[][];
}

const CATEGORY_DATA: readonly SkillCategoryData[] = [
  programmingLanguages,
  frameworksLibraries,
  softwareEngineering,
  cloudDevops,
  databases,
  cybersecurity,
  dataAnalytics,
  machineLearningAi,
  design,
  marketing,
  sales,
  customerService,
  financeAccounting,
  healthcare,
  operationsSupplyChain,
  projectManagement,
  humanResources,
  education,
  tradesConstruction,
  officeProductivity,
  softSkills,
];

/** The categories in the order a resume lists them: technical first, soft skills last. */
export const SKILL_CATEGORIES: readonly string[] = CATEGORY_DATA.map((data) => data.category);

/**
 * The category of people skills (communication, leadership). Composed texts name tools and
 * technical skills first: they say more about a person, and a project's technologies are never
 * soft skills.
 */
export const SOFT_SKILLS: string = softSkills.category;

export const SKILLS: readonly Skill[] = CATEGORY_DATA.flatMap(({ category, skills }) =>
  skills.map(([name, ...aliases]) => Object.freeze({ name: name!, category, aliases: Object.freeze(aliases) })),
);

/**
 * Spellings that are skills only in a skill's context (skill-context.ts): names that are also
 * everyday words ("Go", "Excel", "Spring"), matched only as written, and common nouns that are
 * skills only sometimes ("integrity" of a person, not of data; "drafting" of drawings, not of
 * contracts), matched in any case.
 */
const CONTEXT_NAMES: ReadonlySet<string> = new Set(contextForms.names);
const CONTEXT_FORMS: ReadonlySet<string> = new Set([...contextForms.names, ...contextForms.nouns]);

const index = new PhraseIndex(
  SKILLS.map((skill) => ({ entry: skill, forms: [skill.name, ...skill.aliases] })),
  CONTEXT_NAMES,
);

export function lookupSkill(term: string): Skill | undefined {
  return index.lookup(term.trim())?.entry;
}

/** Whether a skill, by its vocabulary name or any alias, is a soft skill. */
export function isSoftSkill(skill: string): boolean {
  return lookupSkill(skill)?.category === SOFT_SKILLS;
}

/** How a spelling of a skill may be matched in plain text. */
export interface SkillFormRule {
  skill: Skill;
  /** An acronym or everyday word: only as written ("REST" is not "rest"). */
  caseSensitive: boolean;
  /** An everyday word ("Go", "Excel", "integrity"): a skill only where findSkills sees its context. */
  needsContext: boolean;
}

export function lookupSkillForm(term: string): SkillFormRule | undefined {
  const form = index.lookup(term.trim());
  return form && { skill: form.entry, caseSensitive: form.caseSensitive, needsContext: CONTEXT_FORMS.has(form.form) };
}

export interface SkillMatch {
  skill: Skill;
  /** The text's own spelling of the skill's first appearance. */
  matched: string;
  index: number;
}

function skillHits(text: string) {
  const tokens = tokenize(text);
  return confirmedHits(tokens, index.scan(text, tokens), (hit) => CONTEXT_FORMS.has(hit.form.form));
}

/** Every mention of a skill, in order: a skill named three times is here three times. */
export function findSkillMentions(text: string): SkillMatch[] {
  return skillHits(text).map((hit) => ({ skill: hit.form.entry, matched: hit.matched, index: hit.index }));
}

/** Every skill the text names, once each, in order of first appearance. */
export function findSkills(text: string): SkillMatch[] {
  const seen = new Set<Skill>();
  const matches: SkillMatch[] = [];
  for (const match of findSkillMentions(text)) {
    if (seen.has(match.skill)) continue;
    seen.add(match.skill);
    matches.push(match);
  }
  return matches;
}
