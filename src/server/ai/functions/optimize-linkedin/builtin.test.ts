import { describe, expect, it } from "vitest";
import { AI_LIMITS, LINKEDIN_SECTIONS, aiResumeSchema, type AiResume } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { aiResultSchemas } from "../index";
import { ANSWER_LIMITS } from "../../engine/fit";
import { testResume } from "../../engine/letters/test-resume";
import { optimizeLinkedin } from "./builtin";
import { splitBullets } from "../../engine/rewrite";
import { wordsOf } from "../../engine/test-support/inputs-at-limits";

const all = [...LINKEDIN_SECTIONS];

/** A resume far past LinkedIn's limits: a summary of thousands of characters, long titles, many jobs and skills. */
const longResume: AiResume = aiResumeSchema.parse({
  personal_info: {
    fullName: "Alex Long",
    summary: Array.from(
      { length: 30 },
      (_, i) => `Principal platform engineer who has delivered migration number ${i + 1} across many regions.`,
    ).join(" "),
  },
  experience: Array.from({ length: 12 }, (_, i) => ({
    id: `e${i}`,
    company: `Very Long Company Name Holdings International Group ${i}`,
    position: "Principal Distinguished Staff Platform Infrastructure Reliability Engineering Architect and Manager",
    startDate: "2010",
    endDate: "2012",
    current: i === 0,
    description: Array.from(
      { length: 8 },
      (_, j) => `- Reduced latency by ${j + 10}% across ${i + 2} regions while migrating services to Kubernetes and Terraform`,
    ).join("\n"),
  })),
  skills: [
    { id: "s", category: "All", items: ["Kubernetes", "Terraform", "Go", "Python", "Rust", "Docker", "AWS", "GCP", "Azure", "Linux"] },
  ],
});

describe("optimizeLinkedin", () => {
  it("fills only the sections asked for", () => {
    const content = optimizeLinkedin({ resume: testResume, sections: ["headline"] });
    expect(content.headline).not.toBe("");
    expect([content.about, content.experience_suggestions, content.skills_recommendations, content.featured_content]).toEqual([
      "",
      [],
      [],
      [],
    ]);
  });

  it("headline: role at company | top skills | a real credential", () => {
    expect(optimizeLinkedin({ resume: testResume, sections: ["headline"] }).headline).toBe(
      "Senior Data Analyst at Fernhill Retail | SQL · Python · Tableau | 5 years of experience",
    );
  });

  it("keeps the headline within 120 and the About within 2,000 characters for a long resume", () => {
    const content = optimizeLinkedin({ resume: longResume, sections: all });
    expect(content.headline.length).toBeLessThanOrEqual(AI_LIMITS.linkedinHeadline);
    expect(content.headline).toMatch(/^Principal Distinguished Staff/);
    expect(content.about.length).toBeLessThanOrEqual(AI_LIMITS.linkedinAbout);
    expect(content.about).toMatch(/^I am a principal platform engineer who has delivered migration number 1 across many regions\./);
    expect(content.about).toContain("A few results I am proud of:");
    expect(() => aiResultSchemas["optimize-linkedin"].parse(content)).not.toThrow();
  });

  it("writes the About in the first person from the summary, experience, results and skills", () => {
    const about = optimizeLinkedin({ resume: testResume, sections: ["about"] }).about;
    const paragraphs = about.split("\n\n");
    expect(paragraphs[0]).toBe(
      "I am a data analyst with 5 years of experience turning sales data into decisions. I am skilled in SQL, Python and Tableau.",
    );
    expect(paragraphs[1]).toBe(
      "Currently I work as a Senior Data Analyst at Fernhill Retail, where I built Tableau dashboards used by 40 store managers. " +
        "Before that, I was a Data Analyst at Oakline Bank.",
    );
    expect(about).toContain("• Cut weekly reporting time by 60% by automating SQL extracts");
    expect(about).toContain("My core skills include SQL, Python, Tableau, Excel");
    expect(about).toContain("I hold a BSc in Mathematics from University of Manchester.");
  });

  it("says what the person did in the current role with a verb, never 'where I responsible for'", () => {
    const weak = {
      ...testResume,
      experience: [{ ...testResume.experience[0]!, description: "Responsible for managing a team of 5 analysts" }],
    };
    const about = optimizeLinkedin({ resume: weak, sections: ["about"] }).about;
    expect(about).toContain("at Fernhill Retail, where I managed a team of 5 analysts.");
    const verbless = { ...testResume, experience: [{ ...testResume.experience[0]!, description: "Team of 5 analysts" }] };
    expect(optimizeLinkedin({ resume: verbless, sections: ["about"] }).about).toContain("Senior Data Analyst at Fernhill Retail.");
  });

  it("rewrites each job's bullets without 'I', numbers kept", () => {
    const [current, previous] = optimizeLinkedin({ resume: testResume, sections: ["experience"] }).experience_suggestions;
    expect(current).toEqual({
      position: "Senior Data Analyst",
      company: "Fernhill Retail",
      description: "• Built Tableau dashboards used by 40 store managers\n• Cut weekly reporting time by 60% by automating SQL extracts",
    });
    expect(previous?.description).toBe("• Modelled loan default risk in Python\n• Presented monthly findings to the credit committee");
  });

  it("recommends the resume's skills first, then common skills of its field it lacks, at most 20", () => {
    const skills = optimizeLinkedin({ resume: testResume, sections: ["skills"] }).skills_recommendations;
    expect(skills.slice(0, 5)).toEqual(["SQL", "Python", "Tableau", "Excel", "Stakeholder Management"]);
    expect(skills).toHaveLength(20);
    expect(new Set(skills).size).toBe(skills.length);
  });

  it("features the resume's projects and certifications", () => {
    expect(optimizeLinkedin({ resume: testResume, sections: ["featured"] }).featured_content).toEqual([
      { title: "Churn Radar", description: "Predicts customer churn from purchase history. Technologies: Python, scikit-learn." },
      {
        title: "Tableau Desktop Specialist",
        description: "Certification issued by Tableau in 2022. Add the credential so visitors can verify it.",
      },
    ]);
  });

  it("gives the same content for the same resume", () => {
    expect(optimizeLinkedin({ resume: longResume, sections: all })).toEqual(optimizeLinkedin({ resume: longResume, sections: all }));
  });

  it("suggests as many whole bullets of a role as LinkedIn's description holds, and leaves out a skill name longer than LinkedIn takes", () => {
    const bullet = (index: number) => `• Reduced latency by ${index + 10}% ${wordsOf(1400, "across regions")}`;
    const longSkill = wordsOf(RESUME_LIMITS.shortText, "Platform");
    const resume = aiResumeSchema.parse({
      experience: [{ id: "e1", company: "Globex", position: "Engineer", description: [0, 1, 2].map(bullet).join("\n") }],
      skills: [{ id: "s1", category: "Tools", items: [longSkill, "Kubernetes", "Terraform"] }],
    });
    const content = optimizeLinkedin({ resume, sections: ["experience", "skills"] });
    const description = content.experience_suggestions[0]!.description;
    expect(description.length).toBeLessThanOrEqual(ANSWER_LIMITS.linkedinDescription);
    expect(splitBullets(description)).toEqual(splitBullets(resume.experience[0]!.description).slice(0, 2));
    expect(content.skills_recommendations.slice(0, 2)).toEqual(["Kubernetes", "Terraform"]);
    expect(content.skills_recommendations.every((skill) => skill.length <= ANSWER_LIMITS.linkedinSkill)).toBe(true);
  });
});
