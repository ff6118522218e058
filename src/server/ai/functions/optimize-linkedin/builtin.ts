import { AI_LIMITS, type AiResume, type LinkedinContent } from "#shared/ai";
import type { AiInput } from "../define";
import { SKILLS, SOFT_SKILLS, findJobTitles, isSoftSkill, lookupSkill } from "../../engine/vocabulary";
import { rewriteBullet, splitBullets, joinAsList, startsWithActionVerb } from "../../engine/rewrite";
import { ANSWER_LIMITS, fitNames, fitText, leadingWithin } from "../../engine/fit";
import { asSentence, lowerFirst, singleFullStops, withArticle, sentences } from "../../engine/prose/english";
import { toFirstPerson } from "../../engine/prose/first-person";
import { resumeFacts, type ResumeFacts } from "../../engine/prose/resume-facts";

const HEADLINE_SKILLS = 3;
const ABOUT_SKILLS = 8;
/** The summary's share of the About: enough for its point, leaving room for experience and results. */
const ABOUT_INTRO = 800;
const HIGHLIGHTS = 3;
const BULLETS_PER_ROLE = 5;
/** The resume's own skills come first; the field's most common skills fill the list up to this many. */
const RESUME_SKILLS = 15;
const RECOMMENDED_SKILLS = 20;
const MAIN_FIELDS = 3;
/** A category is one of the resume's fields when at least this many of its skills are in it; one skill says little. */
const FIELD_EVIDENCE = 2;
const FEATURED_ITEMS = 6;
const SHOWCASE = /^(?:publications?|papers?|articles?|talks?|presentations?|portfolio|awards?|honou?rs(?: & awards)?|patents?)$/i;

/** LinkedIn content from a resume, only the sections asked for; every claim is the resume's. */
export function optimizeLinkedin({ resume, sections }: AiInput<"optimize-linkedin">): LinkedinContent {
  const facts = resumeFacts(resume);
  const wants = new Set(sections);
  return {
    headline: wants.has("headline") ? headline(facts) : "",
    about: wants.has("about") ? about(facts) : "",
    experience_suggestions: wants.has("experience") ? experienceSuggestions(resume) : [],
    skills_recommendations: wants.has("skills") ? recommendedSkills(facts) : [],
    featured_content: wants.has("featured") ? featured(resume, facts) : [],
  };
}

/**
 * The role the person is known by: the latest job title; without one, what they study or studied
 * ('Computer Science Graduate'), not a role they only seek; else a job title their summary names.
 */
function roleOf(facts: ResumeFacts): string {
  const position = facts.roles.find((role) => role.position)?.position;
  if (position) return position;
  const studies = facts.education && (facts.education.field || facts.education.degree);
  if (studies) return `${studies} ${facts.education?.inProgress ? "Student" : "Graduate"}`;
  return findJobTitles(facts.summary)[0]?.matched ?? "";
}

const technical = (facts: ResumeFacts) => facts.skills.filter((skill) => !isSoftSkill(skill));

/**
 * 'Role at Company | Skill · Skill · Skill | value', within 120 characters: parts are dropped from the
 * least telling (the third skill) to the most (the role) until it fits.
 */
function headline(facts: ResumeFacts): string {
  const role = roleOf(facts);
  const latest = facts.roles[0];
  const at = latest?.current && latest.company && latest.position === role ? ` at ${latest.company}` : "";
  const value = facts.years ? `${facts.years} years of experience` : (facts.certifications[0] ?? "");
  let skills = technical(facts).slice(0, HEADLINE_SKILLS);
  const compose = (withAt: boolean, withValue: boolean) =>
    [role && `${role}${withAt ? at : ""}`, skills.join(" · "), withValue ? value : ""].filter(Boolean).join(" | ");
  const attempts: (() => string)[] = [() => compose(true, true), () => compose(false, true), () => compose(false, false)];
  for (const attempt of attempts) {
    for (skills = technical(facts).slice(0, HEADLINE_SKILLS); ; skills = skills.slice(0, -1)) {
      const text = attempt();
      if (text.length <= AI_LIMITS.linkedinHeadline) return text;
      if (skills.length === 0) break;
    }
  }
  return fitText(role, AI_LIMITS.linkedinHeadline);
}

