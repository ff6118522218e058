import { escapeHtml } from "./escape-html";
import type { MailMessage } from "./mailer";

interface MailContent {
  subject: string;
  heading: string;
  paragraph: string;
  action: string;
  footnote: string;
}

function compose(to: string, link: string, content: MailContent): MailMessage {
  const html = `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#2563eb;padding-bottom:16px">Vitae</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:8px">${escapeHtml(content.heading)}</td></tr>
<tr><td style="font-size:15px;line-height:22px;padding-bottom:24px">${escapeHtml(content.paragraph)}</td></tr>
<tr><td><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(content.action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:19px;color:#64748b;padding-top:24px">${escapeHtml(content.footnote)}<br>${escapeHtml(link)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${content.paragraph}\n\n${content.action}:\n${link}\n\n${content.footnote}\n`;
  return { to, subject: content.subject, text, html, link };
}

export function verificationMail(to: string, link: string): MailMessage {
  return compose(to, link, {
    subject: "Confirm your email for Vitae",
    heading: "Confirm your email",
    paragraph: "Confirm your email address to finish creating your Vitae account.",
    action: "Confirm email",
    footnote: "If you did not sign up for Vitae, ignore this mail. The link works for one hour.",
  });
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return compose(to, link, {
    subject: "Reset your Vitae password",
    heading: "Reset your password",
    paragraph: "Someone asked to reset the password of your Vitae account. Choose a new password with the link below.",
    action: "Set a new password",
    footnote: "If you did not ask for this, ignore this mail: your password stays as it is. The link works for one hour.",
  });
}

export function existingAccountMail(to: string, link: string): MailMessage {
  return compose(to, link, {
    subject: "You already have a Vitae account",
    heading: "You already have an account",
    paragraph:
      "Someone tried to create a Vitae account with this email address, which already has one. Sign in instead; if you forgot your password, use 'Forgot password?' on the sign-in page.",
    action: "Sign in",
    footnote: "If this was not you, ignore this mail: nothing was changed.",
  });
}
