import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { templateCatalog } from "#web/templates/catalog";
import { withScrolling } from "./gallery-test-support";
import { stripTemplates, TemplateStrip } from "./template-strip";

let scrolling: ReturnType<typeof withScrolling>;
beforeEach(() => {
  scrolling = withScrolling();
});
afterEach(() => {
  scrolling.restore();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** The visitor's system setting, as the browser reports it. */
function preferReducedMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)",
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

function renderStrip() {
  return render(
    <MemoryRouter>
      <TemplateStrip />
    </MemoryRouter>,
  );
}

const copies = (container: HTMLElement) => [...container.querySelectorAll("ul")];

describe("the landing page's strip of templates", () => {
  it("shows resumes and CVs with a photo from the catalogue, each a link to its full-size preview named by the template", () => {
    renderStrip();
    const links = within(screen.getByRole("list", { name: "Templates" })).getAllByRole("link");
    expect(links).toHaveLength(stripTemplates.length);
    expect(new Set(stripTemplates.map((template) => template.category))).toEqual(new Set(["resume", "cv"]));
    for (const template of stripTemplates) expect(templateCatalog).toContain(template);
    const elegant = screen.getByRole("link", { name: "Elegant CV with Photo, CV with photo: see it at full size" });
    expect(elegant).toHaveAttribute("href", "/resume-templates?preview=cv-photo-elegant");
    expect(screen.getByRole("link", { name: "Modern, Resume: see it at full size" })).toHaveAttribute(
      "href",
      "/resume-templates?preview=modern",
    );
  });

  it("loops over a second copy that screen readers and the keyboard skip", () => {
    const { container } = renderStrip();
    const [first, copy] = copies(container);
    expect(first).not.toHaveAttribute("aria-hidden");
    expect(copy).toHaveAttribute("aria-hidden", "true");
    expect(copy).toHaveAttribute("inert");
    expect(copy!.querySelectorAll("a")).toHaveLength(stripTemplates.length);
    // Only the first copy's links are in the accessibility tree.
    expect(screen.getAllByRole("link")).toHaveLength(stripTemplates.length);
    expect(container.querySelector(".animate-template-strip")).not.toBeNull();
  });

  it("stops at 'Pause the animation' and moves again at 'Play the animation'", () => {
    const { container } = renderStrip();
    const track = () => container.querySelector(".animate-template-strip")!;
    expect(track().className).not.toMatch(/(^| )\[animation-play-state:paused\]/);
    fireEvent.click(screen.getByRole("button", { name: "Pause the animation" }));
    expect(track().className).toMatch(/(^| )\[animation-play-state:paused\]/);
    fireEvent.click(screen.getByRole("button", { name: "Play the animation" }));
    expect(track().className).not.toMatch(/(^| )\[animation-play-state:paused\]/);
  });

  it("stands still for visitors who prefer reduced motion: one row that scrolls, no copy, nothing to pause", () => {
    preferReducedMotion();
    const { container } = renderStrip();
    expect(container.querySelector("[class*='animate-']")).toBeNull();
    expect(copies(container)).toHaveLength(1);
    expect(container.querySelector("[aria-hidden='true'] a")).toBeNull();
    expect(container.querySelector("[data-template-strip]")).toHaveClass("overflow-x-auto");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(stripTemplates.length);
  });

  it("draws each live page only once its card comes near the visible part of the row", () => {
    const { container } = renderStrip();
    expect(container.querySelectorAll("[data-resume-sheet]")).toHaveLength(0);
    act(() => scrolling.revealAll());
    const drawn = [...copies(container)[0]!.querySelectorAll("[data-resume-sheet]")].map((sheet) => sheet.getAttribute("data-template-id"));
    expect(drawn).toEqual(stripTemplates.map((template) => template.id));
  });
});
