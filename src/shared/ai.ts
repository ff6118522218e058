import { z } from "zod";
import {
  certificationSchema,
  customSectionSchema,
  educationSchema,
  experienceSchema,
  languageSchema,
  personalInfoSchema,
  projectSchema,
  resumeContentSchema,
  skillGroupSchema,
} from "./resume";
import { AI_FUNCTION_NAMES } from "./ai-functions";
import { RESUME_LIMITS } from "./limits";

/**
 * The nine AI functions of seed 001 section 7: the bodies they take and the answers they give,
 * written once for the server (validation, the models' structured output) and the web. Field
 * names are the seed's.
 */
export { AI_FUNCTION_NAMES };

export type AiFunctionName = (typeof AI_FUNCTION_NAMES)[number];

/** Who answered: a model provider of AI_PROVIDERS or the built-in engine. */
export const AI_PROVIDER_IDS = ["openai", "anthropic", "builtin"] as const;
export type AiProviderId = (typeof AI_PROVIDER_IDS)[number];

/** The names the screens show for 'Generated successfully using {provider}'. */
export const AI_PROVIDER_NAMES: Record<AiProviderId, string> = {
  openai: "OpenAI-compatible model",
  anthropic: "Anthropic Claude",
  builtin: "Vitae built-in engine",
};

/** Seed 001 section 9. */
export const AI_LIMITS = {
  /** Upload maximum, 5 MB. */
  uploadBytes: 5 * 1024 * 1024,
  /** Seconds between two uploads or two revamps of one user. */
  heavyRequestIntervalSeconds: 10,
  interviewAnswer: 5000,
  jobDescription: 20_000,
  jobField: 200,
  letter: 20_000,
  linkedinHeadline: 120,
  linkedinAbout: 2000,
} as const;

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);
const optionalText = (max: number) => text(max).default("");

// ---------------------------------------------------------------------------------------------
// Inputs shared by several functions

/**
 * A resume as the functions read it: a stored resume, one being edited or one just parsed from an
 * upload. Only the sections matter; title and template are kept when present.
 */
export const aiResumeSchema = resumeContentSchema.partial({ title: true, template_id: true }).extend({
  personal_info: personalInfoSchema.prefault({}),
});
export type AiResume = z.infer<typeof aiResumeSchema>;

/** Seed 001: the interview's ten answers, all free text. */
export const interviewDataSchema = z.object({
  industry: optionalText(AI_LIMITS.interviewAnswer),
  yearsExperience: optionalText(AI_LIMITS.interviewAnswer),
  targetRole: optionalText(AI_LIMITS.interviewAnswer),
  workHistory: optionalText(AI_LIMITS.interviewAnswer),
  education: optionalText(AI_LIMITS.interviewAnswer),
  skills: optionalText(AI_LIMITS.interviewAnswer),
  projects: optionalText(AI_LIMITS.interviewAnswer),
  certifications: optionalText(AI_LIMITS.interviewAnswer),
  languages: optionalText(AI_LIMITS.interviewAnswer),
  additionalInfo: optionalText(AI_LIMITS.interviewAnswer),
});
export type InterviewData = z.infer<typeof interviewDataSchema>;

export const SENIORITY_LEVELS = ["entry", "mid", "senior", "lead", "executive"] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** What parse-job-description reads from a job advert; revamp and scores take it back as jobData. */
export const jobDataSchema = z.object({
  title: optionalText(AI_LIMITS.jobField),
  company: optionalText(AI_LIMITS.jobField),
  location: optionalText(AI_LIMITS.jobField),
  /** Empty when the advert does not say. */
  seniority: z.enum([...SENIORITY_LEVELS, ""]).default(""),
  required_skills: z.array(text(AI_LIMITS.jobField)).max(200).default([]),
  preferred_skills: z.array(text(AI_LIMITS.jobField)).max(200).default([]),
  /** The advert's important words and phrases, skills first, in the advert's own spelling. */
  keywords: z.array(text(AI_LIMITS.jobField)).max(200).default([]),
  responsibilities: z.array(text(1000)).max(100).default([]),
});
export type JobData = z.infer<typeof jobDataSchema>;

const jobTitle = text(AI_LIMITS.jobField).trim().min(1, "Enter the job title.");
const companyName = text(AI_LIMITS.jobField).trim().min(1, "Enter the company name.");
const jobDescription = text(AI_LIMITS.jobDescription).trim().min(1, "Enter the job description.");

export const OPTIMIZATION_GOALS = ["ats", "content", "keywords", "length"] as const;
export const REVAMP_GOALS = ["ats", "impact", "keywords", "restructure", "quantify"] as const;
export const REVAMP_TONES = ["professional", "technical", "creative", "executive"] as const;
export const LINKEDIN_SECTIONS = ["headline", "about", "experience", "skills", "featured"] as const;
/** The revamp wizard's levels; seed 001: default mid. */
export const CAREER_LEVELS = ["entry", "mid", "senior", "executive"] as const;

