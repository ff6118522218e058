import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { takeChosenStart } from "#web/lib/start-chosen";
import { readCurrentDocument } from "#web/lib/resume-drafts";
import { templateCounts } from "#web/lib/template-ids";
import { marketingPage } from "../pages/marketing-pages";
import { renderMarketingPage, withLoadedFonts, withScrolling } from "./gallery-test-support";
import { ResumeTemplatesPage } from "./resume-templates-page";
import { RESUME_TEMPLATES_PATH, templatePreviewPath } from "./template-links";

const cards = () => within(screen.getByRole("list", { name: "All templates" })).getAllByRole("article");
const filter = (name: RegExp) => within(screen.getByRole("radiogroup", { name: "Show templates" })).getByRole("radio", { name });

let restoreFonts: () => void;
let scrolling: ReturnType<typeof withScrolling>;
beforeEach(() => {
  restoreFonts = withLoadedFonts();
  scrolling = withScrolling();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  restoreFonts();
  scrolling.restore();
});

describe("/resume-templates", () => {
  it("is titled for the tab and search results, with its own heading", () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    expect(screen.getByRole("heading", { level: 1, name: "Resume and CV templates" })).toBeInTheDocument();
    expect(document.title).toBe(marketingPage(RESUME_TEMPLATES_PATH)!.title);
    expect(document.title).toContain(`${templateCounts.all} Free Designs`);
  });

  it("shows every layout of the catalogue, and the filter's counts are the catalogue's", () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    expect(cards()).toHaveLength(templateCounts.all);
    expect(filter(/^All/)).toHaveAccessibleName(`All ${templateCounts.all}`);
    expect(filter(/^Resume/)).toHaveAccessibleName(`Resume ${templateCounts.resume}`);
    expect(filter(/^CV with photo/)).toHaveAccessibleName(`CV with photo ${templateCounts.cv}`);
    expect(filter(/^All/)).toBeChecked();
  });

  it("draws each card's live page once the card nears the viewport", () => {
    const { container } = renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    expect(container.querySelectorAll("[data-resume-sheet]")).toHaveLength(0);
    act(() => scrolling.revealAll());
    const drawn = [...container.querySelectorAll("[data-resume-sheet]")].map((sheet) => sheet.getAttribute("data-template-id"));
    expect(drawn).toHaveLength(templateCounts.all);
    expect(drawn).toContain("cv-photo-tech");
  });

  it("filters to CVs with a photo and to resumes, and one option always stays on", () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    fireEvent.click(filter(/^CV with photo/));
    expect(filter(/^CV with photo/)).toBeChecked();
    expect(cards()).toHaveLength(templateCounts.cv);
    for (const card of cards()) expect(within(card).getByText("CV")).toBeInTheDocument();

    // Choosing the option that is on again keeps it on, rather than leaving nothing chosen.
    fireEvent.click(filter(/^CV with photo/));
    expect(filter(/^CV with photo/)).toBeChecked();
    expect(cards()).toHaveLength(templateCounts.cv);

    fireEvent.click(filter(/^Resume/));
    expect(cards()).toHaveLength(templateCounts.resume);
    for (const card of cards()) expect(within(card).getByText("Resume")).toBeInTheDocument();
  });

  it("is one Tab stop whose options the arrow keys move between, and Space or Enter chooses", async () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    const options = within(screen.getByRole("radiogroup", { name: "Show templates" })).getAllByRole("radio");
    act(() => options[0]!.focus());
    fireEvent.keyDown(options[0]!, { key: "ArrowRight" });
    await waitFor(() => expect(options[1]).toHaveFocus());
    fireEvent.keyDown(options[1]!, { key: "ArrowRight" });
    await waitFor(() => expect(options[2]).toHaveFocus());
    expect(options.map((option) => option.tabIndex)).toEqual([-1, -1, 0]);
    // A button: the browser turns Space and Enter into a click.
    fireEvent.click(options[2]!);
    expect(cards()).toHaveLength(templateCounts.cv);
  });

  it("opens a template at full size, with its name, words and 'Use this template', and Escape closes it", async () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    const opener = screen.getByRole("button", { name: "Preview Executive CV with Photo at full size" });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Executive CV with Photo" });
    expect(dialog).toHaveAccessibleDescription(/prominent portrait/);
    expect(
      within(dialog).getByRole("region", { name: "Executive CV with Photo at full size" }).querySelector("[data-template-id]"),
    ).toHaveAttribute("data-template-id", "cv-photo-executive");
    expect(within(dialog).getByRole("link", { name: "Use this template: Executive CV with Photo" })).toHaveAttribute("href", "/auth");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("sends a visitor to sign in from every card and from the call to action", () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    for (const link of screen.getAllByRole("link", { name: /^Use this template: / })) expect(link).toHaveAttribute("href", "/auth");
    expect(screen.getByRole("link", { name: "Start building" })).toHaveAttribute("href", "/auth");
  });

  it("remembers the template a visitor chose, for the dashboard to open once they have signed in", async () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false);
    fireEvent.click(screen.getByRole("link", { name: "Use this template: Creative CV with Photo" }));
    expect(await screen.findByTestId("landed")).toHaveTextContent("/auth");
    expect(takeChosenStart()).toEqual({ templateId: "cv-photo-creative" });
  });

  it("opens the preview a link names (the landing page's strip), and closing it leaves the gallery at that card", async () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false, templatePreviewPath("cv-photo-tech"));
    const dialog = await screen.findByRole("dialog", { name: "Tech CV with Photo" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Preview Tech CV with Photo at full size" })).toHaveFocus();
  });

  it("ignores a preview link naming no template", () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, false, templatePreviewPath("no-such-layout"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cards()).toHaveLength(templateCounts.all);
  });

  it("starts a signed-in user's new resume in the chosen template and opens it in the editor", async () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, true);
    expect(screen.getByRole("link", { name: "Start building" })).toHaveAttribute("href", "/dashboard/templates");
    fireEvent.click(screen.getByRole("button", { name: "Use this template: Bold" }));
    const landed = await screen.findByTestId("landed");
    const started = readCurrentDocument();
    expect(started?.content.template_id).toBe("bold");
    expect(started?.serverUpdatedAt).toBeNull();
    expect(landed).toHaveTextContent(`/dashboard/editor/${started!.id}`);
  });

  it("starts the previewed template from the full-size preview", async () => {
    renderMarketingPage(ResumeTemplatesPage, RESUME_TEMPLATES_PATH, true);
    fireEvent.click(screen.getByRole("button", { name: "Preview Classic at full size" }));
    const dialog = await screen.findByRole("dialog", { name: "Classic" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this template: Classic" }));
    await screen.findByTestId("landed");
    expect(readCurrentDocument()?.content.template_id).toBe("classic");
  });
});
