import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { compactTemplate } from "./compact";

const render = (resume: ResumeContent) => renderTemplate(compactTemplate, resume);

describe("compact layout", () => {
  it("reads main column first, then the side column, at about 9pt", () => {
    const markup = render(sampleResume);
    const at = (title: string) => markup.indexOf(`>${title}</h2>`);
    expect(at("Summary")).toBeLessThan(at("Experience"));
    expect(at("Experience")).toBeLessThan(at("Projects"));
    expect(at("Volunteering")).toBeLessThan(at("Skills"));
    expect(at("Skills")).toBeLessThan(at("Languages"));
    expect(markup).toContain("grid-cols-[minmax(0,1fr)_56mm]");
    expect(markup).toContain("text-[9pt]");
  });

  it("drops the side column when it has nothing to show", () => {
    const resume = { ...sampleResume, skills: [], education: [], certifications: [], languages: [] };
    const markup = render(resume);
    expect(markup).not.toContain("<aside");
    expect(markup).not.toContain("56mm");
    expect(textOf(markup)).toContain("Northwind Labs");
  });
});
