import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";

export interface GuideFacts {
  Guide: ComponentType<MarketingPageProps>;
  path: string;
  heading: string;
  /** The closing call to action: its heading, its link's name and where it takes a signed-in visitor. */
  closing: { heading: string; label: string; to: string };
}

/** Renders a guide as the app does, in a router, for a visitor who is signed in or not. */
export function renderGuide(Guide: ComponentType<MarketingPageProps>, isSignedIn = false) {
  return render(
    <MemoryRouter>
      <Guide isSignedIn={isSignedIn} onSignOut={() => {}} />
    </MemoryRouter>,
  );
}

/** The guide's own text as a reader counts it: the article's words, without the contents list, the closing or the footer. */
function articleWordCount(): number {
  const text = screen.getByRole("article").textContent ?? "";
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const closingLink = (closing: GuideFacts["closing"]) =>
  within(screen.getByRole("region", { name: closing.heading })).getByRole("link", { name: closing.label });

/** What every guide promises its readers (issue 14): a heading, its own title, 1,000+ words in sections with working contents, a way in. */
export function describeGuide({ Guide, path, heading, closing }: GuideFacts) {
  describe(`the guide at ${path}`, () => {
    it("shows its heading and gives the tab the registry's title", () => {
      renderGuide(Guide);
      expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
      expect(document.title).toBe(marketingPage(path)!.title);
    });

    it("is a substantial read: over 1,000 words in 6 to 10 sections", () => {
      renderGuide(Guide);
      expect(articleWordCount()).toBeGreaterThanOrEqual(1000);
      const sections = within(screen.getByRole("article")).getAllByRole("heading", { level: 2 });
      expect(sections.length).toBeGreaterThanOrEqual(6);
      expect(sections.length).toBeLessThanOrEqual(10);
    });

    it("lists every section in its contents, each entry leading to that section's heading", () => {
      renderGuide(Guide);
      const contents = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
      const headings = within(screen.getByRole("article")).getAllByRole("heading", { level: 2 });
      expect(contents.map((link) => link.getAttribute("href"))).toEqual(headings.map((section) => `#${section.id}`));
      expect(contents.map((link) => link.textContent)).toEqual(headings.map((section) => section.textContent));
      expect(new Set(headings.map((section) => section.id)).size).toBe(headings.length);
    });

    it(`ends by taking a signed-in reader to ${closing.to}`, () => {
      renderGuide(Guide, true);
      expect(closingLink(closing)).toHaveAttribute("href", closing.to);
    });

    it("ends by taking a visitor to sign in first", () => {
      renderGuide(Guide, false);
      expect(closingLink(closing)).toHaveAttribute("href", "/auth");
    });
  });
}
