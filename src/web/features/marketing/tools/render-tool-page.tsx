import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import type { MarketingPageProps } from "../pages/marketing-pages";

/** Renders a tool page as the app's route does, for a visitor signed in or not. */
export function renderToolPage(Page: ComponentType<MarketingPageProps>, { isSignedIn }: { isSignedIn: boolean }) {
  return render(
    <MemoryRouter>
      <Page isSignedIn={isSignedIn} />
    </MemoryRouter>,
  );
}

/** Where every link of that name leads (the header's call to action and the closing one). */
export const hrefsOfLinks = (name: string | RegExp): (string | null)[] =>
  screen.getAllByRole("link", { name }).map((link) => link.getAttribute("href"));

/** The page's questions: each a <details> whose <summary> is the question. */
export const faqQuestions = (): string[] =>
  Array.from(document.body.querySelectorAll("details > summary")).map((summary) => summary.textContent ?? "");
