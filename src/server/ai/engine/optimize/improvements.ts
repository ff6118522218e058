import type { AiResume, Improvement, OptimizationGoal } from "#shared/ai";
import { ANSWER_LIMITS, fitText, leadingWithin } from "../fit";
import { COSMETIC_RULES, RULE_REASONS, rewriteBullet, weaveKeywords, type RewriteRule } from "../rewrite";
import { hasFigure, type ResumeBullet, type ResumeReview, skillsToList } from "../resume-review";
import { composeSummary } from "../summary/compose-summary";
import { strongestResult } from "../summary/strongest-result";

/** Bullets asked to give a figure: the first few, from the most recent roles, so the list stays actionable. */
const QUANTIFY_SUGGESTIONS = 3;
/** Bullet suggestions in one answer: a list a person works through, the most recent roles first. */
const BULLET_SUGGESTIONS = 40;
// In square brackets, as models mark a gap to fill: the optimizer's screen asks for it to be replaced before Apply.
const FIGURE_HINT = " [add the figure: how many, how much or how often]";

const sectionName = (bullet: ResumeBullet) =>
  fitText(`${bullet.section === "experience" ? "Experience" : "Projects"}: ${bullet.label}`, ANSWER_LIMITS.improvementSection);
const fitsSuggestion = (text: string) => text.length <= ANSWER_LIMITS.improvementText;

interface BulletPlan {
  keywords: readonly string[];
  /** Only the keyword rule is asked for (the keywords goal without content). */
  keywordsOnly: boolean;
  /** Ask the first bullets without a figure for one. */
  quantify: boolean;
}

/** A bullet as the plan rewrites it, with the rules that changed it beyond tidying. */
function rewriteFor(bullet: ResumeBullet, plan: BulletPlan): { text: string; rules: RewriteRule[] } {
  if (plan.keywordsOnly) {
    const text = weaveKeywords(bullet.text, plan.keywords);
    return { text, rules: text === bullet.text ? [] : ["keyword"] };
  }
  const rewrite = rewriteBullet(bullet.text, { keywords: plan.keywords, tense: bullet.current ? "present" : "past" });
  return { text: rewrite.text, rules: rewrite.rules.filter((rule) => !COSMETIC_RULES.has(rule)) };
}

/**
 * One suggestion per bullet that a rule changes or that lacks a figure: the rewrite, and the figure
 * to add. A suggestion is a whole line to apply: a rewrite or a figure hint longer than a suggestion
 * holds is not offered.
 */
function bulletImprovements(review: ResumeReview, plan: BulletPlan): Improvement[] {
  let figuresAsked = 0;
  const improvements: Improvement[] = [];
  for (const bullet of review.bullets) {
    if (improvements.length === BULLET_SUGGESTIONS) break;
    const rewrite = rewriteFor(bullet, plan);
    const { text, rules } = fitsSuggestion(rewrite.text) ? rewrite : { text: bullet.text, rules: [] };
    const askFigure =
      plan.quantify && figuresAsked < QUANTIFY_SUGGESTIONS && !hasFigure(bullet.text) && fitsSuggestion(`${text}${FIGURE_HINT}`);
    if (askFigure) figuresAsked += 1;
    if (rules.length === 0 && !askFigure) continue;
    const reasons = rules.map((rule) => RULE_REASONS[rule]);
    if (askFigure) reasons.push(`A figure shows the scale of the work; ${review.checks.quantified?.finding.toLowerCase() ?? ""}`.trim());
    improvements.push({
      section: sectionName(bullet),
      current: bullet.text,
      suggested: askFigure ? `${text}${FIGURE_HINT}` : text,
      reason: reasons.join(" "),
    });
  }
  return improvements;
}

function summaryImprovement(resume: AiResume, review: ResumeReview): Improvement[] {
  const current = resume.personal_info.summary.trim();
  const target = {
    title: "",
    industry: "",
    level: null,
    leadingSkills: review.keywords?.matched ?? [],
    result: strongestResult(review.bullets),
  };
  const suggested = composeSummary(resume, target);
  if (suggested === current) return [];
  const reason =
    current === ""
      ? "A short summary is the first thing a recruiter reads; this one is built from your own role, skills and results."
      : "The summary now reads without 'I' and filler words, in full sentences.";
  return [{ section: "Summary", current, suggested, reason }];
}

/**
 * The job's skills the experience shows, added to the skills list: as many as the suggestion and its
 * reason hold, the job's most important first. The current list is quoted whole, for the screen to
 * find it: a list too long to quote gets no suggestion.
 */
function skillsImprovement(resume: AiResume, review: ResumeReview): Improvement[] {
  const current = resume.skills.flatMap((group) => group.items).join(", ");
  if (!fitsSuggestion(current)) return [];
  const suggestedWith = (added: readonly string[]) => [current, ...added].filter((part) => part !== "").join(", ");
  const reasonFor = (added: readonly string[]) =>
    `The job asks for ${added.join(", ")}, which your experience shows but the skills section does not list; ATS filters read the skills section first.`;
  const toList = leadingWithin(
    leadingWithin(skillsToList(resume, review.keywords?.matched ?? []), ANSWER_LIMITS.improvementText, suggestedWith),
    ANSWER_LIMITS.improvementReason,
    reasonFor,
  );
  if (toList.length === 0) return [];
  return [{ section: "Skills", current, suggested: suggestedWith(toList), reason: reasonFor(toList) }];
}

/** The improvements for the goals asked for, each with the exact current text and the rule's reason. */
export function improvementsFor(
  resume: AiResume,
  review: ResumeReview,
  goals: readonly OptimizationGoal[],
  keywords: readonly string[],
): Improvement[] {
  const wants = (goal: OptimizationGoal) => goals.includes(goal);
  const lineKeywords = wants("keywords") || wants("ats") ? keywords : [];
  const improvements: Improvement[] = [];
  if (wants("content")) improvements.push(...summaryImprovement(resume, review));
  if (wants("content") || lineKeywords.length > 0) {
    improvements.push(
      ...bulletImprovements(review, { keywords: lineKeywords, keywordsOnly: !wants("content"), quantify: wants("content") }),
    );
  }
  if (lineKeywords.length > 0) improvements.push(...skillsImprovement(resume, review));
  return improvements;
}
