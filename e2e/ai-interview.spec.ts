import { AI_PROVIDER_NAMES } from "#shared/ai";
import { expect, test } from "./support/test";
import { getResumeViaApi, listResumesViaApi, openSection, preview, signUpFreshUser } from "./support/resume";

const answers = {
  industry: "Retail analytics",
  yearsExperience: "7 years",
  targetRole: "Lead Data Analyst",
  workHistory: [
    "Senior Data Analyst at Northwind Traders, Seattle, Mar 2019 - Present",
    "- Built the weekly sales dashboard used by 40 store managers",
    "- Cut report preparation time by 60%",
    "",
    "Data Analyst at Contoso Ltd, Portland, Jun 2016 - Feb 2019",
    "- Automated invoice reconciliation in Python",
  ].join("\n"),
  education: "BSc Statistics, University of Washington, 2012 - 2016",
  skills: "SQL, Python, Tableau, Excel",
  projects: "Basket Insights: a market-basket analysis of 2 million orders",
  certifications: "Tableau Desktop Specialist, Tableau, 2021",
  languages: "English (Native), Spanish (Intermediate)",
  additionalInfo: "Name: Dana Whitfield\ndana.whitfield@example.com",
};

test("the AI interview: Create with AI, a template, four steps, then the generated resume saved and open in the editor", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpFreshUser(page, "interview");

  await page.getByRole("button", { name: "Create with AI" }).click();
  const popup = page.getByRole("dialog", { name: "Create with AI" });
  await expect(popup).toContainText("asking you a few questions");
  await popup.getByRole("link", { name: "Start AI Interview" }).click();
  await expect(page).toHaveURL(/\/dashboard\/templates\?next=interview$/);
  await page.getByRole("button", { name: "Use Template Professional", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/interview\/professional$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI-Powered Vitae" })).toBeVisible();

  const step = async (number: number, title: string, fields: Record<string, string>) => {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByText(`Step ${number} of 4`)).toBeVisible();
    await expect(page.getByText(`${number * 25}% complete`)).toBeVisible();
    await expect(page.getByRole("button", { name: number === 1 ? "Cancel" : "Previous" })).toBeVisible();
    for (const [label, value] of Object.entries(fields)) await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  };
  await step(1, "Career Basics", {
    Industry: answers.industry,
    "Years of Experience": answers.yearsExperience,
    "Target Role": answers.targetRole,
  });
  await page.getByRole("button", { name: "Next" }).click();
  await step(2, "Work Experience", { "Work History": answers.workHistory });
  await page.getByRole("button", { name: "Next" }).click();
  await step(3, "Education & Skills", { Education: answers.education, Skills: answers.skills });
  await page.getByRole("button", { name: "Next" }).click();
  await step(4, "Projects & Additional", {
    Projects: answers.projects,
    Certifications: answers.certifications,
    Languages: answers.languages,
    "Additional Information": answers.additionalInfo,
  });
  await page.getByRole("button", { name: "Generate Resume" }).click();

  await expect(page.getByText(`Generated successfully using ${AI_PROVIDER_NAMES.builtin}`)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/editor\/[\w-]+$/);
  const resumeId = page.url().split("/").pop()!;

  const experience = await openSection(page, "Experience");
  await expect(experience).toContainText("Northwind Traders");
  await expect(experience).toContainText("Contoso Ltd");
  await expect(preview(page)).toContainText("Senior Data Analyst");
  await expect(preview(page)).toContainText("Northwind Traders");

  // Stored on the server as generated, in the chosen template, before any edit.
  const [listed] = await listResumesViaApi(page);
  expect(listed?.id).toBe(resumeId);
  const stored = await getResumeViaApi(page, resumeId);
  expect(stored.template_id).toBe("professional");
  expect(stored.experience.map((entry) => entry.company)).toEqual(["Northwind Traders", "Contoso Ltd"]);

  await page.reload();
  await expect(preview(page)).toContainText("Northwind Traders");
  await expect(preview(page)).toContainText("Contoso Ltd");
});

test("Cancel on the first step returns to My Resumes, and the answers are not kept", async ({ page }) => {
  await signUpFreshUser(page, "interview-cancel");
  await page.goto("/dashboard/interview/modern");
  await page.getByRole("textbox", { name: "Industry", exact: true }).fill("Healthcare");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/interview/modern");
  await expect(page.getByRole("textbox", { name: "Industry", exact: true })).toHaveValue("");
});
