import type { AiResume } from "#shared/ai";
import { fitText } from "../fit";
import { findSkills } from "../vocabulary";
import { asSentence, lowerFirst, singleFullStops, withArticle, sentences as sentencesOf } from "../prose/english";
import { jobNeeds, requirementMatches, type JobNeeds, type Requirement } from "./job-needs";
import { resumeFacts, type Evidence, type ResumeFacts } from "../prose/resume-facts";
import { availabilitySentence, salarySentence } from "./practicalities";
import { joinAsList, startsWithActionVerb } from "../rewrite";

/**
 * The cover letter and the formal application share this composition: greeting, an opening that
 * names the role and company, the candidate's real experience tied to the advert's needs, and a
 * closing. Every fact comes from the resume or the advert; without a resume the letter speaks of
 * motivation and the role's needs and claims no experience.
 */
export interface LetterRequest {
  kind: "cover" | "application";
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resume: AiResume | null;
  salaryExpectation?: string | null | undefined;
  availabilityDate?: string | null | undefined;
}

/** Evidence lines a letter quotes: enough to show the fit without retelling the resume. */
const EVIDENCE_LINES = 3;
const REQUIREMENTS_NAMED = 4;
const EARLIER_ROLES = 2;
const PROJECTS_NAMED = 2;
/**
 * The longest line of the resume a letter quotes: more than any real bullet, and short enough that
 * the quoted lines leave the letter far within its limit (20,000 characters); three bullets of a
 * description's length would not.
 */
const QUOTED_LINE = 1000;

/** A line of the resume as a letter quotes it: whole, or when longer than QUOTED_LINE its first sentence (cut at a word if that is too). */
const quoted = (line: string) => fitText(line.length > QUOTED_LINE ? (sentencesOf(line)[0] ?? line) : line, QUOTED_LINE);

interface Letter {
  request: LetterRequest;
  title: string;
  company: string;
  job: JobNeeds;
  facts: ResumeFacts | undefined;
}

export function composeLetter(request: LetterRequest): string {
  const letter: Letter = {
    request,
    title: request.jobTitle.trim(),
    company: request.companyName.trim(),
    job: jobNeeds(request.jobDescription, request.jobTitle),
    facts: request.resume ? resumeFacts(request.resume) : undefined,
  };
  const paragraphs = [
    request.kind === "application" ? `Re: Application for the position of ${letter.title}` : "",
    letter.job.addressee ? `Dear ${letter.job.addressee},` : "Dear Hiring Manager,",
    opening(letter),
    experience(letter),
    skills(letter),
    request.kind === "application" ? practicalities(request) : "",
    closing(letter),
    signOff(letter),
  ];
  return singleFullStops(paragraphs.filter((paragraph) => paragraph !== "").join("\n\n"));
}

function opening({ request, title, company, facts, job }: Letter): string {
  const apply =
    request.kind === "application"
      ? `I wish to apply for the position of ${title} at ${company}.`
      : facts
        ? `I am writing to apply for the ${title} position at ${company}.`
        : `I am writing to express my interest in the ${title} position at ${company}.`;
  if (!facts) return `${apply} ${motivation(job)}`;
  return [apply, background(facts, company)].filter(Boolean).join(" ");
}

/** Why the role appeals, in the advert's own terms: its duties, else its skills. */
function motivation(job: JobNeeds): string {
  if (job.duties.length > 0) return `The chance to ${job.duties[0]} is exactly the kind of work I want to do.`;
  if (job.requirements.length > 0)
    return `Its focus on ${joinAsList(written(job.requirements.slice(0, 2)))} is exactly the kind of work I want to do.`;
  return "The role is exactly the kind of work I want to do, and I would be glad to bring my energy to it.";
}

/** Who the candidate is now: the latest job, else the education, with the summary's years when it states them. */
function background(facts: ResumeFacts, company: string): string {
  const latest = facts.roles[0];
  if (latest) {
    const job = [latest.position && `as ${withArticle(latest.position)}`, latest.company && `at ${latest.company}`]
      .filter(Boolean)
      .join(" ");
    const now = latest.current ? `currently working ${job}` : `most recently worked ${job}`;
    const who = facts.years
      ? `I have ${facts.years} years of experience and ${latest.current ? "am " : ""}${now}.`
      : `I ${latest.current ? "am " : ""}${now}.`;
    return `${who} I would like to put what I have learned to work at ${company}.`;
  }
  const school = facts.education;
  if (school?.degree) {
    const degree = `${withArticle(school.degree)}${school.field ? ` in ${school.field}` : ""}`;
    const where = school.institution ? ` ${school.inProgress ? "at" : "from"} ${school.institution}` : "";
    return school.inProgress
      ? `I am completing ${degree}${where}, and I am ready to put what I am learning to work.`
      : `I hold ${degree}${where}, and I am ready to put what I have learned to work.`;
  }
  return "";
}

const written = (requirements: Requirement[]) => requirements.map((requirement) => requirement.written);

