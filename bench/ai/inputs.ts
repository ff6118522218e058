import type { AiInput } from "#server/ai/functions";
import { parseJobDescription } from "#server/ai/functions/parse-job-description/builtin";
import { aiFunctions, type AiFunctionName } from "#shared/ai";
import { advert, interviewData } from "./samples";

/** A request to each JSON function about the resume and the advert, validated as the API does (bench/ai/run.ts and the worker pool's tests). */
export const inputFor = (resume: unknown): { [F in Exclude<AiFunctionName, "parse-resume-upload">]: AiInput<F> } => ({
  "generate-resume": aiFunctions["generate-resume"].request.parse({ interviewData, templateId: "modern" }),
  "generate-cover-letter": aiFunctions["generate-cover-letter"].request.parse({
    jobTitle: "Senior Backend Engineer",
    companyName: "Northwind Health",
    jobDescription: advert,
    resume,
  }),
  "generate-job-application": aiFunctions["generate-job-application"].request.parse({
    jobTitle: "Senior Backend Engineer",
    companyName: "Northwind Health",
    jobDescription: advert,
    resume,
    salaryExpectation: "$150,000",
    availabilityDate: "March 2027",
  }),
  "optimize-resume": aiFunctions["optimize-resume"].request.parse({
    resume,
    jobDescription: advert,
    optimizationGoals: ["ats", "content", "keywords", "length"],
  }),
  "optimize-linkedin": aiFunctions["optimize-linkedin"].request.parse({
    resume,
    sections: ["headline", "about", "experience", "skills", "featured"],
  }),
  "parse-job-description": aiFunctions["parse-job-description"].request.parse({ jobDescription: advert }),
  "revamp-cv-content": aiFunctions["revamp-cv-content"].request.parse({
    resumeData: resume,
    jobData: parseJobDescription({ jobDescription: advert }),
    optimizationGoals: ["ats", "impact", "keywords", "restructure", "quantify"],
  }),
  "calculate-cv-scores": aiFunctions["calculate-cv-scores"].request.parse({
    resumeData: resume,
    jobData: parseJobDescription({ jobDescription: advert }),
  }),
});
