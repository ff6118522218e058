/**
 * Brings a tool's new results into view when they start low on the screen or below it: on a phone
 * the results sit under the form, and a user who pressed Generate at its foot would see little change.
 */
export function revealIfBelow(element: HTMLElement | null): void {
  if (!element || element.getBoundingClientRect().top < window.innerHeight * (2 / 3)) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
}
