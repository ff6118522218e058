import nlp from "compromise";
import { describe, expect, it } from "vitest";
import { developerResume } from "../test-support/resumes";
import { hasFigure, hasResultFigure } from "./bullet-checks";
import { checkContact } from "./contact-check";
import { checkDates } from "./date-check";
import { checkLength } from "./length-check";
import { atsScore, impactScore, overallScore, SCORE_WEIGHTS } from "./scores";
import { reviewResume } from "./review-resume";

describe("checkDates", () => {
  it("names an entry that ends before it starts and a gap between jobs", () => {
    const resume = developerResume();
    resume.experience[1]!.startDate = "Jun 2016";
    resume.experience[1]!.endDate = "Jan 2019";
    resume.experience.push({ ...resume.experience[1]!, id: "e3", company: "Oldco", startDate: "May 2015", endDate: "Jan 2014" });
    const { issues } = checkDates(resume);
    expect(issues).toContain('Experience entry "Oldco" ends before it starts.');
    expect(
      issues.some((issue) => issue.startsWith('A gap of 25 months between "Copper & Pine" (ended Jan 2019) and "Brightline Health"')),
    ).toBe(true);
  });

  it("asks for a readable date and accepts a degree dated by its years", () => {
    const resume = developerResume();
    resume.experience[0]!.startDate = "Spring-ish 2021";
    const { issues } = checkDates(resume);
    expect(issues).toContain(
      `Experience entry "Brightline Health" has the date "Spring-ish 2021", which an ATS cannot read; write it as 'Jan 2020'.`,
    );
    expect(issues.some((issue) => issue.includes("San Jose State University"))).toBe(false);
  });

  it("scores a fully and consistently dated resume higher than a mixed one", () => {
    const consistent = developerResume();
    consistent.experience[1]!.startDate = "Jun 2018";
    consistent.experience[1]!.endDate = "Feb 2021";
    expect(checkDates(consistent).score).toBe(1);
    expect(checkDates(developerResume()).score).toBeLessThan(1);
  });
});

describe("checkContact", () => {
  it("tells a missing detail from a malformed one", () => {
    const info = { ...developerResume().personal_info, email: "dana.reyes@", phone: "555 01", linkedin: "", website: "" };
    const { issues, score } = checkContact(info);
    expect(issues).toEqual([
      'The email address "dana.reyes@" is not a valid address.',
      'The phone number "555 01" is too short to dial.',
      "No LinkedIn profile or website link in the contact details.",
    ]);
    expect(score).toBeCloseTo(0.35);
  });
});

describe("figures", () => {
  it("counts digits and numbers in words, not the word 'one'", () => {
    expect(hasFigure("Led five engineers")).toBe(true);
    expect(hasFigure("Cut costs by 12%")).toBe(true);
    expect(hasFigure("Was one of the first hires")).toBe(false);
  });

  it("finds every number in words that a full parse finds, without parsing lines that name none", () => {
    const parsed = (text: string) => (nlp(text).numbers().get() as number[]).some((value) => value >= 2);
    const numberWords = Object.entries((nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon)
      .filter(([, tags]) => /Value|Cardinal|Ordinal|Multiple|Fraction/.test(String(tags)))
      .map(([entry]) => entry);
    const lines = [
      ...numberWords.flatMap((word) => [
        `Led ${word} engineers`,
        `${word[0]!.toUpperCase()}${word.slice(1)} clients served`,
        `Won the ${word}-place award`,
      ]),
      "Seventy-five people trained",
      "One hundred and twenty stores",
      "Served a few hundred patients",
      "Managed a team of twenty-one",
      ...developerResume().experience.flatMap((entry) => entry.description.split("\n")),
    ];
    for (const line of lines) expect(hasFigure(line), line).toBe(/\d/.test(line) || parsed(line));
  });

  it("tells a measured result from a count", () => {
    expect(hasResultFigure("Grew revenue by $2.5M")).toBe(true);
    expect(hasResultFigure("Cut churn 30%")).toBe(true);
    expect(hasResultFigure("Grew sales 3x")).toBe(true);
    expect(hasResultFigure("Led 5 engineers")).toBe(false);
  });
});

describe("checkLength", () => {
  it("estimates pages and flags a paragraph posing as a bullet", () => {
    const long = Array.from({ length: 45 }, (_, i) => `word${i}`).join(" ");
    const result = checkLength(`${"lorem ".repeat(950)}`, [{ section: "experience", entry: 0, label: "Acme", text: long, current: false }]);
    expect(result.finding).toBe("The resume has 950 words, about 2 pages.");
    expect(result.issues).toContain('A bullet under "Acme" runs to 45 words; split it or keep the result only.');
    expect(result.score).toBeLessThan(1);
  });
});

describe("scores", () => {
  it("weighs each score's checks to 100", () => {
    for (const weights of Object.values(SCORE_WEIGHTS)) expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it("leaves out the keyword check without a job instead of counting it as zero", () => {
    const review = reviewResume(developerResume(), null);
    expect(review.checks.keywords).toBeNull();
    expect(atsScore(review.checks)).toBeGreaterThan(70);
    expect(overallScore(review.checks, ["keywords"])).toBe(overallScore(review.checks, []));
  });

  it("moves the impact score with the share of bullets that give figures", () => {
    const review = reviewResume(developerResume(), null);
    const noFigures = { ...review.checks, quantified: { ...review.checks.quantified!, score: 0 } };
    expect(impactScore(noFigures)).toBeLessThan(impactScore(review.checks));
  });
});