/** First person, from the summary, the roles, a few results, skills and studies; within 2,000 characters. */
function about(facts: ResumeFacts): string {
  const role = roleOf(facts);
  const intro = facts.summary
    ? leadingSentences(sentences(facts.summary).map(toFirstPerson), ABOUT_INTRO)
    : role
      ? `I am ${withArticle(role)}${facts.years ? ` with ${facts.years} years of experience` : ""}.`
      : "";
  const [latest, ...earlier] = facts.roles.filter((job) => job.position && job.company);
  const firstLine = latest?.bullets[0];
  // 'where I …' needs a verb: 'Responsible for managing …' is first rewritten ('Managed …'), and a line without one is left out.
  const deed = firstLine === undefined ? "" : rewriteBullet(firstLine).text;
  const now = latest
    ? `${latest.current ? "Currently I work as" : "Most recently I worked as"} ${withArticle(latest.position)} at ${latest.company}${
        startsWithActionVerb(deed) ? `, where I ${lowerFirst(deed.replace(/[.;]+$/, ""))}` : ""
      }.`
    : "";
  const before =
    earlier.length > 0
      ? `Before that, I was ${joinAsList(earlier.slice(0, 3).map((job) => `${withArticle(job.position)} at ${job.company}`))}.`
      : "";
  const results = facts.evidence.filter((line) => /\d/.test(line.text) && line.text !== firstLine).slice(0, HIGHLIGHTS);
  const highlights =
    results.length > 0 ? ["A few results I am proud of:", ...results.map((line) => `• ${line.text.replace(/[.;]+$/, "")}`)].join("\n") : "";
  const skills = facts.skills.length > 0 ? `My core skills include ${joinAsList(facts.skills.slice(0, ABOUT_SKILLS))}.` : "";
  const school = facts.education;
  const studies =
    school?.degree && school.institution
      ? `I ${school.inProgress ? "am studying for" : "hold"} ${withArticle(school.degree)}${school.field ? ` in ${school.field}` : ""} ${school.inProgress ? "at" : "from"} ${school.institution}.`
      : "";
  const email = facts.contacts.find((contact) => contact.includes("@"));
  const invitation = `I am always glad to connect${email ? `; you can reach me at ${email}` : " with people in my field"}.`;

  const paragraphs: string[] = [];
  const fits = (paragraph: string) => [...paragraphs, paragraph].join("\n\n").length <= AI_LIMITS.linkedinAbout;
  for (const paragraph of [
    intro,
    [now, before].filter(Boolean).join(" "),
    highlights,
    [skills, studies].filter(Boolean).join(" "),
    invitation,
  ]) {
    if (paragraph && fits(paragraph)) paragraphs.push(paragraph);
  }
  if (paragraphs.length === 0) return fitText(singleFullStops(intro), AI_LIMITS.linkedinAbout);
  return singleFullStops(paragraphs.join("\n\n"));
}

/** As many of the first sentences as fit in `max` characters (at least the first, clipped if it alone is longer). */
function leadingSentences(all: string[], max: number): string {
  let text = "";
  for (const sentence of all) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > max) break;
    text = next;
  }
  return text || fitText(all[0] ?? "", max);
}

/**
 * Each job's bullets rewritten to lead with an action verb, without 'I', a few per job; a current
 * job's duties in the present. As many whole bullets as LinkedIn's description holds; a first
 * bullet longer than that alone is shortened.
 */
