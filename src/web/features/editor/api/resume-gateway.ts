import { createResume, fetchResume, updateResume } from "../../../lib/resumes-api";
import type { ResumeGateway } from "../autosave/auto-save";

export const resumeGateway: ResumeGateway = { create: createResume, update: updateResume, fetch: fetchResume };
