import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Resume, ResumeContent } from "../../../../shared/resume";
import { createResume, deleteResume, fetchResumes } from "../../../lib/resumes-api";

export const resumesQuery = queryOptions({ queryKey: ["resumes"], queryFn: fetchResumes });

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