function experienceSuggestions(resume: AiResume): LinkedinContent["experience_suggestions"] {
  const asList = (bullets: readonly string[]) => bullets.map((bullet) => `• ${bullet}`).join("\n");
  return resume.experience
    .filter((job) => (job.position || job.company) && splitBullets(job.description).length > 0)
    .map((job) => {
      const bullets = splitBullets(job.description)
        .slice(0, BULLETS_PER_ROLE)
        .map((bullet) => rewriteBullet(bullet, { tense: job.current ? "present" : "past" }).text);
      const whole = leadingWithin(bullets, ANSWER_LIMITS.linkedinDescription, asList);
      return {
        position: job.position,
        company: job.company,
        description: whole.length > 0 ? asList(whole) : fitText(asList(bullets.slice(0, 1)), ANSWER_LIMITS.linkedinDescription),
      };
    });
}

/**
 * The resume's skills by the vocabulary's names, then skills of its main fields (the vocabulary
 * categories most of its skills fall in) that it lacks, taken in turn from each field in the
 * vocabulary's order, most common first.
 */
function recommendedSkills(facts: ResumeFacts): string[] {
  // A skill name longer than LinkedIn takes is left out, not cut.
  const own = fitNames([...new Set(facts.skills.map((skill) => lookupSkill(skill)?.name ?? skill))], ANSWER_LIMITS.linkedinSkill);
  const chosen = own.slice(0, RESUME_SKILLS);
  const fields = new Map<string, number>();
  for (const skill of own) {
    const category = lookupSkill(skill)?.category;
    if (category && category !== SOFT_SKILLS) fields.set(category, (fields.get(category) ?? 0) + 1);
  }
  const have = new Set(own.map((skill) => skill.toLowerCase()));
  const candidates = [...fields]
    .filter(([, count]) => count >= FIELD_EVIDENCE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAIN_FIELDS)
    .map(([category]) => SKILLS.filter((skill) => skill.category === category && !have.has(skill.name.toLowerCase())));
  for (let rank = 0; chosen.length < RECOMMENDED_SKILLS && candidates.some((field) => rank < field.length); rank += 1) {
    for (const field of candidates) {
      const skill = field[rank];
      if (skill && chosen.length < RECOMMENDED_SKILLS) chosen.push(skill.name);
    }
  }
  return chosen;
}

/** Projects, certifications and showcase sections of the resume; a result worth a post when there are few. */
function featured(resume: AiResume, facts: ResumeFacts): LinkedinContent["featured_content"] {
  const items: LinkedinContent["featured_content"] = [];
  for (const project of facts.projects) {
    const [what = ""] = sentences(project.description);
    const technologies = project.technologies.length > 0 ? ` Technologies: ${project.technologies.slice(0, 5).join(", ")}.` : "";
    const description = [what && asSentence(what), technologies.trim()].filter(Boolean).join(" ");
    items.push({
      title: project.name,
      description: fitText(description || "A project from my resume.", ANSWER_LIMITS.featuredDescription),
    });
  }
  for (const certification of resume.certifications.filter((entry) => entry.name.trim())) {
    const issued = [certification.issuer && `issued by ${certification.issuer}`, certification.date && `in ${certification.date}`]
      .filter(Boolean)
      .join(" ");
    items.push({
      title: certification.name,
      description: `Certification${issued ? ` ${issued}` : ""}. Add the credential so visitors can verify it.`,
    });
  }
  for (const section of resume.custom_sections.filter((entry) => SHOWCASE.test(entry.title.trim()))) {
    for (const item of section.items) {
      const line = Object.entries(item).find(([key, value]) => key !== "id" && value.trim())?.[1] ?? "";
      if (line)
        items.push({
          title: fitText(line, ANSWER_LIMITS.featuredTitle),
          description: `From my ${section.title.toLowerCase()}: link the piece itself so visitors can read it.`,
        });
    }
  }
  if (items.length < 2 && facts.achievement) {
    items.push({
      title: fitText(`Results at ${facts.achievement.company}`, ANSWER_LIMITS.featuredTitle),
      description: fitText(
        `A short post or slide deck on how I ${lowerFirst(facts.achievement.text.replace(/[.;]+$/, ""))}.`,
        ANSWER_LIMITS.featuredDescription,
      ),
    });
  }
  return items.slice(0, FEATURED_ITEMS);
}
