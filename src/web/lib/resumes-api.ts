import type { Resume, ResumeContent } from "../../shared/resume";
import { requestJson } from "./api-client";

/** The session user's resumes, most recently updated first. */
export async function fetchResumes(): Promise<Resume[]> {
  return (await requestJson<{ resumes: Resume[] }>("GET", "/api/resumes")).resumes;
}

export async function fetchResume(id: string): Promise<Resume> {
  return (await requestJson<{ resume: Resume }>("GET", `/api/resumes/${encodeURIComponent(id)}`)).resume;
}

export interface SaveOptions {
  /** The client's id of this save, stored with the version it writes (Resume.save_id). */
  saveId?: string;
  /** Lets a save outlive the page (sent while the tab closes). */
  keepalive?: boolean;
}

/** Stores a new resume; an id the server already has answers 409 CONFLICT. */
export async function createResume(id: string, content: ResumeContent, { saveId, keepalive }: SaveOptions = {}): Promise<Resume> {
  return (await requestJson<{ resume: Resume }>("POST", "/api/resumes", { body: { id, ...content, save_id: saveId }, keepalive })).resume;
}

/** Saves over the version the client last saw; a newer server version answers 409 RESUME_CONFLICT. */
export async function updateResume(
  id: string,
  content: ResumeContent,
  lastSeenUpdatedAt: string,
  { saveId, keepalive }: SaveOptions = {},
): Promise<Resume> {
  const path = `/api/resumes/${encodeURIComponent(id)}`;
  const body = { ...content, updated_at: lastSeenUpdatedAt, save_id: saveId };
  return (await requestJson<{ resume: Resume }>("PUT", path, { body, keepalive })).resume;
}

export async function deleteResume(id: string): Promise<void> {
  await requestJson<void>("DELETE", `/api/resumes/${encodeURIComponent(id)}`);
}
