import {
  CAREER_LEVELS,
  REVAMP_GOALS,
  type AiRequestBody,
  type ResumeSections,
  type CareerLevel,
  type JobData,
  type RevampGoal,
  type RevampTone,
} from "#shared/ai";

/** What the user sets on the configure step; kept through a failed revamp and 'Revamp Again'. */
export interface RevampChoices {
  /** Optional; when given, it is parsed and aimed at instead of a target role. */
  jobDescription: string;
  targetTitle: string;
  industry: string;
  level: CareerLevel;
  goals: RevampGoal[];
  tone: RevampTone;
}

/** Seed 001 sections 5 and 9: level mid, goals ats, impact and keywords, tone professional. */
export const DEFAULT_REVAMP_CHOICES: RevampChoices = {
  jobDescription: "",
  targetTitle: "",
  industry: "",
  level: "mid",
  goals: ["ats", "impact", "keywords"],
  tone: "professional",
};

interface Option {
  label: string;
  description: string;
}

/** Seed 001 section 9 names restructure and quantify; the other labels say what the goal does. */
export const REVAMP_GOAL_OPTIONS: Record<RevampGoal, Option> = {
  ats: { label: "ATS Optimization", description: "Plain wording and one date format that applicant tracking systems read." },
  impact: { label: "Impact Statements", description: "Each bullet opens with an action and shows its result." },
  keywords: { label: "Keyword Matching", description: "The job's own spelling of the skills you have." },
  restructure: { label: "Content Restructuring", description: "Skills grouped into categories, strongest bullets first." },
  quantify: { label: "Add Metrics & Numbers", description: "Points out bullets that need a figure; none is made up." },
};

export const REVAMP_TONE_OPTIONS: Record<RevampChoices["tone"], Option> = {
  professional: { label: "Professional", description: "Clear and measured, for most roles." },
  technical: { label: "Technical", description: "Precise, tools and methods first." },
  creative: { label: "Creative", description: "Lively wording that still stays factual." },
  executive: { label: "Executive", description: "Strategic, leadership and outcomes first." },
};

export const CAREER_LEVEL_LABELS: Record<CareerLevel, string> = {
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  executive: "Executive",
};

export const isCareerLevel = (value: string): value is CareerLevel => (CAREER_LEVELS as readonly string[]).includes(value);

/** The job description to parse, or null when none was given (the target role is sent instead). */
export function jobDescriptionToParse(choices: RevampChoices): string | null {
  const text = choices.jobDescription.trim();
  return text === "" ? null : text;
}

/** Why the choices cannot be sent yet, or null. */
export function findChoicesProblem(choices: RevampChoices): string | null {
  return choices.goals.length === 0 ? "Choose at least one optimization goal." : null;
}

/** A goal ticked or unticked; the goals stay in the seed's order. */
export function toggleGoal(goals: readonly RevampGoal[], goal: RevampGoal, ticked: boolean): RevampGoal[] {
  return REVAMP_GOALS.filter((each) => (each === goal ? ticked : goals.includes(each)));
}

/**
 * Seed 001 section 5: with a job description, its parsed data is sent and the target role is not;
 * without one, the title, industry and level are. Quality is always 'fast'.
 */
export function revampRequestOf(
  resumeData: ResumeSections,
  choices: RevampChoices,
  jobData: JobData | null,
): AiRequestBody<"revamp-cv-content"> {
  const aimsAtJob = jobDescriptionToParse(choices) !== null;
  return {
    resumeData,
    jobData: aimsAtJob ? jobData : null,
    targetRole: aimsAtJob ? null : { title: choices.targetTitle.trim(), industry: choices.industry.trim(), level: choices.level },
    optimizationGoals: REVAMP_GOALS.filter((goal) => choices.goals.includes(goal)),
    tonePreference: choices.tone,
    qualityMode: "fast",
  };
}
