import { expect, type Locator, type Page } from "@playwright/test";
import { v7 as uuidv7 } from "uuid";
import type { ResumeSummary } from "#shared/api/resumes";
import type { Resume, ResumeContent } from "#shared/resume";
import { fromApp } from "./api";
import { signUpThroughApi } from "./auth";
import { uniqueEmail } from "./mailbox";

/** The values fillResumeTo80Plus types: 30 + 25 + 20 + 15 = 90 points. */
export const sample = {
  personal: {
    fullName: "Ada Lovelace",
    email: "ada.lovelace@example.com",
    phone: "+44 20 7946 0018",
    location: "London, UK",
    summary: "Analytical engineer who turns complex requirements into reliable, well documented software.",
  },
  experience: {
    company: "Analytical Engines Ltd",
    position: "Lead Engineer",
    location: "Marylebone, London",
    startDate: "Jan 2020",
    endDate: "Dec 2023",
    description: "Designed the first published algorithm for the engine and wrote its notes for the whole team.",
  },
  education: {
    institution: "University of London",
    degree: "Bachelor of Science",
    field: "Mathematics",
    location: "Bloomsbury",
    startDate: "Sep 2012",
    endDate: "Jun 2016",
  },
  skills: { category: "Programming", items: ["TypeScript", "React", "SQL"] },
} as const;

/** Optional extras that take a 90% resume to 100%. */
export const extras = {
  project: {
    name: "Difference Engine Notes",
    description: "An annotated translation that became the first computer program.",
    technologies: ["Punched cards", "Mathematics"],
  },
  certification: { name: "Certified Engine Operator", issuer: "Royal Society", date: "Mar 1843" },
  language: { name: "French", proficiency: "Fluent" },
  custom: { value: "Royal Medal of Curiosity" },
} as const;

export const SAVED = "All changes saved";

/** Signs up a fresh, confirmed user through the API (the auth screen has journeys of its own) and opens the dashboard. */
export async function signUpFreshUser(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpThroughApi(page.context(), email, "secret-pass");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
  return email;
}

// ---------------------------------------------------------------- editor locators

export const sectionNav = (page: Page) => page.getByRole("navigation", { name: "Resume sections" });

/** The form of the active section: a <section> named by its h2. */
export const sectionRegion = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

export const preview = (page: Page) => page.locator("#resume-preview");

/** The save banner under the editor header ('Saving...', 'All changes saved', ...). */
export const saveBanner = (page: Page) =>
  page.getByRole("status").filter({ hasText: /Saving\.\.\.|Not saved — retrying|All changes saved|Kept on this device/ });

export const completionPercent = (page: Page) => page.getByTestId("completion-percent");

export async function openSection(page: Page, name: string): Promise<Locator> {
  await sectionNav(page).getByRole("button", { name, exact: true }).click();
  const region = sectionRegion(page, name);
  await expect(region).toBeVisible();
  return region;
}

export const textbox = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

/** The entry cards of a list section (its direct list items; skill badges are nested lists). */
export const entryCards = (list: Locator) => list.locator(":scope > li");

