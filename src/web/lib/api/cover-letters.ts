// Saved cover letters' web API (contract: src/shared/api/cover-letters.ts).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CoverLetter, CoverLetterInput } from "#shared/applications";
import { coverLettersApi } from "#shared/api/cover-letters";
import { request } from "../api-client";
import { queryKeys } from "./query-keys";

/** The session user's cover letters, most recently saved first. */
export const coverLettersQuery = queryOptions({
  queryKey: queryKeys.coverLetters,
  queryFn: async (): Promise<CoverLetter[]> => (await request(coverLettersApi.list, {})).coverLetters,
});

/** Saves a new letter, or over a saved one when `id` is given; the list shows it first either way. */
export function useSaveCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, letter }: { id?: string; letter: CoverLetterInput }): Promise<CoverLetter> =>
      id
        ? (await request(coverLettersApi.update, { params: { id }, body: letter })).coverLetter
        : (await request(coverLettersApi.create, { body: letter })).coverLetter,
    onSuccess: (saved) => {
      queryClient.setQueryData<CoverLetter[]>(queryKeys.coverLetters, (list) => [saved, ...(list ?? []).filter((l) => l.id !== saved.id)]);
    },
  });
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => request(coverLettersApi.delete, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<CoverLetter[]>(queryKeys.coverLetters, (list) => list?.filter((l) => l.id !== id));
    },
  });
}
