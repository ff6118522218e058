import { queryOptions, useMutation } from "@tanstack/react-query";
import { contactApi, type ContactMessage, type ContactStatus } from "#shared/api/contact";
import { request } from "#web/lib/api-client";
import { queryKeys } from "#web/lib/api/query-keys";

/** Whether this site can deliver a message, and the signed-in user's details (contract: src/shared/api/contact.ts). */
export const fetchContactStatus = (signal?: AbortSignal): Promise<ContactStatus> => request(contactApi.status, {}, { signal });

// A failure is shown with 'Try again' at once, not retried behind a spinner.
export const contactStatusQuery = queryOptions({
  queryKey: queryKeys.contactStatus,
  queryFn: ({ signal }) => fetchContactStatus(signal),
  retry: false,
});

export const sendContactMessage = (message: ContactMessage): Promise<{ replyTo: string }> => request(contactApi.send, { body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
