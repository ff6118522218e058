import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  /** The action link of the auth mails (confirmation, reset), which the journeys follow. */
  link: string;
  replyTo?: { name: string; address: string };
}

/** Waits for the newest mail the server wrote to DATA_DIR/mail for the address (the default, SMTP-less mode). */
export async function latestMail(to: string, subject: string): Promise<StoredMail> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = JSON.parse(await readFile(path.join(dir, file), "utf8")) as StoredMail;
          if (mail.to === to && mail.subject === subject) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

let counter = 0;
/** Unique across the workers that run journeys side by side (each counts on its own). */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-w${process.env.TEST_PARALLEL_INDEX ?? 0}-${++counter}@example.com`;
