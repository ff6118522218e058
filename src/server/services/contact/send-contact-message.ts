import type { Kysely } from "kysely";
import { CONTACT_LIMITS, type ContactMessage, type ContactStatus } from "#shared/api/contact";
import { listRoleHolderEmails } from "../../db/queries/user-roles";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { contactMail } from "../../mail/contact-mail";
import type { Mailer } from "../../mail/mailer";
import { countAttempt, minutes, type AttemptRule } from "../limits/attempt-limits";

export interface ContactDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** CONTACT_EMAIL: the one recipient when set; otherwise every administrator. */
  contactEmail: string | undefined;
  /** PUBLIC_URL, named in the mail so an operator of several sites knows which one it came from. */
  siteUrl: string;
}

/** The signed-in user sending or opening the form, if any. */
export interface ContactUser {
  id: string;
  name: string;
  email: string;
}

/** Per client address, counted in the database so that every instance of the site shares it. */
export const CONTACT_RULE: AttemptRule = {
  name: "contact:address",
  max: CONTACT_LIMITS.perAddressPerHour,
  windowMs: 60 * 60 * 1000,
  refusal: (wait) => `You have sent ${CONTACT_LIMITS.perAddressPerHour} messages in the last hour. Please try again in ${minutes(wait)}.`,
};

const NO_RECIPIENT = "This site has no contact address yet, so messages cannot be delivered.";

async function recipientsOf(deps: ContactDeps): Promise<string[]> {
  return deps.contactEmail ? [deps.contactEmail] : listRoleHolderEmails(deps.db, "admin");
}

/** Whether the form can deliver, and the signed-in user's details to fill it in with. */
export async function getContactStatus(deps: ContactDeps, { user }: { user: ContactUser | null }): Promise<ContactStatus> {
  const recipients = await recipientsOf(deps);
  return {
    canDeliver: recipients.length > 0,
    // Sign-up stores the email as the name, which is no name to greet someone by.
    sender: user ? { name: user.name === user.email ? "" : user.name, email: user.email } : null,
  };
}

/**
 * Mails a message to CONTACT_EMAIL, or to each administrator, with the sender as Reply-To. Counted
 * against the client's address before anything is sent, so concurrent sends cannot pass the limit;
 * a site without a recipient refuses without counting.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  sent: { message: ContactMessage; user: ContactUser | null; clientAddress: string; now: Date },
): Promise<{ replyTo: string }> {
  const recipients = await recipientsOf(deps);
  if (recipients.length === 0) throw new AppError("SERVICE_UNAVAILABLE", NO_RECIPIENT);
  await countAttempt(deps, { rule: CONTACT_RULE, subject: sent.clientAddress, now: sent.now });
  const account = sent.user ? { id: sent.user.id, email: sent.user.email } : null;
  for (const to of recipients) await deps.mailer.send(contactMail(to, sent.message, { account }, deps.siteUrl));
  return { replyTo: sent.message.email };
}
