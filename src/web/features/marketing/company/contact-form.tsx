import { CircleCheck, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactApi,
  contactMessageSchema,
  type ContactStatus,
} from "#shared/api/contact";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Select, SelectOption } from "#web/components/ui/select";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, isApiError } from "#web/lib/api-client";
import { useSecondsLeft, type Wait } from "#web/lib/use-elapsed-seconds";
import { useFormDraft } from "#web/lib/use-form-draft";
import { useSendContactMessage } from "../api/contact";

/** The form as typed: the topic is empty until one is chosen. */
interface Draft {
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** Screen order: the first field in error takes the focus. */
const FIELD_ORDER: (keyof Draft)[] = ["name", "email", "topic", "message"];

/** Why a send failed, for everything that is not a field's own mistake. */
function failureOf(error: unknown): string {
  if (isApiError(error, contactApi.send, "RATE_LIMITED", "SERVICE_UNAVAILABLE")) return error.message;
  if (error instanceof ApiError) return "The server could not send your message. Please try again in a moment.";
  return "We could not reach the server. Check your connection, then try again.";
}

/**
 * The contact form: checked here with the contract's schema for quick field errors, and again by
 * the server, whose refusals (a field, the hourly limit) are shown the same way. A failed send keeps
 * everything typed.
 */
export function ContactForm({ sender }: { sender: ContactStatus["sender"] }) {
  const sending = useSendContactMessage();
  const { draft, setDraft, errors, showIssues, field, formRef } = useFormDraft<Draft, keyof Draft>(
    () => ({ name: sender?.name ?? "", email: sender?.email ?? "", topic: "", message: "" }),
    FIELD_ORDER,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useState<Wait | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(wait);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contactMessageSchema.safeParse(draft);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    sending.mutate(parsed.data, {
      onSuccess: ({ replyTo }) => setSentTo(replyTo),
      onError: (error) => {
        if (isApiError(error, contactApi.send, "VALIDATION_FAILED") && error.body.issues?.length) {
          showIssues(error.body.issues);
          return;
        }
        if (isApiError(error, contactApi.send, "RATE_LIMITED") && error.body.retryAfter) {
          setWait({ startedAt: Date.now(), seconds: error.body.retryAfter });
        }
        setFailure(failureOf(error));
      },
    });
  };

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8">
        <CircleCheck className="size-10 text-green-600" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Message sent</h2>
        <p className="mt-2 text-base leading-7 text-slate-700">
          Thank you, {draft.name.trim()}. Your message is on its way to the people who run this site, and we reply to{" "}
          <strong className="break-all text-slate-900">{sentTo}</strong>.
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            setDraft((current) => ({ ...current, topic: "", message: "" }));
            setSentTo(null);
          }}
        >
          Write another message
        </Button>
      </div>
    );
  }

  const isWaiting = secondsLeft > 0;
  const length = draft.message.trim().length;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="grid gap-5"
      aria-busy={sending.isPending}
    >
      <div>
        <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Send a message
        </h2>
        <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name}>
          {(control) => <Input {...control} {...field("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
        </FormField>
        <FormField label="Your email" error={errors.email}>
          {(control) => <Input {...control} {...field("email")} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField label="Topic" error={errors.topic}>
        {(control) => (
          <Select {...control} {...field("topic")}>
            <SelectOption value="" disabled>
              Choose a topic
            </SelectOption>
            {CONTACT_TOPICS.map((topic) => (
              <SelectOption key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </SelectOption>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Message" error={errors.message}>
        {(control) => (
          <>
            <Textarea
              {...control}
              {...field("message")}
              aria-describedby={[control["aria-describedby"], "contact-message-count"].filter(Boolean).join(" ")}
              rows={8}
              maxLength={CONTACT_LIMITS.messageMax}
              className="min-h-40 resize-y"
            />
            <p id="contact-message-count" className="text-sm text-slate-600">
              {length.toLocaleString("en")} of {CONTACT_LIMITS.messageMax.toLocaleString("en")} characters, at least{" "}
              {CONTACT_LIMITS.messageMin}
            </p>
          </>
        )}
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Your message was not sent</AlertTitle>
          <AlertDescription>
            <p>{failure}</p>
            {isWaiting ? <p>You can send again in {secondsLeft} seconds. What you wrote stays here.</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={sending.isPending || isWaiting}>
          <Send aria-hidden="true" />
          {sending.isPending ? "Sending..." : "Send message"}
        </Button>
      </div>
    </form>
  );
}
