import type { ResumeTruth } from "../truth";

/** One role as a layout prints it; dates exactly as printed. */
export interface Job {
  company: string;
  title: string;
  start: string;
  end: string;
  location?: string;
  bullets: string[];
}

export interface School {
  school: string;
  degree: string;
  start: string;
  end: string;
  location?: string;
  notes?: string[];
}

/** Skills under a label ('Languages'), or unlabelled when the label is "". */
export interface SkillGroup {
  label: string;
  items: string[];
}

/** A section the truth does not score (certifications, languages, awards): printed so the parser must keep it apart. */
export interface ExtraSection {
  heading: string;
  lines: string[];
}

/** A side project with its stack and dates: printed apart from the jobs, never scored as one. */
export interface Project {
  name: string;
  stack: string;
  dates: string;
  bullets: string[];
}

/** A fixture's person: everything a layout prints, from which the truth is taken. */
export interface Person {
  name: string;
  headline?: string;
  email: string;
  phone: string;
  location: string;
  links?: string[];
  summary?: string;
  jobs: Job[];
  schools: School[];
  skills: SkillGroup[];
  extras?: ExtraSection[];
  projects?: Project[];
}

/** The words a layout prints as section headings. */
export interface Headings {
  summary: string;
  experience: string;
  education: string;
  skills: string;
}

/** A date range as printed: both ends joined by the layout's separator, or the one that is there. */
export const dateRange = ({ start, end }: { start: string; end: string }, separator = " – "): string =>
  start && end ? `${start}${separator}${end}` : start || end;

export const allSkills = (person: Person): string[] => person.skills.flatMap((group) => group.items);

export function truthOf(person: Person): ResumeTruth {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    location: person.location,
    experience: person.jobs.map(({ company, title, start, end }) => ({ company, title, start, end })),
    education: person.schools.map(({ school, degree, start, end }) => ({ school, degree, start, end })),
    skills: allSkills(person),
  };
}
