import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf, withPhoto } from "../test-support/rendered-text";
import { cvPhotoElegantTemplate } from "./cv-photo-elegant";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoElegantTemplate, resume);

describe("cv-photo-elegant layout", () => {
  it("is set in serif with the round photo centred above the name, and omits the website", () => {
    const markup = render(withPhoto(sampleResume, "https://cdn.example.com/me.jpg"));
    expect(markup).toMatch(/<div class="[^"]*font-serif/);
    expect(markup).toMatch(/<header class="text-center"><img[^>]*rounded-full[^>]*>[\s\S]*<h1[^>]*>Jordan Ellis<\/h1>/);
    const text = textOf(markup);
    expect(text).toContain("linkedin.com/in/jordanellis");
    expect(text).not.toContain("jordanellis.dev");
  });
});