/**
 * Lines of the resume that answer the advert: ones naming a requirement, then the quantified
 * result, then the latest work; told latest job first.
 */
function chosenEvidence(facts: ResumeFacts, job: JobNeeds): Evidence[] {
  const chosen: Evidence[] = [];
  const add = (line: Evidence | undefined) => {
    if (line && !chosen.includes(line) && chosen.length < EVIDENCE_LINES) chosen.push(line);
  };
  for (const requirement of job.requirements) {
    add(facts.evidence.find((line) => findSkills(line.text).some((match) => match.skill.name === requirement.name)));
    if (chosen.length === EVIDENCE_LINES - 1) break;
  }
  add(facts.achievement);
  for (const line of facts.evidence) if (chosen.length < 2) add(line);
  return chosen.sort((a, b) => facts.evidence.indexOf(a) - facts.evidence.indexOf(b));
}

function experience({ facts, job }: Letter): string {
  if (!facts) {
    const more = job.duties.slice(1, 3);
    return more.length > 0
      ? `In the role, I would also ${joinAsList(more)}, and I would approach that work with care and a commitment to doing it well.`
      : "";
  }
  const sentences: string[] = [];
  let previous = "";
  const chosen = chosenEvidence(facts, job);
  for (const line of chosen) {
    const where =
      line.company === previous
        ? "There, I also"
        : line.current
          ? `In my current role at ${line.company}, I`
          : `As ${withArticle(line.position)} at ${line.company}, I`;
    sentences.push(asSentence(`${where} ${lowerFirst(quoted(line.text))}`));
    previous = line.company;
  }
  const cited = new Set(chosen.map((line) => line.company));
  const earlier = facts.roles
    .slice(1)
    .filter((role) => role.position && role.company && !cited.has(role.company))
    .slice(0, EARLIER_ROLES);
  if (earlier.length > 0) {
    const roles = earlier.map((role) => `${withArticle(role.position)} at ${role.company}`);
    sentences.push(asSentence(`Earlier in my career, I worked as ${joinAsList(roles)}`));
  }
  const projects = facts.roles.length === 0 ? facts.projects.slice(0, PROJECTS_NAMED) : [];
  if (projects.length > 0) {
    const described = projects.map((project) => {
      const first = quoted(sentencesOf(project.description)[0] ?? "").replace(/[.!?]+$/, "");
      // Inside brackets the description continues the sentence: an article or a verb loses its capital, a name ('React') keeps it.
      const what = /^(?:A|An|The)\b/.test(first) || startsWithActionVerb(first) ? lowerFirst(first) : first;
      return what ? `${project.name} (${what})` : project.name;
    });
    sentences.push(asSentence(`My projects include ${joinAsList(described)}`));
  }
  return sentences.join(" ");
}

function skills({ facts, job, title }: Letter): string {
  const needed = job.requirements.slice(0, REQUIREMENTS_NAMED);
  if (!facts) {
    const strengths =
      "I bring strengths that carry across roles: clear communication, careful organisation and a readiness to learn quickly.";
    return needed.length > 0
      ? `${strengths} I am keen to apply them to the ${joinAsList(written(needed))} this role requires, and to grow quickly in each.`
      : `${strengths} I take ownership of my work and follow it through, and I would bring that approach to your team.`;
  }
  const matched = job.requirements.filter((requirement) => facts.skills.some((skill) => requirementMatches(requirement, skill)));
  if (matched.length > 0) {
    const missing = needed.filter((requirement) => !matched.includes(requirement)).slice(0, 2);
    const growth = missing.length > 0 ? ` I am keen to develop further in ${joinAsList(written(missing))} as part of your team.` : "";
    return `The ${title} role calls for ${joinAsList(written(needed))}. My skills include ${joinAsList(written(matched.slice(0, REQUIREMENTS_NAMED)))}, which match what the role needs.${growth}`;
  }
  if (facts.skills.length === 0) return "";
  return `Alongside this, I bring skills in ${joinAsList(facts.skills.slice(0, REQUIREMENTS_NAMED))}, which I would put to work as your ${title}.`;
}

function practicalities(request: LetterRequest): string {
  return [salarySentence(request.salaryExpectation ?? ""), availabilitySentence(request.availabilityDate ?? "")].filter(Boolean).join(" ");
}

function closing({ request, company, facts }: Letter): string {
  if (request.kind === "application") {
    return "Thank you for considering my application. I would welcome the opportunity to discuss it with you at an interview.";
  }
  const contribute = facts?.roles.length ? "how my experience can contribute" : "how I could contribute";
  return `I would welcome the opportunity to discuss ${contribute} to ${company}. Thank you for your time and consideration.`;
}

function signOff({ request, job, facts }: Letter): string {
  const valediction = request.kind === "cover" ? "Sincerely," : job.addressee ? "Yours sincerely," : "Yours faithfully,";
  return [valediction, facts?.name ?? "", facts?.contacts.join(" | ") ?? ""].filter(Boolean).join("\n");
}
