import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { MarketingPageProps } from "../pages/marketing-pages";

/** Where 'Use this template' and the calls to action lead: the path, shown as text. */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/**
 * A marketing page at its path (opened at `entry`, to give it a query), with the places its links
 * lead to standing in as plain pages.
 */
export function renderMarketingPage(Page: ComponentType<MarketingPageProps>, path: string, isSignedIn: boolean, entry = path) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={<Page isSignedIn={isSignedIn} />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * jsdom has no font loading: the full-size preview's pages wait for document.fonts before they
 * are cut. Fonts that are already loaded stand in for it.
 */
export function withLoadedFonts(): () => void {
  const fonts = { ready: Promise.resolve(), status: "loaded", addEventListener() {}, removeEventListener() {} };
  Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
  return () => {
    delete (document as { fonts?: unknown }).fonts;
  };
}

/**
 * jsdom has no layout, so nothing is ever near the viewport: an IntersectionObserver that reports
 * nothing until the test scrolls everything it watches into view with `revealAll`.
 */
export function withScrolling(): { revealAll: () => void; restore: () => void } {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly watch: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.watch = { callback, elements: new Set() };
      observers.add(this.watch);
    }
    observe(element: Element) {
      this.watch.elements.add(element);
    }
    unobserve(element: Element) {
      this.watch.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.watch);
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    revealAll: () => {
      for (const { callback, elements } of [...observers])
        callback(
          [...elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
