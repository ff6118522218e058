import type { AiResume } from "#shared/ai";
import { splitBullets, startsWithActionVerb } from "../rewrite";
import { hasFigure, hasResultFigure, isOngoing } from "../resume-review";
import { findSkills } from "../vocabulary";

/** A job of the resume as the letters and LinkedIn speak of it. */
export interface Role {
  position: string;
  company: string;
  current: boolean;
  /** The description's bullets, markers removed. */
  bullets: string[];
}

/** A line of the resume that can stand as evidence: where it happened and what it says. */
export interface Evidence {
  position: string;
  company: string;
  current: boolean;
  text: string;
}

/** The facts of a resume that composed text may state: nothing here is not in the resume. */
export interface ResumeFacts {
  name: string;
  /** Email, phone, LinkedIn and website as written, the ones given. */
  contacts: string[];
  /** Latest first: current jobs, then the others in the resume's order. */
  roles: Role[];
  /** Skill names: the skills section's items, then skills the vocabulary finds in experience and projects. */
  skills: string[];
  /** Bullets that begin with an action verb, latest job first. */
  evidence: Evidence[];
  /** The resume's proof of results: the first bullet with a percentage, money or multiple, else with any number. */
  achievement: Evidence | undefined;
  /** 'Master of Science in Computer Science, University of Washington', the first education entry. */
  education: { degree: string; field: string; institution: string; inProgress: boolean } | undefined;
  /** The summary's own 'N years' phrase ('9 years', '10+ years'), when it states one in digits. */
  years: string;
  summary: string;
  projects: { name: string; description: string; technologies: string[] }[];
  certifications: string[];
}

const YEARS = /\b(\d{1,2}\+?)\s*(?:\+\s*)?years?\b/i;

const clean = (text: string | undefined) => (text ?? "").trim();

export function resumeFacts(resume: AiResume): ResumeFacts {
  const info = resume.personal_info;
  const roles: Role[] = resume.experience
    .map((job) => ({
      position: clean(job.position),
      company: clean(job.company),
      current: job.current || isOngoing(job.endDate),
      bullets: splitBullets(job.description),
    }))
    .filter((role) => role.position !== "" || role.company !== "")
    .sort((a, b) => Number(b.current) - Number(a.current));
  const evidence = roles.flatMap((role) =>
    role.company === ""
      ? []
      : role.bullets
          .filter(startsWithActionVerb)
          .map((text) => ({ position: role.position, company: role.company, current: role.current, text })),
  );
  const school = resume.education.find((entry) => clean(entry.institution) !== "" || clean(entry.degree) !== "");
  return {
    name: clean(info.fullName),
    contacts: [info.email, info.phone, info.linkedin, info.website].map(clean).filter((contact) => contact !== ""),
    roles,
    skills: resumeSkills(resume),
    evidence,
    achievement: evidence.find((line) => hasResultFigure(line.text)) ?? evidence.find((line) => hasFigure(line.text)),
    education: school && {
      degree: clean(school.degree),
      field: clean(school.field),
      institution: clean(school.institution),
      inProgress: /expected/i.test(school.endDate) || isOngoing(school.endDate),
    },
    years: YEARS.exec(info.summary)?.[1] ?? "",
    summary: clean(info.summary),
    projects: resume.projects
      .filter((project) => clean(project.name) !== "")
      .map((project) => ({ name: clean(project.name), description: clean(project.description), technologies: project.technologies })),
    certifications: resume.certifications.map((entry) => clean(entry.name)).filter((name) => name !== ""),
  };
}

/** The skills section's items first, then what experience and projects name, each once by lower case. */
function resumeSkills(resume: AiResume): string[] {
  const listed = resume.skills.flatMap((group) => group.items.map(clean));
  const described = [
    resume.personal_info.summary,
    ...resume.experience.map((job) => `${job.position}. ${job.description}`),
    ...resume.projects.map((project) => project.description),
  ]
    .flatMap((text) => findSkills(text).map((match) => match.skill.name))
    .concat(resume.projects.flatMap((project) => project.technologies.map(clean)));
  const seen = new Set<string>();
  return [...listed, ...described].filter((skill) => {
    const key = skill.toLowerCase();
    if (skill === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
