import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { templateCatalog } from "#web/templates/catalog";
import { marketingPage } from "../pages/marketing-pages";
import { CV_MAKER_PATH, CvMakerPage } from "./cv-maker-page";
import { faqQuestions, hrefsOfLinks, renderToolPage } from "./render-tool-page";

const cvTemplates = templateCatalog.filter((template) => template.category === "cv");

describe("/cv-maker", () => {
  it("names the page in its heading and the browser tab", () => {
    renderToolPage(CvMakerPage, { isSignedIn: false });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Make a CV with your photo, laid out for you");
    expect(document.title).toBe(marketingPage(CV_MAKER_PATH)!.title);
  });

  it("sends a visitor to sign in first", () => {
    renderToolPage(CvMakerPage, { isSignedIn: false });
    expect(hrefsOfLinks("Make your CV")).toEqual(["/auth", "/auth"]);
  });

  it("takes a signed-in user to the template picker, where the CV templates are", () => {
    renderToolPage(CvMakerPage, { isSignedIn: true });
    expect(hrefsOfLinks("Choose a CV template")).toEqual(["/dashboard/templates", "/dashboard/templates"]);
  });

  it("shows every CV template of the catalogue, drawn live, and counts them from it", () => {
    renderToolPage(CvMakerPage, { isSignedIn: false });
    expect(screen.getByRole("heading", { name: `All ${cvTemplates.length} CV templates with a photo` })).toBeInTheDocument();
    const shown = within(screen.getByRole("list", { name: "CV templates with a photo" })).getAllByRole("figure");
    expect(shown.map((figure) => figure.querySelector("figcaption span")?.textContent)).toEqual(
      cvTemplates.map((template) => template.name),
    );
    expect(shown.map((figure) => figure.querySelector("[data-resume-sheet]")?.getAttribute("data-template-id"))).toEqual(
      cvTemplates.map((template) => template.id),
    );
  });

  it("says when a photo belongs on a CV, and answers the questions people ask", () => {
    renderToolPage(CvMakerPage, { isSignedIn: false });
    const conventions = screen.getByRole("region", { name: "When a photo belongs on your CV" });
    for (const heading of ["Usually with a photo", "Usually without a photo", "When in doubt"]) {
      expect(within(conventions).getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(faqQuestions()).toEqual(
      expect.arrayContaining(["What is the difference between a CV and a resume?", "Does my photo appear in the PDF?"]),
    );
    expect(screen.getByText(/JPG, PNG or WEBP images of up to 5 MB/)).toBeInTheDocument();
  });
});
