import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactApi } from "#shared/api/contact";
import { grantAdmin } from "../services/admin/manage-admins";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number; issues?: Array<{ path: string; message: string }> };
}

const CONTACT_EMAIL = "hello@vitae-site.example";
const PATH = contactApi.send.path;

// Documentation ranges (RFC 5737): each test sends from an address of its own, so the hourly limit of one never meets another.
let addressSeq = 0;
const visitor = (t: TestApp) => new TestClient(t.app, `198.51.100.${++addressSeq}`);

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Jane Doe",
  email: "jane@example.com",
  topic: "privacy",
  message: "Please tell me which data you keep about me.",
  ...overrides,
});

const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;
const counterRows = (t: TestApp) => t.services.database.db.selectFrom("attempt_counts").selectAll().execute();

describe("with CONTACT_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_EMAIL });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("tells a visitor the form can deliver, with nothing to fill in for them", async () => {
    const response = await visitor(t).get(PATH);
    expect(response.status).toBe(200);
    expect(contactApi.status.answer.schema.parse(await response.json())).toEqual({ canDeliver: true, sender: null });
  });

  it("mails a visitor's message to CONTACT_EMAIL, answering to the sender, and says where the reply goes", async () => {
    const response = await visitor(t).post(PATH, message({ name: "  Jane Doe ", email: " jane@example.com " }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ replyTo: "jane@example.com" });

    const mail = await t.mail.next(CONTACT_EMAIL);
    expect(mail.subject).toBe("Contact form: Privacy and data from Jane Doe");
    expect(mail.replyTo).toBe("Jane Doe <jane@example.com>");
    expect(mail.text).toContain("From: Jane Doe <jane@example.com>");
    expect(mail.text).toContain("Please tell me which data you keep about me.");
    expect(mail.text).toContain("not signed in: the email address has not been confirmed");
  });

  it("fills the form in for a signed-in user and names their account in the mail", async () => {
    const email = `member-${Date.now()}@example.com`;
    const member = await signUpAndVerify(t, email, "secret-pass", `198.51.100.${++addressSeq}`);
    const { user } = (await member.session())!;
    // Sign-up keeps the email as the name: nothing to greet someone by, so the name is left to them.
    expect(await (await member.get(PATH)).json()).toEqual({ canDeliver: true, sender: { name: "", email } });

    expect((await member.post(PATH, message({ name: "Sam Member", email, topic: "account" }))).status).toBe(200);
    const mail = await t.mail.next(CONTACT_EMAIL);
    expect(mail.subject).toBe("Contact form: Account from Sam Member");
    expect(mail.text).toContain(`Sent while signed in as ${email} (user id ${user.id}).`);
  });

  it("refuses each invalid field with its own message, mailing and counting nothing", async () => {
    const before = { mails: t.mail.mails.length, counters: (await counterRows(t)).length };
    const client = visitor(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "   " }, "name", "Enter your name."],
      [{ name: "x".repeat(CONTACT_LIMITS.name + 1) }, "name", `Your name can be at most ${CONTACT_LIMITS.name} characters.`],
      [{ name: "Jane\r\nBcc: everyone@example.com" }, "name", "Your name must fit on one line."],
      [{ email: "jane-at-example.com" }, "email", "Enter a valid email address, such as name@example.com."],
      [{ topic: "sales" }, "topic", "Choose what your message is about."],
      [{ message: "Too short" }, "message", `Write at least ${CONTACT_LIMITS.messageMin} characters.`],
      [{ message: "x".repeat(CONTACT_LIMITS.messageMax + 1) }, "message", "Your message can be at most 5,000 characters."],
    ];
    for (const [overrides, path, text] of cases) {
      const response = await client.post(PATH, message(overrides));
      expect(response.status, path).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.issues).toEqual([{ path, message: text }]);
    }
    const empty = await errorOf(await client.post(PATH, {}));
    expect(empty.issues?.map((issue) => issue.path)).toEqual(["name", "email", "topic", "message"]);
    expect(t.mail.mails).toHaveLength(before.mails);
    expect(await counterRows(t)).toHaveLength(before.counters);
  });

  it(`sends ${CONTACT_LIMITS.perAddressPerHour} messages an hour from one address, then answers 429 with the wait`, async () => {
    const client = visitor(t);
    for (let i = 0; i < CONTACT_LIMITS.perAddressPerHour; i++) expect((await client.post(PATH, message())).status).toBe(200);
    const refused = await client.post(PATH, message());
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.retryAfter).toBeGreaterThan(59 * 60);
    expect(error.retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(refused.headers.get("retry-after")).toBe(String(error.retryAfter));
    expect(error.message).toBe("You have sent 3 messages in the last hour. Please try again in 60 minutes.");
    // Another address is another person.
    expect((await visitor(t).post(PATH, message())).status).toBe(200);
  });

  it("lets no more than the limit through when one address sends many at once", async () => {
    const client = visitor(t);
    const before = t.mail.mails.length;
    const responses = await Promise.all(Array.from({ length: 8 }, () => client.post(PATH, message())));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONTACT_LIMITS.perAddressPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - CONTACT_LIMITS.perAddressPerHour);
    await expect.poll(() => t.mail.mails.length - before).toBe(CONTACT_LIMITS.perAddressPerHour);
  });
});

describe("without CONTACT_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("says there is no recipient and refuses to send, counting nothing, while the site has no administrator", async () => {
    const client = visitor(t);
    expect(await (await client.get(PATH)).json()).toEqual({ canDeliver: false, sender: null });
    const refused = await client.post(PATH, message());
    expect(refused.status).toBe(503);
    expect(await errorOf(refused)).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "This site has no contact address yet, so messages cannot be delivered.",
    });
    expect(await counterRows(t)).toEqual([]);
    expect(t.mail.mails).toEqual([]);
  });

  it("mails every administrator once the site has them", async () => {
    const admins = [`first-admin-${Date.now()}@example.com`, `second-admin-${Date.now()}@example.com`];
    for (const email of admins) {
      await signUpAndVerify(t, email, "secret-pass", `198.51.100.${++addressSeq}`);
      await grantAdmin({ db: t.services.database.db }, { email });
    }
    const client = visitor(t);
    expect(await (await client.get(PATH)).json()).toEqual({ canDeliver: true, sender: null });
    expect((await client.post(PATH, message({ topic: "bug", message: "The export button does nothing on my phone." }))).status).toBe(200);
    for (const email of admins) {
      const mail = await t.mail.next(email);
      expect(mail.to).toEqual([email]);
      expect(mail.subject).toBe("Contact form: Bug report from Jane Doe");
      expect(mail.replyTo).toBe("Jane Doe <jane@example.com>");
      expect(mail.text).toContain("The export button does nothing on my phone.");
    }
  });
});
