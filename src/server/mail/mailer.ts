import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail, printed to the log when no SMTP server is configured; a message without one (the contact form's) has none. */
  link?: string;
  /** Where an answer goes: the sender of a contact message. */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        options.logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const mailDir = path.join(options.dataDir, "mail");
  return {
    async send(message) {
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(mailDir, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, "_")}.json`);
      await writeFile(file, JSON.stringify({ from: options.from, ...message, sentAt: new Date().toISOString() }, null, 2));
      options.logger.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        `mail to ${message.to}: ${message.subject}${message.link ? ` — ${message.link}` : ""}`,
      );
    },
  };
}
