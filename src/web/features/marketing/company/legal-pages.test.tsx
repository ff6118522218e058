import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { marketingPage } from "../pages/marketing-pages";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";

const pages: Array<{ Page: ComponentType; path: string; heading: string }> = [
  { Page: PrivacyPage, path: "/privacy", heading: "Privacy policy" },
  { Page: TermsPage, path: "/terms", heading: "Terms of use" },
];

for (const { Page, path, heading } of pages) {
  describe(`the page at ${path}`, () => {
    it("shows its heading, gives the tab the registry's title and lists every section in its contents", () => {
      render(
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
      expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
      expect(document.title).toBe(marketingPage(path)!.title);
      const contents = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
      const sections = within(screen.getByRole("article")).getAllByRole("heading", { level: 2 });
      expect(contents.map((link) => link.getAttribute("href"))).toEqual(sections.map((section) => `#${section.id}`));
      expect(within(screen.getByRole("article")).getAllByRole("link", { name: "contact page" })[0]).toHaveAttribute("href", "/contact");
    });
  });
}

it("names the one cookie and the limits the server enforces", () => {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole("table", { name: "The cookie and the browser storage this site uses" })).toHaveTextContent(
    "better-auth.session_token",
  );
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
  const limits = screen.getByRole("table", { name: "The limits this site enforces" });
  expect(limits).toHaveTextContent("Contact messages3 per network address per hour");
  expect(limits).toHaveTextContent("Resume uploads and CV revampsone every 10 seconds");
});
