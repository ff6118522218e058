import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** The Reply-To header as sent (name and address), when the mail has one. */
  replyTo: string | undefined;
  /** Links found in the decoded body, in order. */
  links: string[];
}

export interface MailCapture {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the next mail to the address, waiting for it if it has not arrived yet. */
  next(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/**
 * Reads the text/plain part of a message. Parts end at the MIME boundary only: a wrapped line of
 * the body may itself start with "--" (tokens are base64url), so "--" alone ends nothing.
 */
function parseMessage(raw: string, to: string[]): CapturedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? "";
  const replyTo = /^Reply-To: (.*)$/im.exec(head)?.[1]?.trim();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const plain =
    parts.find((part) => /Content-Type: text\/plain/i.test(part.split(/\r?\n\r?\n/)[0] ?? "")) ?? (boundary ? "" : `${head}\n\n${body}`);
  const [partHead = "", ...partBody] = plain.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(partHead)?.[1] ?? "7bit";
  const text = decodeBody(partBody.join("\n\n").replace(/\r?\n$/, ""), encoding);
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
  return { to, subject, text, replyTo, links };
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: CapturedMail) => void }> = [];
  const taken = new Set<CapturedMail>();

  const deliver = (mail: CapturedMail) => {
    mails.push(mail);
    const waiter = waiters.findIndex((w) => mail.to.includes(w.to));
    if (waiter >= 0) {
      taken.add(mail);
      waiters.splice(waiter, 1)[0]!.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        deliver(parseMessage(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const waiting = mails.find((mail) => !taken.has(mail) && mail.to.includes(address));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
