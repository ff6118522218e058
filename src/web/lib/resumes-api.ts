import type { Resume, ResumeContent } from "../../shared/resume";
import { requestJson } from "./api-client";

/** The session user's resumes, most recently updated first. */
export async function fetchResumes(): Promise<Resume[]> {
  return (await requestJson<{ resumes: Resume[] }>("GET", "/api/resumes")).resumes;
}

export async function fetchResume(id: string): Promise<Resume> {
  return (await requestJson<{ resume: Resume }>("GET", `/api/resumes/${encodeURIComponent(id)}`)).resume;
}

export async function createResume(id: string, content: ResumeContent): Promise<Resume> {
  return (await requestJson<{ resume: Resume }>("POST", "/api/resumes", { body: { id, ...content } })).resume;
}

/** Saves over the version the client last saw; a newer server version answers 409 RESUME_CONFLICT. */
export async function updateResume(
  id: string,
  content: ResumeContent,
  lastSeenUpdatedAt: string,
  options: { keepalive?: boolean } = {},
): Promise<Resume> {
  const path = `/api/resumes/${encodeURIComponent(id)}`;
  return (await requestJson<{ resume: Resume }>("PUT", path, { body: { ...content, updated_at: lastSeenUpdatedAt }, ...options })).resume;
}

export async function deleteResume(id: string): Promise<void> {
  await requestJson<void>("DELETE", `/api/resumes/${encodeURIComponent(id)}`);
}
