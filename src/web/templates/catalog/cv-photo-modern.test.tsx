import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, withPhoto } from "../test-support/rendered-text";
import { cvPhotoModernTemplate } from "./cv-photo-modern";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoModernTemplate, resume);

describe("cv-photo-modern layout", () => {
  it("sets the photo, name and headline in the header band and prints every contact", () => {
    const markup = render(withPhoto(sampleResume, "https://cdn.example.com/me.jpg"));
    const header = markup.slice(0, markup.indexOf("</header>"));
    expect(header).toMatch(/<img[^>]*rounded-full[\s\S]*<h1[^>]*>Jordan Ellis<\/h1><p[^>]*>Senior Software Engineer<\/p>/);
    for (const href of ["mailto:jordan.ellis@example.com", "https://jordanellis.dev", "https://linkedin.com/in/jordanellis"])
      expect(header).toContain(`href="${href}"`);
  });
});
