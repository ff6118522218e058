import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleResume } from "#web/templates/sample-resume";
import { marketingPage } from "../pages/marketing-pages";
import { ATS_RESUME_CHECKER_PATH, AtsResumeCheckerPage } from "./ats-resume-checker-page";
import { faqQuestions, hrefsOfLinks, renderToolPage } from "./render-tool-page";

describe("/ats-resume-checker", () => {
  it("names the page in its heading and the browser tab", () => {
    renderToolPage(AtsResumeCheckerPage, { isSignedIn: false });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("See your resume the way an applicant tracking system does");
    expect(document.title).toBe(marketingPage(ATS_RESUME_CHECKER_PATH)!.title);
  });

  it("sends a visitor to sign in first", () => {
    renderToolPage(AtsResumeCheckerPage, { isSignedIn: false });
    expect(hrefsOfLinks("Check your resume")).toEqual(["/auth", "/auth"]);
  });

  it("takes a signed-in user to the Resume Optimizer", () => {
    renderToolPage(AtsResumeCheckerPage, { isSignedIn: true });
    expect(hrefsOfLinks("Check your resume")).toEqual(["/optimize-resume", "/optimize-resume"]);
  });

  it("shows what 'What an ATS reads' reports, marked as an illustration and filled from the sample resume", () => {
    renderToolPage(AtsResumeCheckerPage, { isSignedIn: false });
    const reading = screen.getByRole("figure", { name: /Illustration/ });
    expect(within(reading).getByRole("rowheader", { name: "Full name" })).toBeInTheDocument();
    expect(within(reading).getByRole("cell", { name: sampleResume.personal_info.fullName })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Your PDF, read back field by field" });
    expect(
      within(region)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Kept", "Changed", "Lost"]);
  });

  it("names the optimizer's four goals and says its score is not a real system's", () => {
    renderToolPage(AtsResumeCheckerPage, { isSignedIn: false });
    expect(screen.getByText(/ATS Optimization, Content Enhancement, Keyword Matching, Length Optimization/)).toBeInTheDocument();
    expect(faqQuestions()).toContain("Is this the score a real applicant tracking system gives?");
  });
});
