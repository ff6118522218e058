// Tracked job applications' web API (contract: src/shared/api/job-applications.ts): the job
// application generator saves them, the job tracker lists, edits and deletes them.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationStatus, JobApplication, JobApplicationChanges, JobApplicationInput } from "#shared/applications";
import { jobApplicationsApi } from "#shared/api/job-applications";
import { request } from "../api-client";
import { queryKeys } from "./query-keys";

/** The session user's applications, newest first. */
export const jobApplicationsQuery = queryOptions({
  queryKey: queryKeys.jobApplications,
  queryFn: async (): Promise<JobApplication[]> => (await request(jobApplicationsApi.list, {})).applications,
});

const replace = (list: JobApplication[] | undefined, changed: JobApplication) => list?.map((a) => (a.id === changed.id ? changed : a));

/** Saves a new application; it is first in the tracker at once. */
export function useCreateJobApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (application: JobApplicationInput) => (await request(jobApplicationsApi.create, { body: application })).application,
    onSuccess: (created) => {
      // Only into a list already loaded: a partial list would hide the others until the next fetch.
      queryClient.setQueryData<JobApplication[]>(queryKeys.jobApplications, (list) => list && [created, ...list]);
    },
  });
}

export function useUpdateJobApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: JobApplicationChanges }) =>
      (await request(jobApplicationsApi.update, { params: { id }, body: changes })).application,
    onSuccess: (changed) => queryClient.setQueryData<JobApplication[]>(queryKeys.jobApplications, (list) => replace(list, changed)),
  });
}

const withStatus = (list: JobApplication[] | undefined, id: string, status: ApplicationStatus) =>
  list?.map((a) => (a.id === id ? { ...a, status } : a));

/**
 * A status change shown at once (the tracker's board): the card is in its new column before the
 * server answers, and goes back if the server refuses, unless the user has moved it again meanwhile.
 */
export function useMoveJobApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ApplicationStatus; from: ApplicationStatus }) =>
      (await request(jobApplicationsApi.update, { params: { id }, body: { status } })).application,
    onMutate: async ({ id, status }) => {
      // A list fetched before the move must not land after it and put the card back.
      await queryClient.cancelQueries({ queryKey: queryKeys.jobApplications });
      queryClient.setQueryData<JobApplication[]>(queryKeys.jobApplications, (list) => withStatus(list, id, status));
    },
    onError: (_error, { id, status, from }) => {
      queryClient.setQueryData<JobApplication[]>(queryKeys.jobApplications, (list) =>
        list?.find((a) => a.id === id)?.status === status ? withStatus(list, id, from) : list,
      );
    },
    onSuccess: (changed) =>
      queryClient.setQueryData<JobApplication[]>(queryKeys.jobApplications, (list) => {
        // A later move still on its way keeps its column; its own answer settles the row.
        const shown = list?.find((a) => a.id === changed.id)?.status ?? changed.status;
        return replace(list, { ...changed, status: shown });
      }),
  });
}

export function useDeleteJobApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => request(jobApplicationsApi.delete, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<JobApplication[]>(queryKeys.jobApplications, (list) => list?.filter((a) => a.id !== id));
    },
  });
}
