import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { templateCatalog } from "#web/templates/catalog";
import { marketingPage } from "../pages/marketing-pages";
import { faqQuestions, hrefsOfLinks, renderToolPage } from "./render-tool-page";
import { RESUME_BUILDER_PATH, ResumeBuilderPage } from "./resume-builder-page";

describe("/resume-builder", () => {
  it("names the page in its heading and the browser tab", () => {
    renderToolPage(ResumeBuilderPage, { isSignedIn: false });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A resume builder that shows the page as you write");
    expect(document.title).toBe(marketingPage(RESUME_BUILDER_PATH)!.title);
  });

  it("sends a visitor to sign in first", () => {
    renderToolPage(ResumeBuilderPage, { isSignedIn: false });
    expect(hrefsOfLinks("Start your resume")).toEqual(["/auth", "/auth"]);
  });

  it("takes a signed-in user straight to the builder", () => {
    renderToolPage(ResumeBuilderPage, { isSignedIn: true });
    expect(hrefsOfLinks("Open the resume builder")).toEqual(["/dashboard", "/dashboard"]);
  });

  it("counts the templates from the catalogue and shows the first resume layouts drawn live", () => {
    renderToolPage(ResumeBuilderPage, { isSignedIn: false });
    const resumes = templateCatalog.filter((template) => template.category === "resume");
    expect(screen.getByRole("heading", { name: `${templateCatalog.length} templates` })).toBeInTheDocument();
    expect(
      screen.getByText(`${resumes.length} resumes and ${templateCatalog.length - resumes.length} CVs with a photo`, { exact: false }),
    ).toBeInTheDocument();
    const shown = within(screen.getByRole("list", { name: "Resume templates" })).getAllByRole("listitem");
    expect(shown.map((item) => within(item).getByRole("figure").querySelector("figcaption span")?.textContent)).toEqual(
      resumes.slice(0, 4).map((template) => template.name),
    );
    for (const item of shown) expect(item.querySelector(`[data-resume-sheet]`)).not.toBeNull();
  });

  it("explains how it works in numbered steps, what sets it apart, and answers questions", () => {
    renderToolPage(ResumeBuilderPage, { isSignedIn: false });
    const steps = within(screen.getByRole("region", { name: "From a blank page to a finished PDF" })).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent("Step 1: Create your account");
    const differences = screen.getByRole("region", { name: "Built to be trusted with your career" });
    for (const promise of ["Works with no AI account", "Your data stays on this site", "PDFs made of real text"]) {
      expect(within(differences).getByRole("heading", { name: promise })).toBeInTheDocument();
    }
    expect(faqQuestions()).toContain("Why does saving start at 80%?");
  });
});
