import { expect, type Locator, type Page } from "@playwright/test";
import type { JobApplication, JobApplicationInput } from "#shared/applications";
import { fromApp } from "./api";

/** Saves an application as the job application generator or the tracker's 'Add application' would. */
export async function createJobApplicationViaApi(page: Page, input: JobApplicationInput): Promise<JobApplication> {
  const response = await page.request.post("/api/job-applications", { data: input, headers: fromApp() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application: JobApplication }).application;
}

export async function listJobApplicationsViaApi(page: Page): Promise<JobApplication[]> {
  const response = await page.request.get("/api/job-applications", { headers: fromApp() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { applications: JobApplication[] }).applications;
}

/** The list view's card of one application, by its job title. */
export const applicationCard = (page: Page, title: string): Locator => page.getByRole("article", { name: title, exact: true });

/** A board column, by its status label ('Applied', 'Interview', ...). */
export const boardColumn = (page: Page, label: string): Locator => page.getByRole("region", { name: label, exact: true });

/** The number of a stat card ('Total Applications', 'This Week', 'Companies'). */
export const statValue = (page: Page, label: string): Locator =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
