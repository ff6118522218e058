import type { Page, Route } from "@playwright/test";
import { expect, expectProblems, test } from "./support/test";
import { applicationCard, boardColumn, createJobApplicationViaApi, listJobApplicationsViaApi, statValue } from "./support/job-applications";
import { signUpFreshUser } from "./support/resume";

const LETTER = "Dear Hiring Manager,\n\nI am writing to apply for the Frontend Engineer role.\n\nKind regards,\nAda Lovelace";
const shortDate = (date: Date) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(date);

/** Three applications at two companies ('Acme Corp' twice, in two spellings), newest last. */
async function seedApplications(page: Page) {
  await createJobApplicationViaApi(page, {
    job_title: "Frontend Engineer",
    company_name: "Acme Corp",
    job_description: "Build the web app.\nReact and TypeScript.",
    content: LETTER,
    salary_expectation: "$120,000",
    availability_date: "March 1, 2027",
  });
  await createJobApplicationViaApi(page, { job_title: "Data Analyst", company_name: "acme  corp", status: "interview" });
  await createJobApplicationViaApi(page, { job_title: "Product Designer", company_name: "Globex", notes: "Referred by Sam." });
}

/**
 * Picks the focused card up with `key` and waits until the board takes arrow keys, as a person would
 * see it: the card's column lit as the one it is over. dnd-kit announces the pick-up first and measures
 * the columns after, and its keyboard sensor adds its key listener in a timer (the browser runs input
 * before timers): an arrow pressed as soon as 'Picked up' was read went past the board unseen.
 */
