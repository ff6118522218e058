import { CONTACT_TOPIC_LABELS } from "#shared/api/contact";
import { marketingPage } from "#web/features/marketing/pages/marketing-pages";
import { latestMail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

// playwright.config.ts gives the server this CONTACT_EMAIL; without SMTP_URL the mail is written to DATA_DIR/mail.
const CONTACT_EMAIL = "contact@vitae.test";

test("a visitor writes through the contact form, is shown each mistake, sees where the reply goes, and the operator gets the mail", async ({
  page,
}) => {
  const name = `Visitor ${Date.now()}-${test.info().parallelIndex}`;
  await page.goto("/contact");
  await expect(page).toHaveTitle(marketingPage("/contact")!.title);
  const form = page.getByRole("form", { name: "Send a message" });

  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Your name")).toBeFocused();
  await expect(form.getByText("Enter your name.")).toBeVisible();
  await expectNoAxeViolations(page, "the form with its errors");

  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your email").fill("visitor@example.com");
  await form.getByLabel("Topic").selectOption({ label: CONTACT_TOPIC_LABELS.privacy });
  await form.getByLabel("Message").fill("Please tell me which data you keep about me, and how to delete it.");
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page.getByText("we reply to visitor@example.com")).toBeVisible();

  const mail = await latestMail(CONTACT_EMAIL, `Contact form: Privacy and data from ${name}`);
  expect(mail.replyTo).toEqual({ name, address: "visitor@example.com" });
  expect(mail.text).toContain("Please tell me which data you keep about me, and how to delete it.");
});

for (const { path, heading, section } of [
  { path: "/privacy", heading: "Privacy policy", section: "Delete your data" },
  { path: "/terms", heading: "Terms of use", section: "Check what the AI writes" },
]) {
  test(`${path} shows its heading, its title and a contents list that leads to each section`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(marketingPage(path)!.title);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: section }).click();
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeInViewport();
  });
}