export type OptimizationGoal = (typeof OPTIMIZATION_GOALS)[number];
export type RevampGoal = (typeof REVAMP_GOALS)[number];
export type RevampTone = (typeof REVAMP_TONES)[number];
export type LinkedinSection = (typeof LINKEDIN_SECTIONS)[number];
export type CareerLevel = (typeof CAREER_LEVELS)[number];

// ---------------------------------------------------------------------------------------------
// Results (what a provider produces; the answers add `provider`)

const draftList = <S extends z.ZodType>(entry: S) => z.array(entry).max(RESUME_LIMITS.listEntries).default([]);

/** Resume sections without entry ids: what a model writes. The server gives every entry its id. */
export const resumeDraftSchema = z.object({
  personal_info: personalInfoSchema.omit({ photo_url: true }).prefault({}),
  experience: draftList(experienceSchema.omit({ id: true })),
  education: draftList(educationSchema.omit({ id: true })),
  skills: draftList(skillGroupSchema.omit({ id: true })),
  projects: draftList(projectSchema.omit({ id: true })),
  certifications: draftList(certificationSchema.omit({ id: true })),
  languages: draftList(languageSchema.omit({ id: true })),
  custom_sections: z
    .array(
      z.object({
        title: optionalText(RESUME_LIMITS.shortText),
        /** One line per item. */
        lines: z.array(text(RESUME_LIMITS.customValue)).max(RESUME_LIMITS.customItems).default([]),
      }),
    )
    .max(RESUME_LIMITS.customSections)
    .default([]),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

/** Resume sections with ids, as the editor holds them. */
export const resumeSectionsSchema = z.object({
  personal_info: personalInfoSchema,
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  skills: z.array(skillGroupSchema),
  projects: z.array(projectSchema),
  certifications: z.array(certificationSchema),
  languages: z.array(languageSchema),
  custom_sections: z.array(customSectionSchema),
});
export type ResumeSections = z.infer<typeof resumeSectionsSchema>;

export const improvementSchema = z.object({
  section: text(200),
  current: text(5000),
  suggested: text(5000),
  reason: text(1000),
});
export type Improvement = z.infer<typeof improvementSchema>;

const score = z.number().int().min(0).max(100);

/** Seed 001 section 3, "Optimization result". */
export const optimizationSchema = z.object({
  score,
  general_feedback: text(5000),
  keywords_missing: z.array(text(200)).max(100),
  ats_issues: z.array(text(1000)).max(100),
  improvements: z.array(improvementSchema).max(100),
});
export type Optimization = z.infer<typeof optimizationSchema>;

/** Seed 001 section 3, "LinkedIn result"; only the sections asked for are filled. */
export const linkedinContentSchema = z.object({
  headline: text(AI_LIMITS.linkedinHeadline).default(""),
  about: text(AI_LIMITS.linkedinAbout).default(""),
  experience_suggestions: z
    .array(z.object({ position: text(200), company: text(200), description: text(3000) }))
    .max(50)
    .default([]),
  skills_recommendations: z.array(text(100)).max(100).default([]),
  featured_content: z
    .array(z.object({ title: text(200), description: text(1000) }))
    .max(20)
    .default([]),
});
export type LinkedinContent = z.infer<typeof linkedinContentSchema>;

export const cvScoresSchema = z.object({ ats_score: score, impact_score: score });
export type CvScores = z.infer<typeof cvScoresSchema>;

export const changesSummarySchema = z.object({ key_improvements: z.array(text(1000)).max(50) });

/** Seed 001 section 3, "Revamped data": the revamped sections and what changed. */
export const revampedDraftSchema = resumeDraftSchema.omit({ custom_sections: true }).extend({ changes_summary: changesSummarySchema });
export const revampedDataSchema = resumeSectionsSchema.omit({ custom_sections: true }).extend({ changes_summary: changesSummarySchema });
export type RevampedData = z.infer<typeof revampedDataSchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies

export const aiRequestSchemas = {
  "generate-resume": z.object({
    interviewData: interviewDataSchema,
    templateId: resumeContentSchema.shape.template_id,
    /** Sent by the seed's client; the server always uses the session's user. */
    userId: z.string().optional(),
  }),
  /** Multipart: the file in the field `file` (DESIGN.md: files are sent as files, not read as text). */
  "parse-resume-upload": z.object({ file: z.instanceof(File, { error: "Choose a file to upload." }) }),
  "generate-cover-letter": z.object({
    jobTitle,
    companyName,
    jobDescription,
    resume: aiResumeSchema.nullable().default(null),
  }),
  "generate-job-application": z.object({
    jobTitle,
    companyName,
    jobDescription,
    resume: aiResumeSchema.nullable().default(null),
    salaryExpectation: text(AI_LIMITS.jobField).nullish(),
    availabilityDate: text(AI_LIMITS.jobField).nullish(),
  }),
  "optimize-resume": z.object({
    resume: aiResumeSchema,
    jobDescription: text(AI_LIMITS.jobDescription).nullish(),
    optimizationGoals: z.array(z.enum(OPTIMIZATION_GOALS)).default(["ats", "content"]),
  }),
  "optimize-linkedin": z.object({
    resume: aiResumeSchema,
    sections: z.array(z.enum(LINKEDIN_SECTIONS)).min(1, "Please select at least one section to optimize."),
  }),
  "parse-job-description": z.object({ jobDescription }),
  "revamp-cv-content": z.object({
    resumeData: aiResumeSchema,
    jobData: jobDataSchema.nullish(),
    targetRole: z
      .object({
        title: optionalText(AI_LIMITS.jobField),
        industry: optionalText(AI_LIMITS.jobField),
        level: z.enum(CAREER_LEVELS).default("mid"),
      })
      .nullish(),
    optimizationGoals: z.array(z.enum(REVAMP_GOALS)).default(["ats", "impact", "keywords"]),
    tonePreference: z.enum(REVAMP_TONES).default("professional"),
    /** Seed 001: always 'fast'. */
    qualityMode: z.literal("fast").default("fast"),
  }),
  "calculate-cv-scores": z.object({ resumeData: aiResumeSchema, jobData: jobDataSchema.nullish() }),
} satisfies Record<AiFunctionName, z.ZodType>;

export type AiRequest<F extends AiFunctionName> = z.output<(typeof aiRequestSchemas)[F]>;
/** What a client sends: fields with defaults may be left out. */
export type AiRequestBody<F extends AiFunctionName> = z.input<(typeof aiRequestSchemas)[F]>;

// ---------------------------------------------------------------------------------------------
// Answers

const provider = z.enum(AI_PROVIDER_IDS);

/** A line of an uploaded file the parser could not place in any section, for the user to review. */
export const unplacedLineSchema = z.object({ text: text(2000), heading: text(200).default("") });

export const aiAnswerSchemas = {
  "generate-resume": z.object({ resume: resumeContentSchema, provider }),
  "parse-resume-upload": z.object({
    success: z.literal(true),
    resumeData: resumeSectionsSchema,
    /** Text the parser read but could not place; shown for review beside the imported resume. */
    unplaced: z.array(unplacedLineSchema).max(500),
    provider,
  }),
  "generate-cover-letter": z.object({ coverLetter: text(AI_LIMITS.letter), provider }),
  "generate-job-application": z.object({ applicationLetter: text(AI_LIMITS.letter), provider }),
  "optimize-resume": z.object({ success: z.literal(true), optimization: optimizationSchema, provider }),
  "optimize-linkedin": z.object({ success: z.literal(true), linkedinContent: linkedinContentSchema, provider }),
  "parse-job-description": z.object({ jobData: jobDataSchema, provider }),
  "revamp-cv-content": z.object({ revampedData: revampedDataSchema, provider }),
  "calculate-cv-scores": z.object({ success: z.literal(true), scores: cvScoresSchema, provider }),
} satisfies Record<AiFunctionName, z.ZodType>;

export type AiAnswer<F extends AiFunctionName> = z.output<(typeof aiAnswerSchemas)[F]>;

/**
 * Why a function could not answer, in the error body beside code and message (seed 001 section 8
 * reads errorType and needsCredits).
 */
export const AI_ERROR_TYPES = ["all_providers_failed", "payment_required", "rate_limited"] as const;
export type AiErrorType = (typeof AI_ERROR_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// From what a provider writes to what the editor holds

/** A custom section written as lines becomes one with a single 'Details' field, an item per line. */
const CUSTOM_DETAILS_FIELD = { name: "field_1", label: "Details", type: "textarea" } as const;

/** Gives every entry of a draft its id, as the editor needs. */
export function sectionsFromDraft(draft: ResumeDraft, newId: () => string): ResumeSections {
  const withIds = <T extends object>(entries: T[]): (T & { id: string })[] => entries.map((entry) => ({ ...entry, id: newId() }));
  return {
    personal_info: { ...draft.personal_info },
    experience: withIds(draft.experience),
    education: withIds(draft.education),
    skills: withIds(draft.skills),
    projects: withIds(draft.projects),
    certifications: withIds(draft.certifications),
    languages: withIds(draft.languages),
    custom_sections: draft.custom_sections.map((section) => ({
      id: newId(),
      title: section.title,
      fields: [{ id: newId(), ...CUSTOM_DETAILS_FIELD }],
      items: section.lines.map((line) => ({ id: newId(), [CUSTOM_DETAILS_FIELD.name]: line })),
    })),
  };
}