async function pickUp(page: Page, key: "Space" | "Enter", announcement: string, column: string) {
  await page.keyboard.press(key);
  await expect(page.getByText(announcement)).toBeAttached();
  await expect(boardColumn(page, column)).toHaveAttribute("data-over", "true");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function openTracker(page: Page, label: string) {
  await signUpFreshUser(page, label);
  await seedApplications(page);
  await page.goto("/job-tracker");
  await expect(page.getByRole("heading", { name: "Job Application Tracker", level: 1 })).toBeVisible();
}

test("the tracker counts the applications, finds them by company or title, and shows one in full", async ({ page }) => {
  await openTracker(page, "tracker-list");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(statValue(page, "Total Applications")).toHaveText("3");
  await expect(statValue(page, "This Week")).toHaveText("3");
  // 'Acme Corp' and 'acme  corp' are one company.
  await expect(statValue(page, "Companies")).toHaveText("2");

  const card = applicationCard(page, "Frontend Engineer");
  await expect(card).toContainText("Acme Corp");
  await expect(card).toContainText(`Applied Today · ${shortDate(new Date())}`);
  await expect(card).toContainText("Salary: $120,000");
  await expect(card).toContainText("Availability: March 1, 2027");
  await expect(card.getByText("Applied", { exact: true }).last()).toBeVisible();
  await expect(applicationCard(page, "Data Analyst").getByText("Interview", { exact: true })).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search applications by company or job title" });
  await search.fill("ACME");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(applicationCard(page, "Product Designer")).toBeHidden();
  await search.fill("designer");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(applicationCard(page, "Product Designer")).toBeVisible();
  // The stats are about every application, whatever the search shows.
  await expect(statValue(page, "Total Applications")).toHaveText("3");
  await search.fill("astronaut");
  await expect(page.getByRole("heading", { name: "No matching applications" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByRole("article")).toHaveCount(3);

  await card.getByRole("button", { name: "View details of Frontend Engineer at Acme Corp" }).click();
  const details = page.getByRole("dialog", { name: "Frontend Engineer" });
  await expect(details).toContainText("Acme Corp");
  await expect(details).toContainText("$120,000");
  await expect(details).toContainText("March 1, 2027");
  const letter = details.getByRole("region", { name: "Application Letter" });
  // The letter keeps its paragraphs.
  expect(await letter.locator("div").innerText()).toBe(LETTER);
  await expect(details.getByRole("region", { name: "Job Description" })).toContainText("Build the web app.");
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toBeHidden();
  await expect(card.getByRole("button", { name: "View details of Frontend Engineer at Acme Corp" })).toBeFocused();
});

test("'This Week' counts applications made 7 days ago or later, and cards say how long ago", async ({ page }) => {
  await openTracker(page, "tracker-week");
  await page.clock.setFixedTime(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
  await page.reload();
  await expect(statValue(page, "Total Applications")).toHaveText("3");
  await expect(statValue(page, "This Week")).toHaveText("0");
  await expect(applicationCard(page, "Product Designer")).toContainText("Applied 8 days ago");
});

test("an edit of status and notes is saved, and still there after a reload", async ({ page }) => {
  await openTracker(page, "tracker-edit");
  await applicationCard(page, "Product Designer").getByRole("button", { name: "Edit Product Designer at Globex" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Application" });
  await expect(edit.getByLabel("Notes")).toHaveValue("Referred by Sam.");
  await edit.getByLabel("Status").selectOption("offer");
  await edit.getByLabel("Notes").fill("Referred by Sam.\nOffer call on Friday.");
  await edit.getByLabel("Salary Expectation").fill("€70,000");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Application updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(applicationCard(page, "Product Designer").getByText("Offer", { exact: true })).toBeVisible();

  await page.reload();
  const card = applicationCard(page, "Product Designer");
  await expect(card.getByText("Offer", { exact: true })).toBeVisible();
  await expect(card).toContainText("Salary: €70,000");
  await card.getByRole("button", { name: "View details of Product Designer at Globex" }).click();
  const details = page.getByRole("dialog", { name: "Product Designer" });
  expect(await details.getByRole("region", { name: "Notes" }).locator("div").innerText()).toBe("Referred by Sam.\nOffer call on Friday.");

  // Cancel leaves the application as it was.
  await details.getByRole("button", { name: "Edit", exact: true }).click();
  const again = page.getByRole("dialog", { name: "Edit Application" });
  await again.getByLabel("Status").selectOption("rejected");
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toBeHidden();
  await expect(card.getByText("Offer", { exact: true })).toBeVisible();
});

test("a failed edit says so and keeps what the user typed", async ({ page }) => {
  await openTracker(page, "tracker-edit-fail");
  expectProblems(page, /status of 500 .*\/api\/job-applications\//);
  await page.route("**/api/job-applications/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "An error occurred" } } })
      : route.fallback(),
  );
  await applicationCard(page, "Data Analyst").getByRole("button", { name: "Edit Data Analyst at acme  corp" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Application" });
  await edit.getByLabel("Notes").fill("Second round next week");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Failed to update application")).toBeVisible();
  await expect(edit.getByLabel("Notes")).toHaveValue("Second round next week");
});

test("the board moves a card to another status with the mouse and with the keyboard, and keeps it", async ({ page }) => {
  await openTracker(page, "tracker-board");
  await page.getByRole("button", { name: "Board" }).click();
  await expect(page).toHaveURL(/view=board/);
  const applied = boardColumn(page, "Applied");
  const interview = boardColumn(page, "Interview");
  const offer = boardColumn(page, "Offer");
  await expect(applied.getByRole("listitem")).toHaveCount(2);
  await expect(interview.getByRole("listitem")).toHaveCount(1);
  await expect(applied.getByRole("heading")).toContainText("2");

  // The mouse: Product Designer from Applied to Interview.
  const card = applied.getByRole("listitem").filter({ hasText: "Product Designer" });
  const from = (await card.getByText("Globex").boundingBox())!;
  const to = (await interview.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(interview.getByRole("listitem")).toHaveCount(2);
  await expect(interview).toContainText("Product Designer");
  await expect(applied.getByRole("listitem")).toHaveCount(1);
  await expect(interview.getByRole("heading")).toContainText("2");

  // The keyboard: Frontend Engineer from Applied two columns right, to Offer.
  const handle = page.getByRole("button", { name: "Move Frontend Engineer at Acme Corp" });
  await handle.focus();
  await pickUp(page, "Space", "Picked up Frontend Engineer at Acme Corp. It is in the Applied column.", "Applied");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Frontend Engineer at Acme Corp is over the Interview column.")).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Frontend Engineer at Acme Corp is over the Offer column.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText("Frontend Engineer at Acme Corp was moved to the Offer column.")).toBeAttached();
  await expect(offer.getByRole("listitem")).toHaveCount(1);
  await expect(offer).toContainText("Frontend Engineer");
  await expect(page.getByRole("button", { name: "Move Frontend Engineer at Acme Corp" })).toBeFocused();

  await expect
    .poll(async () => (await listJobApplicationsViaApi(page)).map((a) => `${a.job_title}: ${a.status}`).sort())
    .toEqual(["Data Analyst: interview", "Frontend Engineer: offer", "Product Designer: interview"]);
  // The board is remembered on this device: the plain address opens it again.
  await page.goto("/job-tracker");
  await expect(boardColumn(page, "Offer").getByRole("listitem")).toHaveCount(1);
  await expect(boardColumn(page, "Offer")).toContainText("Frontend Engineer");
  await expect(boardColumn(page, "Interview").getByRole("listitem")).toHaveCount(2);
  await expect(boardColumn(page, "Applied").getByRole("listitem")).toHaveCount(0);
  await expect(boardColumn(page, "Applied")).toContainText("Drag an application here");
});

test("a board move the server refuses goes back, with an error", async ({ page }) => {
  await openTracker(page, "tracker-board-fail");
  await page.goto("/job-tracker?view=board");
  expectProblems(page, /status of 500 .*\/api\/job-applications\//);
  await page.route("**/api/job-applications/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "An error occurred" } } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Move Product Designer at Globex" }).focus();
  await pickUp(page, "Enter", "Picked up Product Designer at Globex. It is in the Applied column.", "Applied");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Product Designer at Globex is over the Interview column.")).toBeAttached();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Failed to update application")).toBeVisible();
  await expect(boardColumn(page, "Applied")).toContainText("Product Designer");
  await expect(boardColumn(page, "Interview")).not.toContainText("Product Designer");
  await expect(page.getByRole("button", { name: "Move Product Designer at Globex" })).toBeFocused();
});

test("an application added by hand says what is missing by the fields, then joins the list", async ({ page }) => {
  await signUpFreshUser(page, "tracker-add");
  await page.goto("/job-tracker");
  await expect(page.getByRole("heading", { name: "No applications yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Generate an application" })).toHaveAttribute("href", "/job-application");
  await expect(statValue(page, "Total Applications")).toHaveText("0");

  await page.getByRole("button", { name: "Add one by hand" }).click();
  const dialog = page.getByRole("dialog", { name: "Add application" });
  await dialog.getByLabel("Company Name").fill("   ");
  await dialog.getByRole("button", { name: "Add application" }).click();
  await expect(dialog.getByLabel("Job Title")).toHaveAccessibleDescription("Job Title is required.");
  await expect(dialog.getByLabel("Company Name")).toHaveAccessibleDescription("Company Name is required.");
  await expect(dialog.getByLabel("Job Title")).toBeFocused();

  await dialog.getByLabel("Job Title").fill("Site Reliability Engineer");
  await expect(dialog.getByText("Job Title is required.")).toBeHidden();
  await dialog.getByLabel("Company Name").fill("Initech");
  await dialog.getByLabel("Status").selectOption("interview");
  await dialog.getByLabel("Salary Expectation").fill("£85k");
  await dialog.getByLabel("Availability Date").fill("Two weeks' notice");
  await dialog.getByLabel("Job Description").fill("Keep the lights on.");
  await dialog.getByLabel("Notes").fill("Found on a meetup board.");
  await dialog.getByRole("button", { name: "Add application" }).click();
  await expect(page.getByText("Saved successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = applicationCard(page, "Site Reliability Engineer");
  await expect(card).toContainText("Initech");
  await expect(card.getByText("Interview", { exact: true })).toBeVisible();
  await expect(card).toContainText("Salary: £85k");
  await expect(card).toContainText("Availability: Two weeks' notice");
  await expect(statValue(page, "Total Applications")).toHaveText("1");
  await page.reload();
  await card.getByRole("button", { name: "View details of Site Reliability Engineer at Initech" }).click();
  const details = page.getByRole("dialog", { name: "Site Reliability Engineer" });
  await expect(details).toContainText("Found on a meetup board.");
  await expect(details).toContainText("No letter saved: this application was added by hand.");
});

test("deleting asks first, then removes the application for good", async ({ page }) => {
  await openTracker(page, "tracker-delete");
  await applicationCard(page, "Data Analyst").getByRole("button", { name: "Delete Data Analyst at acme  corp" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this application?" });
  await expect(confirm).toContainText("Data Analyst at acme corp");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(applicationCard(page, "Data Analyst")).toBeVisible();

  // From the detail modal this time.
  await applicationCard(page, "Data Analyst").getByRole("button", { name: "View details of Data Analyst at acme  corp" }).click();
  await page.getByRole("dialog", { name: "Data Analyst" }).getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Delete this application?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Application removed successfully")).toBeVisible();
  await expect(applicationCard(page, "Data Analyst")).toBeHidden();
  await expect(statValue(page, "Total Applications")).toHaveText("2");
  await expect(statValue(page, "Companies")).toHaveText("2");
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(applicationCard(page, "Data Analyst")).toBeHidden();
});

test("a delete the server refuses is reported, and the application stays", async ({ page }) => {
  await openTracker(page, "tracker-delete-fail");
  expectProblems(page, /status of 500 .*\/api\/job-applications\//);
  await page.route("**/api/job-applications/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "An error occurred" } } })
      : route.fallback(),
  );
  await applicationCard(page, "Product Designer").getByRole("button", { name: "Delete Product Designer at Globex" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this application?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Failed to delete application. Please try again.")).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Delete", exact: true })).toBeEnabled();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(applicationCard(page, "Product Designer")).toBeVisible();
});

test("a list that fails to load says so with 'Try again', never as an empty tracker", async ({ page }) => {
  await signUpFreshUser(page, "tracker-load-fail");
  await createJobApplicationViaApi(page, { job_title: "Backend Engineer", company_name: "Hooli" });
  expectProblems(
    page,
    /request failed: GET .*\/api\/job-applications net::ERR_INTERNET_DISCONNECTED/,
    /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    /Loading \["job-applications"\] failed/,
  );
  const cut = (route: Route) => route.abort("internetdisconnected");
  await page.route("**/api/job-applications", cut);
  await page.goto("/job-tracker");
  const failure = page.getByRole("alert").filter({ hasText: "Could not load your applications" });
  await expect(failure).toContainText("We could not reach the server. Check your connection, then try again.", { timeout: 10_000 });
  await expect(page.getByText("No applications yet")).toBeHidden();

  await page.unroute("**/api/job-applications", cut);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(applicationCard(page, "Backend Engineer")).toBeVisible();
  await expect(failure).toBeHidden();
});
