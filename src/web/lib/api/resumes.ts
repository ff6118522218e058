// Resumes' web API, for the dashboard and the editor alike (contract: src/shared/api/resumes.ts).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { resumesApi } from "../../../shared/api/resumes";
import type { Resume, ResumeContent } from "../../../shared/resume";
import { request } from "../api-client";
import { queryKeys } from "./query-keys";

/** The session user's resumes, most recently updated first. */
export async function fetchResumes(): Promise<Resume[]> {
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

/** Stores a new resume; an id the server already has answers 409 CONFLICT. */
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

/** Removes the card only after the server confirms the delete (seed 000 section 4). */
export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Resume[]>(resumesQuery.queryKey, (list) => list?.filter((resume) => resume.id !== id));
    },
  });
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: ResumeContent }) => createResume(id, content),
    onSuccess: (created) => {
      queryClient.setQueryData<Resume[]>(resumesQuery.queryKey, (list) => [created, ...(list ?? [])]);
    },
  });
}
