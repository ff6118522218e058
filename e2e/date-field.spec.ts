import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import {
  createResumeViaApi,
  entryCards,
  expandEntry,
  openSection,
  preview,
  sample,
  sampleContent,
  sectionNav,
  sectionRegion,
  signUpFreshUser,
  textbox,
} from "./support/resume";

async function openSavedResume(page: Page, label: string) {
  await signUpFreshUser(page, label);
  const resume = await createResumeViaApi(page, sampleContent());
  await page.goto(`/dashboard/editor/${resume.id}`);
  await expect(textbox(sectionRegion(page, "Personal Info"), "Full Name")).toHaveValue(sample.personal.fullName);
}

const picker = (page: Page, label: string) => page.getByRole("dialog", { name: `Choose a month for ${label}` });

test("a custom Date field picks a month and year with the mouse or the keyboard, and still takes free text", async ({ page }) => {
  await openSavedResume(page, "custom-date");
  await sectionNav(page).getByRole("button", { name: "Add Custom Section" }).click();
  const custom = sectionRegion(page, "Custom Section");
  const fields = custom.getByRole("group", { name: "Fields" });
  await textbox(fields, "Label").fill("Awarded");
  await fields.getByRole("combobox", { name: "Type" }).selectOption("Date");
  await custom.getByRole("button", { name: "Add Item" }).click();
  const items = custom.getByRole("list", { name: "Custom Section items" });
  const awarded = textbox(items, "Awarded");
  const open = items.getByRole("button", { name: "Choose a month for Awarded" });

  const thisYear = new Date().getFullYear();
  await open.click();
  const dialog = picker(page, "Awarded");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(String(thisYear), { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Previous year" }).click();
  await dialog.getByRole("button", { name: "Previous year" }).click();
  await dialog.getByRole("button", { name: `March ${thisYear - 2}` }).click();
  await expect(dialog).toBeHidden();
  await expect(awarded).toHaveValue(`Mar ${thisYear - 2}`);
  await expect(preview(page)).toContainText(`Mar ${thisYear - 2}`);
  await expect(open).toBeFocused();

  // Keyboard only: the picker opens on the chosen month; arrows move by month and row, Page Up by year.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: `March ${thisYear - 2}` })).toBeFocused();
  await expect(dialog.getByRole("button", { name: `March ${thisYear - 2}` })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("button", { name: `July ${thisYear - 2}` })).toBeFocused();
  await page.keyboard.press("PageUp");
  await expect(dialog.getByRole("button", { name: `July ${thisYear - 3}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(awarded).toHaveValue(`Jul ${thisYear - 3}`);
  // The closing picker hands focus back to its button a frame later; Enter there opens it again.
  await expect(open).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(awarded).toHaveValue(`Jul ${thisYear - 3}`);

  await awarded.fill("Spring 2021");
  await expect(awarded).toHaveValue("Spring 2021");
  await expect(preview(page)).toContainText("Spring 2021");
});

test("the other dates use the same picker, which opens on the year already typed", async ({ page }) => {
  await openSavedResume(page, "experience-date");
  const experience = await openSection(page, "Experience");
  await expandEntry(experience, new RegExp(`${sample.experience.position} · ${sample.experience.company}`));
  const card = entryCards(experience.getByRole("list", { name: "Experience entries" })).first();
  await expect(textbox(card, "Start Date")).toHaveValue("Jan 2020");
  await card.getByRole("button", { name: "Choose a month for Start Date" }).click();
  const dialog = picker(page, "Start Date");
  await expect(dialog.getByText("2020", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "January 2020" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Next year" }).click();
  await dialog.getByRole("button", { name: "June 2021" }).click();
  await expect(textbox(card, "Start Date")).toHaveValue("Jun 2021");
  await expect(preview(page)).toContainText("Jun 2021 – Dec 2023");

  // A current job has no end date to pick.
  await card.getByRole("checkbox", { name: "I currently work here" }).check();
  await expect(card.getByRole("button", { name: "Choose a month for End Date" })).toBeDisabled();

  for (const [section, label] of [
    ["Education", "Start Date"],
    ["Projects", "End Date"],
    ["Certifications", "Date"],
  ] as const) {
    const region = await openSection(page, section);
    const add = region.getByRole("button", { name: /^Add / });
    if ((await region.getByRole("button", { name: `Choose a month for ${label}` }).count()) === 0) await add.click();
    await expect(region.getByRole("button", { name: `Choose a month for ${label}` }).first()).toBeVisible();
  }
});
