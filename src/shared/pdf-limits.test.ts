import { describe, expect, it } from "vitest";
import { exceedsPdfPageLimit, MAX_CHARACTERS_PER_PAGE, MAX_PDF_PAGES, printedCharacters } from "./pdf-limits";
import { emptyResumeContent } from "./resume";

describe("the PDF page limit's estimate", () => {
  it("counts the characters of every printed value", () => {
    const resume = emptyResumeContent();
    resume.personal_info.fullName = "Ada";
    resume.skills = [{ id: "s", category: "Maths", items: ["Analysis", "Engines"] }];
    // "Ada" + "s" + "Maths" + "Analysis" + "Engines": the title and template are not printed.
    expect(printedCharacters(resume)).toBe(3 + 1 + 5 + 8 + 7);
  });

  it("refuses a resume with more characters than the page limit holds in the densest layout, and not one with just as many", () => {
    const justUnder = {
      ...emptyResumeContent(),
      personal_info: { ...emptyResumeContent().personal_info, summary: "x".repeat(MAX_PDF_PAGES * MAX_CHARACTERS_PER_PAGE) },
    };
    expect(exceedsPdfPageLimit(justUnder)).toBe(false);
    justUnder.personal_info.fullName = "A";
    expect(exceedsPdfPageLimit(justUnder)).toBe(true);
  });
});
