// Resumes' web API, for the dashboard, the editor and the tools alike (contract: src/shared/api/resumes.ts).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { resumesApi, type ResumeSummary } from "#shared/api/resumes";
import { computeCompletion } from "#shared/completion";
import type { Resume, ResumeContent } from "#shared/resume";
import { request } from "../api-client";
import { queryKeys } from "./query-keys";

/** The session user's resumes as the list shows them, most recently updated first. */
export async function fetchResumes(): Promise<ResumeSummary[]> {
  return (await request(resumesApi.list, {})).resumes;
}

export async function fetchResume(id: string): Promise<Resume> {
  return (await request(resumesApi.get, { params: { id } })).resume;
}

export interface SaveOptions {
  /** The client's id of this save, stored with the version it writes (Resume.save_id). */
  saveId?: string;
  /** Lets a save outlive the page (sent while the tab closes). */
  keepalive?: boolean;
}

/** Stores a new resume; an id the server already has answers 409 CONFLICT, a full account 409 ACCOUNT_LIMIT_REACHED. */
export async function createResume(id: string, content: ResumeContent, { saveId, keepalive }: SaveOptions = {}): Promise<Resume> {
  return (await request(resumesApi.create, { body: { id, ...content, save_id: saveId } }, { keepalive })).resume;
}

/** Saves over the version the client last saw; a newer server version answers 409 RESUME_CONFLICT. */
export async function updateResume(
  id: string,
  content: ResumeContent,
  lastSeenUpdatedAt: string,
  { saveId, keepalive }: SaveOptions = {},
): Promise<Resume> {
  const body = { ...content, updated_at: lastSeenUpdatedAt, save_id: saveId };
  return (await request(resumesApi.update, { params: { id }, body }, { keepalive })).resume;
}

export async function deleteResume(id: string): Promise<void> {
  await request(resumesApi.delete, { params: { id } });
}

/** What the editor's auto-save writes and reads through (its ResumeGateway port). */
export const resumeGateway = { create: createResume, update: updateResume, fetch: fetchResume };

export const resumesQuery = queryOptions({ queryKey: queryKeys.resumes, queryFn: fetchResumes });

/** One whole resume: what an action or a tool that reads the content fetches, the list holding summaries only. */
export const resumeQuery = (id: string) => queryOptions({ queryKey: queryKeys.resume(id), queryFn: () => fetchResume(id) });

/** The whole resume chosen in a picker, fetched once chosen; idle while none is. */
export function useChosenResume(id: string | null) {
  return useQuery({ ...resumeQuery(id ?? ""), enabled: Boolean(id) });
}

/** A resume as the list shows it, from the whole resume the server answered a save with (the server writes the same). */
export function summaryOf(resume: Resume): ResumeSummary {
  const { id, title, template_id, updated_at } = resume;
  return { id, title, template_id, completion_score: computeCompletion(resume).score, updated_at };
}

/** Keeps the cache in step with a resume the server just stored: first in the list, and whole under its id. */
export function rememberSavedResume(queryClient: QueryClient, saved: Resume): void {
  queryClient.setQueryData<ResumeSummary[]>(resumesQuery.queryKey, (list) =>
    list ? [summaryOf(saved), ...list.filter((item) => item.id !== saved.id)] : list,
  );
  queryClient.setQueryData(resumeQuery(saved.id).queryKey, saved);
}

/** Removes the card only after the server confirms the delete (seed 000 section 4). */
export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ResumeSummary[]>(resumesQuery.queryKey, (list) => list?.filter((resume) => resume.id !== id));
      queryClient.removeQueries({ queryKey: resumeQuery(id).queryKey });
    },
  });
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: ResumeContent }) => createResume(id, content),
    onSuccess: (created) => rememberSavedResume(queryClient, created),
  });
}
