import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { cvPhotoMinimalistTemplate } from "./cv-photo-minimalist";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoMinimalistTemplate, resume);

/** Contact, Profile, Experience, Education, Skills, Projects, Certifications, Languages and the sample's Volunteering. */
const LABELLED_SECTIONS = 9;

describe("cv-photo-minimalist layout", () => {
  it("labels every section in a narrow left column and keeps the photo small and round", () => {
    const markup = render(sampleResume);
    expect(markup.match(/grid-cols-\[30mm_minmax\(0,1fr\)\]/g)?.length).toBe(LABELLED_SECTIONS);
    expect(markup).toContain("rounded-full");
    expect(markup).toContain("size-[21mm]");
  });

  it("links the email, website and LinkedIn without icons", () => {
    const markup = render(sampleResume);
    expect(markup).toContain('href="mailto:jordan.ellis@example.com"');
    expect(markup).toContain('href="https://jordanellis.dev"');
    expect(markup).toContain('href="https://linkedin.com/in/jordanellis"');
    expect(markup).not.toContain("lucide-mail");
  });
});