/** Opens an entry card (collapsed once it has a title) whose toggle text matches `title`. */
export async function expandEntry(region: Locator, title: string | RegExp): Promise<void> {
  const toggle = region.getByRole("button", { name: title }).and(region.locator("[aria-expanded]"));
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

// ---------------------------------------------------------------- filling

export async function fillPersonalInfo(page: Page, info: typeof sample.personal = sample.personal) {
  const region = await openSection(page, "Personal Info");
  await textbox(region, "Full Name").fill(info.fullName);
  await textbox(region, "Email").fill(info.email);
  await textbox(region, "Phone").fill(info.phone);
  await textbox(region, "Location").fill(info.location);
  await textbox(region, "Professional Summary").fill(info.summary);
}

export async function addExperience(page: Page, entry: typeof sample.experience = sample.experience) {
  const region = await openSection(page, "Experience");
  await region.getByRole("button", { name: "Add Experience" }).click();
  // The new card is the last one, and opens by itself.
  const card = entryCards(region.getByRole("list", { name: "Experience entries" })).last();
  await textbox(card, "Company").fill(entry.company);
  await textbox(card, "Position").fill(entry.position);
  await textbox(card, "Location").fill(entry.location);
  await textbox(card, "Start Date").fill(entry.startDate);
  await textbox(card, "End Date").fill(entry.endDate);
  await textbox(card, "Description").fill(entry.description);
}

export async function addEducation(page: Page, entry: typeof sample.education = sample.education) {
  const region = await openSection(page, "Education");
  await region.getByRole("button", { name: "Add Education" }).click();
  const card = entryCards(region.getByRole("list", { name: "Education entries" })).last();
  await textbox(card, "Institution").fill(entry.institution);
  await textbox(card, "Degree").fill(entry.degree);
  await textbox(card, "Field of Study").fill(entry.field);
  await textbox(card, "Location").fill(entry.location);
  await textbox(card, "Start Date").fill(entry.startDate);
  await textbox(card, "End Date").fill(entry.endDate);
}

/** Types a comma list and presses Enter, which commits it like leaving the field does. */
async function fillCommaList(input: Locator, items: readonly string[]) {
  await input.fill(items.join(", "));
  await input.press("Enter");
}

export async function addSkillCategory(page: Page, group: typeof sample.skills = sample.skills) {
  const region = await openSection(page, "Skills");
  await region.getByRole("button", { name: "Add Skill Category" }).click();
  const card = entryCards(region.getByRole("list", { name: "Skill categories" })).last();
  await textbox(card, "Category").fill(group.category);
  await fillCommaList(textbox(card, "Skills"), group.items);
  await expect(card.getByRole("list", { name: `Skills: ${group.items.length} items` })).toBeVisible();
}

/**
 * Personal Info (30), one complete Experience (25), one complete Education (20) and one Skills
 * category with 3 skills (15): 90%.
 */
export async function fillResumeTo80Plus(page: Page) {
  await fillPersonalInfo(page);
  await addExperience(page);
  await addEducation(page);
  await addSkillCategory(page);
  await expect(completionPercent(page)).toHaveText("90% complete");
}

/** A project, a certification, a language and a custom section with one item: the last 10 points. */
export async function addExtras(page: Page) {
  let region = await openSection(page, "Projects");
  await region.getByRole("button", { name: "Add Project" }).click();
  let card = entryCards(region.getByRole("list", { name: "Projects" })).last();
  await textbox(card, "Name").fill(extras.project.name);
  await textbox(card, "Description").fill(extras.project.description);
  await fillCommaList(textbox(card, "Technologies"), extras.project.technologies);

  region = await openSection(page, "Certifications");
  await region.getByRole("button", { name: "Add Certification" }).click();
  card = entryCards(region.getByRole("list", { name: "Certifications" })).last();
  await textbox(card, "Name").fill(extras.certification.name);
  await textbox(card, "Issuer").fill(extras.certification.issuer);
  await textbox(card, "Date").fill(extras.certification.date);

  region = await openSection(page, "Languages");
  await region.getByRole("button", { name: "Add Language" }).click();
  card = entryCards(region.getByRole("list", { name: "Languages" })).last();
  await textbox(card, "Language").fill(extras.language.name);
  // An input with suggestions (a datalist) is a combobox.
  await card.getByRole("combobox", { name: "Proficiency" }).fill(extras.language.proficiency);

  await sectionNav(page).getByRole("button", { name: "Add Custom Section" }).click();
  region = sectionRegion(page, "Custom Section");
  await expect(region).toBeVisible();
  await region.getByRole("button", { name: "Add Item" }).click();
  await textbox(region.getByRole("list", { name: "Custom Section items" }), "Field 1").fill(extras.custom.value);
}

// ---------------------------------------------------------------- checking

/** Every value fillResumeTo80Plus typed, in the form inputs (section by section) and in the preview. */
export async function expectSampleValues(page: Page) {
  let region = await openSection(page, "Personal Info");
  await expect(textbox(region, "Full Name")).toHaveValue(sample.personal.fullName);
  await expect(textbox(region, "Email")).toHaveValue(sample.personal.email);
  await expect(textbox(region, "Phone")).toHaveValue(sample.personal.phone);
  await expect(textbox(region, "Location")).toHaveValue(sample.personal.location);
  await expect(textbox(region, "Professional Summary")).toHaveValue(sample.personal.summary);

  region = await openSection(page, "Experience");
  await expandEntry(region, new RegExp(`${sample.experience.position} · ${sample.experience.company}`));
  await expect(textbox(region, "Company")).toHaveValue(sample.experience.company);
  await expect(textbox(region, "Position")).toHaveValue(sample.experience.position);
  await expect(textbox(region, "Location")).toHaveValue(sample.experience.location);
  await expect(textbox(region, "Start Date")).toHaveValue(sample.experience.startDate);
  await expect(textbox(region, "End Date")).toHaveValue(sample.experience.endDate);
  await expect(textbox(region, "Description")).toHaveValue(sample.experience.description);

  region = await openSection(page, "Education");
  await expandEntry(region, new RegExp(`${sample.education.degree} · ${sample.education.institution}`));
  await expect(textbox(region, "Institution")).toHaveValue(sample.education.institution);
  await expect(textbox(region, "Degree")).toHaveValue(sample.education.degree);
  await expect(textbox(region, "Field of Study")).toHaveValue(sample.education.field);
  await expect(textbox(region, "Location")).toHaveValue(sample.education.location);
  await expect(textbox(region, "Start Date")).toHaveValue(sample.education.startDate);
  await expect(textbox(region, "End Date")).toHaveValue(sample.education.endDate);

  region = await openSection(page, "Skills");
  await expandEntry(region, new RegExp(sample.skills.category));
  await expect(textbox(region, "Category")).toHaveValue(sample.skills.category);
  await expect(textbox(region, "Skills")).toHaveValue(sample.skills.items.join(", "));

  await expectSampleInPreview(page);
}

export async function expectSampleInPreview(page: Page) {
  const sheet = preview(page);
  const { personal, experience, education, skills } = sample;
  for (const text of [
    personal.fullName,
    personal.email,
    personal.phone,
    personal.location,
    personal.summary,
    experience.position,
    experience.company,
    experience.location,
    `${experience.startDate} – ${experience.endDate}`,
    experience.description,
    `${education.degree} in ${education.field}`,
    education.institution,
    education.location,
    `${education.startDate} – ${education.endDate}`,
    skills.category,
    skills.items.join(", "),
  ]) {
    await expect(sheet, `preview shows "${text}"`).toContainText(text);
  }
}

// ---------------------------------------------------------------- through the API

let entryCounter = 0;
const entryId = () => `e2e-${Date.now().toString(36)}-${++entryCounter}`;

/** The content fillResumeTo80Plus produces (90%), built directly for tests that start from a saved resume. */
export function sampleContent(overrides: Partial<ResumeContent> = {}): ResumeContent {
  return {
    title: "My Resume",
    template_id: "modern",
    personal_info: { ...sample.personal },
    experience: [{ id: entryId(), ...sample.experience, current: false }],
    education: [{ id: entryId(), ...sample.education, gpa: "" }],
    skills: [{ id: entryId(), category: sample.skills.category, items: [...sample.skills.items] }],
    projects: [],
    certifications: [],
    languages: [],
    custom_sections: [],
    layout: { fit_to_page: false },
    ...overrides,
  };
}

/** Stores a resume for the signed-in user through the API, as the editor's first save would. */
export async function createResumeViaApi(page: Page, content: ResumeContent): Promise<Resume> {
  const response = await page.request.post("/api/resumes", { data: { id: uuidv7(), ...content }, headers: fromApp() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { resume: Resume }).resume;
}

/** The user's resumes as the list answers them: summaries (getResumeViaApi reads one whole). */
export async function listResumesViaApi(page: Page): Promise<ResumeSummary[]> {
  const response = await page.request.get("/api/resumes", { headers: fromApp() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resumes: ResumeSummary[] }).resumes;
}

export async function getResumeViaApi(page: Page, id: string): Promise<Resume> {
  const response = await page.request.get(`/api/resumes/${id}`, { headers: fromApp() });
  expect(response.ok(), `GET /api/resumes/${id}`).toBe(true);
  return ((await response.json()) as { resume: Resume }).resume;
}

/** Everything but the id and the timestamps. */
export { contentOf } from "#shared/resume";

/** The dashboard card of a resume (an article named by its title). */
export const resumeCard = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** 'Nov 22, 2026': the en-US short date the dashboard shows. */
export const shortDate = (date = new Date()) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(date);
