import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "#shared/applications";
import { marketingPage } from "../pages/marketing-pages";
import { COVER_LETTER_GENERATOR_PATH, CoverLetterGeneratorPage } from "./cover-letter-generator-page";
import { faqQuestions, hrefsOfLinks, renderToolPage } from "./render-tool-page";

describe("/cover-letter-generator", () => {
  it("names the page in its heading and the browser tab", () => {
    renderToolPage(CoverLetterGeneratorPage, { isSignedIn: false });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cover letters written from your resume and the job");
    expect(document.title).toBe(marketingPage(COVER_LETTER_GENERATOR_PATH)!.title);
  });

  it("takes a signed-in user to the cover letter generator and its companion tools", () => {
    renderToolPage(CoverLetterGeneratorPage, { isSignedIn: true });
    expect(hrefsOfLinks("Write your cover letter")).toEqual(["/cover-letter", "/cover-letter"]);
    expect(hrefsOfLinks("Write a cover letter")).toEqual(["/cover-letter"]);
    expect(hrefsOfLinks("Write an application letter")).toEqual(["/job-application"]);
    expect(hrefsOfLinks("Open the job tracker")).toEqual(["/job-tracker"]);
  });

  it("sends a visitor to sign in first, from every way into the tools", () => {
    renderToolPage(CoverLetterGeneratorPage, { isSignedIn: false });
    for (const name of ["Write your cover letter", "Write a cover letter", "Write an application letter", "Open the job tracker"]) {
      for (const href of hrefsOfLinks(name)) expect(href, name).toBe("/auth");
    }
  });

  it("shows the tracker's statuses in their order, and answers the questions people ask", () => {
    renderToolPage(CoverLetterGeneratorPage, { isSignedIn: false });
    const statuses = within(screen.getByRole("list", { name: "Application statuses" })).getAllByRole("listitem");
    expect(statuses.map((status) => status.textContent)).toEqual(APPLICATION_STATUSES.map((status) => APPLICATION_STATUS_LABELS[status]));
    expect(faqQuestions()).toContain("Will the letter invent experience I do not have?");
    const steps = within(screen.getByRole("region", { name: "A tailored letter in four steps" })).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
  });
});
