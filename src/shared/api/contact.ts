import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../auth";
import { defineEndpoint, jsonAnswer, jsonBody } from "./endpoint";

const CONTACT = "/api/contact";

/** What a message is about; the site's operator reads it in the mail's subject. */
export const CONTACT_TOPICS = ["account", "privacy", "bug", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  account: "Account",
  privacy: "Privacy and data",
  bug: "Bug report",
  other: "Other",
};

export const CONTACT_LIMITS = {
  name: 100,
  messageMin: 10,
  messageMax: 5000,
  /** Messages one client address may send per hour: enough for a follow-up, too few to flood the operator. */
  perAddressPerHour: 3,
} as const;

// A line break in a name would end up in the mail's Reply-To header.
const singleLine = (value: string) => !/[\r\n]/.test(value);

export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name.")
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters.`)
    .refine(singleLine, "Your name must fit on one line."),
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address, so we can reply.")
    .max(EMAIL_MAX_LENGTH, `Your email address can be at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email("Enter a valid email address, such as name@example.com.")),
  topic: z.enum(CONTACT_TOPICS, "Choose what your message is about."),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Write at least ${CONTACT_LIMITS.messageMin} characters.`)
    .max(CONTACT_LIMITS.messageMax, `Your message can be at most ${CONTACT_LIMITS.messageMax.toLocaleString("en")} characters.`),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactStatusSchema = z.object({
  /** Whether the site has somewhere to deliver messages: CONTACT_EMAIL, or at least one administrator. */
  canDeliver: z.boolean(),
  /** The signed-in user's name and email, to fill the form in; null for a visitor. The name is empty when the account has none of its own. */
  sender: z.object({ name: z.string(), email: z.string() }).nullable(),
});

export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** The contact form of /contact, open to everyone, signed in or not. */
export const contactApi = {
  status: defineEndpoint({ method: "GET", path: CONTACT, answer: jsonAnswer(contactStatusSchema), status: 200, errors: [] }),
  /**
   * Mails the message to the site's operator, replying to the sender. RATE_LIMITED past
   * CONTACT_LIMITS.perAddressPerHour (with retryAfter); SERVICE_UNAVAILABLE while there is no recipient.
   */
  send: defineEndpoint({
    method: "POST",
    path: CONTACT,
    body: jsonBody(contactMessageSchema),
    answer: jsonAnswer(z.object({ replyTo: z.string() })),
    status: 200,
    errors: ["VALIDATION_FAILED", "RATE_LIMITED", "SERVICE_UNAVAILABLE"],
  }),
};
