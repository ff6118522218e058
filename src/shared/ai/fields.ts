import { z } from "zod";
import { AI_LIMITS } from "./limits";

// The fields several functions' requests and answers are made of.

export const text = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);
export const optionalText = (max: number) => text(max).default("");

export const scoreSchema = z.number().int().min(0).max(100);

export const jobTitle = text(AI_LIMITS.jobField).trim().min(1, "Enter the job title.");
export const companyName = text(AI_LIMITS.jobField).trim().min(1, "Enter the company name.");
export const jobDescription = text(AI_LIMITS.jobDescription).trim().min(1, "Enter the job description.");
