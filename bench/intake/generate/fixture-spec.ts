import type { Document } from "docx";
import type { Headings, Person } from "./person";

/**
 * How a fixture's file is made: a page printed by Chromium, a LaTeX run, a Word document (kept, or
 * converted by LibreOffice), a LibreOffice Writer document (flat ODT) saved in another format, or text.
 */
export type FixtureSource =
  | { kind: "html"; html: string }
  | { kind: "latex"; tex: string }
  | { kind: "word"; document: Document; saveAs: "docx" | "pdf" | "doc" }
  | { kind: "writer"; fodt: string; saveAs: "docx" | "pdf" | "doc" }
  | { kind: "text"; text: string; encoding: "utf8" | "latin1" };

export interface FixtureSpec {
  name: string;
  person: Person;
  source: FixtureSource;
}

export const headings = (summary: string, experience: string, education: string, skills: string): Headings => ({
  summary,
  experience,
  education,
  skills,
});

export type FixtureFormat = "pdf" | "docx" | "doc" | "txt";

export function extensionOf(source: FixtureSource): FixtureFormat {
  switch (source.kind) {
    case "html":
    case "latex":
      return "pdf";
    case "word":
    case "writer":
      return source.saveAs;
    case "text":
      return "txt";
  }
}
