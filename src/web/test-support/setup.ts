// The web project's setup: jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName, ...) on
// `expect`, and an empty document after every test, as Testing Library does where globals are on.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);

/** jsdom has no layout, so no ResizeObserver; Radix's checkbox only measures itself with it for an animation. */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
