import { CONTACT_TOPIC_LABELS, type ContactMessage } from "#shared/api/contact";
import { escapeHtml } from "./escape-html";
import type { MailMessage } from "./mailer";

/** Who sent a contact message, as far as the site knows: a signed-in account, or a visitor whose address is unproven. */
export interface ContactSender {
  /** The account of a signed-in sender: an operator can act on its requests (a deletion, say) knowing who asked. */
  account: { id: string; email: string } | null;
}

/** The mail an operator gets from the contact form; answering it replies to the sender. */
export function contactMail(to: string, message: ContactMessage, sender: ContactSender, siteUrl: string): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  const origin = sender.account
    ? `Sent while signed in as ${sender.account.email} (user id ${sender.account.id}).`
    : "Sent by a visitor who was not signed in: the email address has not been confirmed.";
  const facts = [`From: ${message.name} <${message.email}>`, `Topic: ${topic}`, origin];
  const footnote = `Sent with the contact form of ${siteUrl}/contact. Reply to this mail to answer ${message.name}.`;
  const text = `${facts.join("\n")}\n\n${message.message}\n\n-- \n${footnote}\n`;
  const html = `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#2563eb;padding-bottom:16px">Vitae</td></tr>
<tr><td style="font-size:14px;line-height:21px;color:#334155;padding-bottom:16px">${facts.map(escapeHtml).join("<br>")}</td></tr>
<tr><td style="font-size:15px;line-height:22px;white-space:pre-wrap;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(message.message)}</td></tr>
<tr><td style="font-size:13px;line-height:19px;color:#64748b;padding-top:24px">${escapeHtml(footnote)}</td></tr>
</table></td></tr></table></body></html>`;
  return {
    to,
    subject: `Contact form: ${topic} from ${message.name}`,
    text,
    html,
    replyTo: { name: message.name, address: message.email },
  };
}
