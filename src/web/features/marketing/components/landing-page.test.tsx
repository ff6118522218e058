import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AI_FUNCTION_NAMES } from "#shared/ai/names";
import { AUTO_SAVE_DELAY_MS } from "#shared/limits";
import { templateCounts } from "#web/lib/template-ids";
import { withScrolling } from "../templates/gallery-test-support";
import { LandingPage } from "./landing-page";

let scrolling: ReturnType<typeof withScrolling>;
beforeEach(() => {
  scrolling = withScrolling();
});
afterEach(() => scrolling.restore());

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage isSignedIn={false} onSignOut={() => {}} />
    </MemoryRouter>,
  );
}

describe("the landing page", () => {
  it("states facts the product can back, read from the code, instead of usage figures it cannot know", () => {
    renderLanding();
    const band = screen.getByRole("region", { name: "Vitae by the numbers" });
    const facts = within(band)
      .getAllByRole("definition")
      .map((figure) => figure.textContent);
    expect(facts).toEqual([String(templateCounts.all), String(AI_FUNCTION_NAMES.length), `${AUTO_SAVE_DELAY_MS / 1000} s`]);
    expect(within(band).getByText(`Templates: ${templateCounts.resume} resume, ${templateCounts.cv} CV with photo`)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/50K\+|95%|3 min/);
  });

  it("keeps the seed's pricing card", () => {
    renderLanding();
    const pricing = screen.getByRole("region", { name: "Simple, honest pricing" });
    expect(pricing).toHaveTextContent("Limited Time Offer");
    expect(pricing).toHaveTextContent("$1.40");
    expect(pricing).toHaveTextContent("one-time payment");
    expect(pricing).toHaveTextContent("No subscription");
    expect(within(pricing).getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/auth");
  });

  it("leads to every template, counted from the catalogue, and loads the moving strip only as it nears the screen", async () => {
    renderLanding();
    const section = screen.getByRole("region", { name: "Templates for every career" });
    expect(within(section).getByRole("link", { name: `Browse all ${templateCounts.all} templates` })).toHaveAttribute(
      "href",
      "/resume-templates",
    );
    expect(within(section).queryByRole("list", { name: "Templates" })).not.toBeInTheDocument();
    act(() => scrolling.revealAll());
    const strip = await within(section).findByRole("list", { name: "Templates" });
    expect(within(strip).getAllByRole("link").length).toBeGreaterThanOrEqual(10);
  });
});
