import { parseResume } from "../../intake/parse-resume";
import type { BuiltinEngine } from "../results";
import { calculateCvScores } from "./calculate-cv-scores";
import { generateCoverLetter } from "./generate-cover-letter";
import { generateJobApplication } from "./generate-job-application";
import { generateResume } from "./generate-resume";
import { optimizeLinkedin } from "./optimize-linkedin";
import { optimizeResume } from "./optimize-resume";
import { parseJobDescription } from "./parse-job-description";
import { revampCvContent } from "./revamp-cv-content";

/** The engine that always answers, with no AI account: one deterministic module per function. */
export const builtinEngine: BuiltinEngine = {
  "generate-resume": generateResume,
  "parse-resume-upload": ({ document }) => parseResume(document),
  "generate-cover-letter": generateCoverLetter,
  "generate-job-application": generateJobApplication,
  "optimize-resume": optimizeResume,
  "optimize-linkedin": optimizeLinkedin,
  "parse-job-description": parseJobDescription,
  "revamp-cv-content": revampCvContent,
  "calculate-cv-scores": calculateCvScores,
};
