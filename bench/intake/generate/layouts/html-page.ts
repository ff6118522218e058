import type { Person } from "../person";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text escaped for HTML. */
export const esc = (text: string): string => text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);

/** A complete page: the layout's CSS, the paper size it prints on, and its body. */
export const htmlPage = (css: string, body: string, paper: "A4" | "Letter" = "A4"): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>@page { size: ${paper}; margin: 0 } ` +
  `* { box-sizing: border-box } body { margin: 0 } ${css}</style></head><body>${body}</body></html>`;

/** The person's contacts in the order resumes print them, each wrapped by the layout. */
export const contactItems = (person: Person): string[] =>
  [person.email, person.phone, person.location, ...(person.links ?? [])].filter((item) => item !== "");

export const bulletList = (bullets: string[]): string =>
  bullets.length === 0 ? "" : `<ul>${bullets.map((bullet) => `<li>${esc(bullet)}</li>`).join("")}</ul>`;

export const extraSections = (person: Person, heading: (title: string) => string): string =>
  (person.extras ?? []).map((extra) => `<section>${heading(extra.heading)}${bulletList(extra.lines)}</section>`).join("");
