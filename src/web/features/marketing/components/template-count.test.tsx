import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "#web/lib/template-ids";
import { FeaturesPage } from "./features-page";
import { LandingPage } from "./landing-page";

// The template count is one figure everywhere: the catalogue's.
const count = TEMPLATE_IDS.length;

describe("the template count on the marketing pages", () => {
  it("is the catalogue's on the landing page, in the statistics and the pricing card", () => {
    render(
      <MemoryRouter>
        <LandingPage isSignedIn={false} onSignOut={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText(`Access to all ${count} templates`)).toBeInTheDocument();
    const figures = [...document.body.textContent!.matchAll(/(\d+)\+? (?:professional |ATS-friendly )?templates/gi)].map((match) =>
      Number(match[1]),
    );
    expect(figures.length).toBeGreaterThan(0);
    expect(new Set(figures)).toEqual(new Set([count]));
  });

  it("is the catalogue's on the features page", () => {
    render(
      <MemoryRouter>
        <FeaturesPage isSignedIn={false} />
      </MemoryRouter>,
    );
    const figures = [...document.body.textContent!.matchAll(/(\d+)\+? (?:professional |ATS-friendly )?templates/gi)].map((match) =>
      Number(match[1]),
    );
    expect(figures.length).toBeGreaterThan(1);
    expect(new Set(figures)).toEqual(new Set([count]));
  });
});
