import { builtinEngine } from "../../src/server/ai/builtin";
import type { AiInput } from "../../src/server/ai/results";
import { aiRequestSchemas, type AiFunctionName } from "../../src/shared/ai";
import { advert, interviewData } from "./samples";

/** A request to each JSON function about the resume and the advert, validated as the API does (bench/ai/run.ts and the worker pool's tests). */
export const inputFor = (resume: unknown): { [F in Exclude<AiFunctionName, "parse-resume-upload">]: AiInput<F> } => ({
  "generate-resume": aiRequestSchemas["generate-resume"].parse({ interviewData, templateId: "modern" }),
  "generate-cover-letter": aiRequestSchemas["generate-cover-letter"].parse({
    jobTitle: "Senior Backend Engineer",
    companyName: "Northwind Health",
    jobDescription: advert,
    resume,
  }),
  "generate-job-application": aiRequestSchemas["generate-job-application"].parse({
    jobTitle: "Senior Backend Engineer",
    companyName: "Northwind Health",
    jobDescription: advert,
    resume,
    salaryExpectation: "$150,000",
    availabilityDate: "March 2027",
  }),
  "optimize-resume": aiRequestSchemas["optimize-resume"].parse({
    resume,
    jobDescription: advert,
    optimizationGoals: ["ats", "content", "keywords", "length"],
  }),
  "optimize-linkedin": aiRequestSchemas["optimize-linkedin"].parse({
    resume,
    sections: ["headline", "about", "experience", "skills", "featured"],
  }),
  "parse-job-description": aiRequestSchemas["parse-job-description"].parse({ jobDescription: advert }),
  "revamp-cv-content": aiRequestSchemas["revamp-cv-content"].parse({
    resumeData: resume,
    jobData: builtinEngine["parse-job-description"]({ jobDescription: advert }),
    optimizationGoals: ["ats", "impact", "keywords", "restructure", "quantify"],
  }),
  "calculate-cv-scores": aiRequestSchemas["calculate-cv-scores"].parse({
    resumeData: resume,
    jobData: builtinEngine["parse-job-description"]({ jobDescription: advert }),
  }),
});
