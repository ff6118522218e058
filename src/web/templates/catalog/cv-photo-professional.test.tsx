import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { cvPhotoProfessionalTemplate } from "./cv-photo-professional";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoProfessionalTemplate, resume);

describe("cv-photo-professional layout", () => {
  it("reads sidebar first (photo, name, contacts, skills, languages), then the main column", () => {
    const markup = render(sampleResume);
    const aside = markup.slice(markup.indexOf("<aside"), markup.indexOf("</aside>"));
    const main = markup.slice(markup.indexOf("</aside>"));
    expect(textOf(markup.slice(0, markup.indexOf("<aside")))).toBe("");
    for (const value of ["Jordan Ellis", "jordan.ellis@example.com", "jordanellis.dev", "Kubernetes", "Intermediate"])
      expect(textOf(aside)).toContain(value);
    for (const value of ["Northwind Labs", "University of Washington", "Tracewind", "Volunteering"]) expect(textOf(main)).toContain(value);
  });
});
