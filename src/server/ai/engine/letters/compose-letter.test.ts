import { describe, expect, it } from "vitest";
import { AI_LIMITS } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { wordsOf } from "../test-support/inputs-at-limits";
import { composeLetter, type LetterRequest } from "./compose-letter";
import { testResume } from "./test-resume";

const advert = [
  "Northwind Traders is looking for a Lead Data Analyst to join our insights team. Experience at Google or Amazon is a plus.",
  "",
  "Responsibilities:",
  "- Build dashboards for regional managers",
  "- Partner with finance on forecasting",
  "",
  "Requirements:",
  "- Strong SQL and Tableau",
  "- Experience with Looker, dbt and BigQuery",
].join("\n");

const request: LetterRequest = {
  kind: "cover",
  jobTitle: "Lead Data Analyst",
  companyName: "Northwind Traders",
  jobDescription: advert,
  resume: testResume,
};

const paragraphs = (letter: string) => letter.split("\n\n");
/** Words a template would leave for the user to fill in. */
const PLACEHOLDER = /\[|\]|\{|\}|<|>|your name|company name|hiring manager's name|x{3}/i;

describe("composeLetter", () => {
  it("names the role and company and speaks only of the candidate's real employers", () => {
    const letter = composeLetter(request);
    expect(letter).toContain("Lead Data Analyst position at Northwind Traders");
    expect(letter).toContain("Fernhill Retail");
    expect(letter).not.toMatch(/Google|Amazon/);
    const employersNamed = [...letter.matchAll(/\bat ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*)/g)].map((match) => match[1]);
    expect(new Set(employersNamed)).toEqual(new Set(["Fernhill Retail", "Oakline Bank", "Northwind Traders"]));
  });

  it("ties the resume's results to the advert's requirements, numbers as written", () => {
    const letter = composeLetter(request);
    expect(letter).toContain("In my current role at Fernhill Retail, I built Tableau dashboards used by 40 store managers.");
    expect(letter).toContain("There, I also cut weekly reporting time by 60% by automating SQL extracts.");
    expect(letter).toContain("Earlier in my career, I worked as a Data Analyst at Oakline Bank.");
    expect(letter).toContain(
      "The Lead Data Analyst role calls for dashboards, forecasting, SQL and Tableau. My skills include dashboards, SQL and Tableau",
    );
    expect(letter).toContain("I am keen to develop further in forecasting as part of your team.");
  });

  it("opens with a greeting and closes with a call to action and the candidate's name and contacts", () => {
    const parts = paragraphs(composeLetter(request));
    expect(parts[0]).toBe("Dear Hiring Manager,");
    expect(parts.at(-2)).toMatch(/^I would welcome the opportunity to discuss how my experience can contribute to Northwind Traders\./);
    expect(parts.at(-1)).toBe("Sincerely,\nPriya Raman\npriya.raman@example.com | +44 20 7946 0958 | linkedin.com/in/priyaraman");
    expect(composeLetter(request)).not.toMatch(PLACEHOLDER);
  });

  it("writes to the person the advert names", () => {
    const letter = composeLetter({ ...request, jobDescription: `${advert}\n\nPlease send your application to Ms. Dana Whitfield.` });
    expect(paragraphs(letter)[0]).toBe("Dear Ms. Dana Whitfield,");
  });

  it("for someone with no jobs yet, speaks of their studies and projects", () => {
    const letter = composeLetter({ ...request, resume: { ...testResume, experience: [] } });
    expect(letter).toContain(
      "I hold a BSc in Mathematics from University of Manchester, and I am ready to put what I have learned to work.",
    );
    expect(letter).toContain("My projects include Churn Radar (predicts customer churn from purchase history).");
    expect(letter).not.toMatch(/Fernhill|Oakline|my current role/);
  });

  it("without a resume, speaks of the role and general strengths and claims no experience", () => {
    const letter = composeLetter({ ...request, resume: null });
    expect(letter).toContain("I am writing to express my interest in the Lead Data Analyst position at Northwind Traders.");
    expect(letter).toContain("The chance to build dashboards for regional managers is exactly the kind of work I want to do.");
    expect(letter).not.toMatch(/\bI (?:worked|built|led|have (?:also )?worked)\b|years of experience|my current role|\bAt [A-Z]/);
    expect(letter).not.toMatch(PLACEHOLDER);
    expect(paragraphs(letter).at(-1)).toBe("Sincerely,");
  });

  it("formal application: subject line, salary and availability as sentences, formal sign-off", () => {
    const letter = composeLetter({
      ...request,
      kind: "application",
      salaryExpectation: "£55,000 - £60,000",
      availabilityDate: "1 month notice",
    });
    const parts = paragraphs(letter);
    expect(parts[0]).toBe("Re: Application for the position of Lead Data Analyst");
    expect(parts[2]).toMatch(/^I wish to apply for the position of Lead Data Analyst at Northwind Traders\./);
    expect(letter).toContain("My salary expectation is in the range of £55,000 - £60,000. I am available to start after 1 month notice.");
    expect(parts.at(-1)).toMatch(/^Yours faithfully,\nPriya Raman/);
  });

  it("gives the same letter for the same request", () => {
    expect(composeLetter(request)).toBe(composeLetter(request));
  });

  it("quotes a bullet as long as a description up to the end of its first sentence, or of a word, within the letter's limit", () => {
    const bullets = [
      `- Built Tableau dashboards used by 40 store managers. ${wordsOf(RESUME_LIMITS.description - 55, "More words")}`,
      `- Cut weekly reporting time by 60% with ${wordsOf(RESUME_LIMITS.description - 41, "SQL")}`,
    ];
    const resume = {
      ...testResume,
      experience: testResume.experience.map((job, index) => ({
        ...job,
        company: wordsOf(RESUME_LIMITS.shortText, `Company${index}z`),
        description: bullets[index]!,
      })),
    };
    const letter = composeLetter({ ...request, kind: "application", resume });
    expect(letter.length).toBeLessThanOrEqual(AI_LIMITS.letter);
    expect(letter).toMatch(/, I built Tableau dashboards used by 40 store managers\. /);
    expect(letter).not.toContain("More words0");
    expect(letter).toMatch(/, I cut weekly reporting time by 60% with SQL0 SQL1 .* SQL\d+…(?!\.)/);
  });
});
