import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf, withPhoto } from "../test-support/rendered-text";
import { cvPhotoBusinessTemplate } from "./cv-photo-business";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoBusinessTemplate, resume);

describe("cv-photo-business layout", () => {
  it("labels every contact, links them, and lists skills under Core Competencies", () => {
    const markup = render(sampleResume);
    const text = textOf(markup);
    for (const label of ["E-mail", "Phone", "Location", "Website", "LinkedIn"]) expect(text).toContain(label);
    expect(markup).toContain('href="mailto:jordan.ellis@example.com"');
    expect(markup).toContain('href="https://linkedin.com/in/jordanellis"');
    expect(markup).toContain('href="https://github.com/jordanellis/tracewind"');
    expect(text).toMatch(/Core Competencies[\s\S]*LanguagesTypeScript \| Go \| Python \| SQL/);
  });

  it("puts the square photo after the name and contacts, so they read first", () => {
    const markup = render(withPhoto(sampleResume, "https://cdn.example.com/me.jpg"));
    expect(markup.indexOf("jordan.ellis@example.com")).toBeLessThan(markup.indexOf("<img"));
    expect(markup).not.toMatch(/<img[^>]*rounded-full/);
  });
});
