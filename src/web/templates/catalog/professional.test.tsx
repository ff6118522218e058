import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { professionalTemplate } from "./professional";

const render = (resume: ResumeContent) => renderTemplate(professionalTemplate, resume);

describe("professional layout", () => {
  it("reads name, then the whole sidebar, then the main column", () => {
    const markup = render(sampleResume);
    const aside = markup.slice(markup.indexOf("<aside"), markup.indexOf("</aside>"));
    const main = markup.slice(markup.indexOf('data-column="main"'));
    expect(markup.indexOf("<h1")).toBeLessThan(markup.indexOf("<aside"));
    expect(markup.indexOf("</aside>")).toBeLessThan(markup.indexOf('data-column="main"'));
    for (const inSidebar of ["jordan.ellis@example.com", "Kubernetes", "Spanish", "CKAD"]) expect(aside).toContain(inSidebar);
    for (const inMain of ["Profile", "Northwind Labs", "University of Washington", "Tracewind", "Volunteering"])
      expect(main).toContain(inMain);
  });
});
