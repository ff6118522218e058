import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AI_FUNCTION_NAMES,
  LINKEDIN_SECTIONS,
  OPTIMIZATION_GOALS,
  REVAMP_GOALS,
  REVAMP_TONES,
  aiFunctions,
  type AiFunctionName,
  type AiRequest,
} from "#shared/ai";
import { RESUME_LIMITS as L } from "#shared/limits";
import { finishAnswer, loadBuiltinEngine, type AiInput, type AiResult } from "./index";
import { GROWING_LINES, documentAtLimits, exactly, jobDataAtLimits, requestsAtLimits } from "../engine/test-support/inputs-at-limits";

/**
 * The largest requests take seconds of CPU, several times that on a busy machine: the bound is that
 * they finish, not how fast (bench/ai-builtin.mjs measures that).
 */
const LARGE_REQUEST_TIMEOUT_MS = 180_000;

const builtinEngine = await loadBuiltinEngine();

/**
 * The issues of the engine's answer against its schema, finished as the API finishes it before it
 * checks it: none for a valid answer. An upload's request is its file, which the finish does not read.
 */
function answerIssues<F extends AiFunctionName>(name: F, input: AiInput<F>): string[] {
  const result = (builtinEngine[name] as (input: AiInput<F>) => AiResult<F>)(input);
  const request = (name === "parse-resume-upload" ? {} : input) as AiRequest<F>;
  const parsed = aiFunctions[name].answer.safeParse(finishAnswer(name, request, result, "builtin"));
  return (parsed.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the built-in engine's answers to requests at the limits of the request schemas", () => {
  const requests = requestsAtLimits();
  const jsonFunctions = AI_FUNCTION_NAMES.filter((name) => name !== "parse-resume-upload");

  it.each(jsonFunctions)(
    "%s answers within its answer schema",
    (name) => {
      expect(answerIssues(name, requests[name])).toEqual([]);
    },
    LARGE_REQUEST_TIMEOUT_MS,
  );

  it(
    "parse-resume-upload answers within its answer schema for a resume past every limit",
    () => {
      expect(answerIssues("parse-resume-upload", { document: documentAtLimits() })).toEqual([]);
    },
    LARGE_REQUEST_TIMEOUT_MS,
  );
});

/**
 * Lines of every kind the rewrite rules touch, some growing a line, some shortening it: openings,
 * first person, filler, tense, aliases the job spells out, list markers, prose and wrapped lines.
 */
const RULE_LINES = [
  ...GROWING_LINES,
  "Responsible for managing the k8s migration",
  "I was managing various js apps successfully",
  "Managing 12 engineers on the postgres team",
  "Duties included: writing unit tests",
  "1. Took part in k8s upgrades",
  "- helped with postgres backups",
  "  continued on a wrapped line",
  "We shipped js features. Then we did k8s work.",
  "Cut costs by 40% in a year",
  `Responsible for ${Array.from({ length: 260 }, () => "js and k8s").join(", ")}`,
];

const descriptionAtLimit = fc
  .array(fc.constantFrom(...RULE_LINES), { minLength: 1, maxLength: 12 })
  .map((lines) => exactly(L.description, lines));
const summaryAtLimit = fc
  .array(fc.constantFrom("i was responsible for k8s", "i worked on js very successfully", "Backend engineer."), {
    minLength: 1,
    maxLength: 3,
  })
  .map((sentences) => exactly(L.summary, [sentences.join(". ")]));

/** A resume with one job and one project whose descriptions and summary are each exactly at the limit. */
const resumeAtLimit = fc
  .record({ job: descriptionAtLimit, project: descriptionAtLimit, summary: summaryAtLimit, current: fc.boolean() })
  .map(({ job, project, summary, current }) =>
    aiFunctions["optimize-resume"].request.shape.resume.parse({
      personal_info: { fullName: "Ana Lima", summary },
      experience: [{ id: "e1", company: "Globex", position: "Backend Engineer", current, description: job }],
      projects: [{ id: "p1", name: "pgwatch", description: project }],
      skills: [{ id: "s1", category: "Tools", items: ["Go"] }],
    }),
  );

/** Runs of each property: every run rewrites two full descriptions (about a second on a busy machine). */
const RUNS = 8;

describe("the answers that rewrite a resume, for any goals and tone", () => {
  const jobData = jobDataAtLimits();

  it(
    "revamp-cv-content answers within its schema",
    () => {
      fc.assert(
        fc.property(resumeAtLimit, fc.subarray([...REVAMP_GOALS]), fc.constantFrom(...REVAMP_TONES), (resumeData, goals, tone) => {
          const request = aiFunctions["revamp-cv-content"].request.parse({
            resumeData,
            jobData,
            targetRole: { title: "Site Reliability Engineer", level: "senior" },
            optimizationGoals: goals,
            tonePreference: tone,
          });
          expect(answerIssues("revamp-cv-content", request)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    LARGE_REQUEST_TIMEOUT_MS,
  );

  it(
    "optimize-resume answers within its schema",
    () => {
      fc.assert(
        fc.property(resumeAtLimit, fc.subarray([...OPTIMIZATION_GOALS]), (resume, goals) => {
          const request = aiFunctions["optimize-resume"].request.parse({
            resume,
            jobDescription: "Requirements: Kubernetes, JavaScript and PostgreSQL.",
            optimizationGoals: goals,
          });
          expect(answerIssues("optimize-resume", request)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    LARGE_REQUEST_TIMEOUT_MS,
  );

  it(
    "optimize-linkedin answers within its schema",
    () => {
      fc.assert(
        fc.property(resumeAtLimit, fc.subarray([...LINKEDIN_SECTIONS], { minLength: 1 }), (resume, sections) => {
          const request = aiFunctions["optimize-linkedin"].request.parse({ resume, sections });
          expect(answerIssues("optimize-linkedin", request)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    LARGE_REQUEST_TIMEOUT_MS,
  );
});
