import type { OptimizationGoal } from "#shared/ai";
import type { ChecklistOption } from "../../common/option-checklist";

/** Seed 001 "Resume Optimizer": the four goals, in the seed's order. */
export const GOAL_OPTIONS: readonly ChecklistOption<OptimizationGoal>[] = [
  { id: "ats", label: "ATS Optimization", hint: "Sections, contact details and dates an ATS can read" },
  { id: "content", label: "Content Enhancement", hint: "Stronger bullets, action verbs and a clear summary" },
  { id: "keywords", label: "Keyword Matching", hint: "The job description's keywords in your resume" },
  { id: "length", label: "Length Optimization", hint: "The right length for your experience" },
];

/** Seed 001: ats and content are ticked at first. */
export const DEFAULT_GOALS: OptimizationGoal[] = ["ats", "content"];
