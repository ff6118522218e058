import type { AiResume, RevampedDraft, RevampGoal } from "#shared/ai";
import type { AiInput } from "../define";
import { keyImprovements } from "../../engine/revamp/key-improvements";
import { normalizeDate } from "../../engine/revamp/normalize-dates";
import { addSkills, restructureSkills } from "../../engine/revamp/restructure-skills";
import { revampDescription, type DescriptionPlan } from "../../engine/revamp/revamp-description";
import { checkKeywords, isOngoing, keywordsOfJobData, resumeBullets, resumeText, skillsToList } from "../../engine/resume-review";
import { composeSummary } from "../../engine/summary/compose-summary";
import { strongestResult } from "../../engine/summary/strongest-result";

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, "id"> => rest;

/**
 * revamp-cv-content: the resume rewritten by the rules for the goals asked for: action openings,
 * tense and plain wording (impact, ats), the job's spelling of skills the resume shows (keywords),
 * skills merged into categories and the strongest bullets first (restructure), one date format
 * (ats), and the bullets that need a figure named (quantify; no figure is ever made up). Entries
 * are never added or dropped: every employer, date, degree and number of the input stays, and
 * nothing new is claimed.
 */
export function revampCvContent(input: AiInput<"revamp-cv-content">): RevampedDraft {
  const resume: AiResume = input.resumeData;
  const goals = new Set<RevampGoal>(input.optimizationGoals);
  const tone = input.tonePreference;
  const jobKeywords = input.jobData ? keywordsOfJobData(input.jobData) : [];
  const shown = jobKeywords.length > 0 ? checkKeywords(resumeText(resume), jobKeywords).matched : [];
  const plan = (current: boolean): DescriptionPlan => ({
    rewrite: goals.has("impact") || goals.has("ats"),
    keywords: goals.has("keywords") ? shown : [],
    reorder: goals.has("restructure"),
    tone,
    current,
  });
  const date = goals.has("ats") ? normalizeDate : (text: string) => text;

  const experience = resume.experience.map((entry) => ({
    entry,
    revamped: revampDescription(entry.description, plan(entry.current || isOngoing(entry.endDate))),
  }));
  const projects = resume.projects.map((project) => ({
    project,
    revamped: revampDescription(project.description, plan(isOngoing(project.endDate))),
  }));
  const revampedDescriptions = [...experience, ...projects].map(({ revamped }) => revamped);

  const ownSkills = resume.skills.map(withoutId);
  const withAdded = addSkills(ownSkills, goals.has("keywords") ? skillsToList(resume, shown) : []);
  const restructured = goals.has("restructure") ? restructureSkills(withAdded.groups) : null;
  const skills = restructured ?? withAdded.groups;

  const targetTitle = input.targetRole?.title.trim() || input.jobData?.title.trim() || "";
  const summary = composeSummary(resume, {
    title: targetTitle,
    industry: input.targetRole?.industry ?? "",
    level: input.targetRole?.level ?? null,
    leadingSkills: shown,
    result: strongestResult(resumeBullets(resume)),
  });
  const { photo_url: _photo, ...personalInfo } = resume.personal_info;

  const revamped = {
    personal_info: { ...personalInfo, summary },
    experience: experience.map(({ entry, revamped: { description } }) => ({
      ...withoutId(entry),
      startDate: date(entry.startDate),
      endDate: date(entry.endDate),
      description,
    })),
    education: resume.education.map((entry) => ({ ...withoutId(entry), startDate: date(entry.startDate), endDate: date(entry.endDate) })),
    skills,
    projects: projects.map(({ project, revamped: { description } }) => ({
      ...withoutId(project),
      startDate: date(project.startDate),
      endDate: date(project.endDate),
      description,
    })),
    certifications: resume.certifications.map((certification) => ({ ...withoutId(certification), date: date(certification.date) })),
    languages: resume.languages.map(withoutId),
  };
  const datesOf = (sections: Pick<typeof revamped, "experience" | "education" | "projects" | "certifications">) => [
    ...[...sections.experience, ...sections.education, ...sections.projects].flatMap((entry) => [entry.startDate, entry.endDate]),
    ...sections.certifications.map((certification) => certification.date),
  ];
  const inputDates = datesOf(resume);
  const datesNormalized = datesOf(revamped).filter((text, index) => text !== inputDates[index]).length;
  const ownSummary = resume.personal_info.summary.trim();
  const summaryChange = summary.trim() === ownSummary ? "kept" : ownSummary === "" ? "written" : "rewritten";
  return {
    ...revamped,
    changes_summary: {
      key_improvements: keyImprovements({
        bulletRules: revampedDescriptions.flatMap((description) => description.rules),
        tone,
        summary: summaryChange,
        targetTitle,
        skillsAdded: withAdded.added,
        skillGroups:
          restructured && restructured.length !== ownSkills.length ? { before: ownSkills.length, after: restructured.length } : null,
        entriesReordered: revampedDescriptions.filter((description) => description.reordered).length,
        datesNormalized,
        unquantified: goals.has("quantify") ? revampedDescriptions.flatMap((description) => description.unquantified) : [],
      }),
    },
  };
}
