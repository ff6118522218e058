import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiFunctions, type AiAnswer, type AiFunctionName } from "#shared/ai";
import { signUpAndVerify, type TestClient } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Every AI function through the API on the built-in engine (the default, no AI account): the
// answer keeps the contract, and it says something true about the input.

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAndVerify(t, `builtin-${Date.now()}@example.com`);
});
afterAll(async () => {
  await t?.close();
});

async function run<F extends AiFunctionName>(name: F, body: unknown): Promise<AiAnswer<F>> {
  const response = await client.request("POST", `/api/functions/${name}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = (await response.json()) as AiAnswer<F>;
  // No field missing and none extra: what the schema reads back is the answer itself.
  expect(aiFunctions[name].answer.parse(answer)).toEqual(answer);
  expect(answer.provider).toBe("builtin");
  return answer;
}

const advert = [
  "Senior Backend Engineer",
  "Northwind Health — Boston, MA",
  "",
  "You will design and build the APIs behind our patient scheduling platform.",
  "",
  "Requirements:",
  "- 5+ years of experience with Python and PostgreSQL",
  "- Experience with Kubernetes and Terraform",
  "- Strong communication skills",
  "",
  "Nice to have: GraphQL, Kafka",
].join("\n");

const resume = {
  title: "Backend",
  template_id: "modern",
  personal_info: {
    fullName: "Ana Lima",
    email: "ana.lima@example.com",
    phone: "+1 555 010 2000",
    location: "Austin, TX",
    summary: "Backend engineer who builds reliable data-heavy services.",
  },
  experience: [
    {
      id: "e1",
      company: "Globex",
      position: "Backend Engineer",
      location: "Austin, TX",
      startDate: "Jan 2019",
      endDate: "",
      current: true,
      description:
        "• Responsible for building Python APIs that serve 2.5 million requests a day\n• Cut deploy time by 40% with a new CI pipeline",
    },
    {
      id: "e2",
      company: "Initrode",
      position: "Software Developer",
      location: "Dallas, TX",
      startDate: "Jun 2015",
      endDate: "Dec 2018",
      current: false,
      description: "• Worked on the billing system in Python and PostgreSQL",
    },
  ],
  education: [
    {
      id: "d1",
      institution: "University of Texas",
      degree: "B.S.",
      field: "Computer Science",
      location: "",
      startDate: "2011",
      endDate: "2015",
    },
  ],
  skills: [{ id: "s1", category: "Languages", items: ["Python", "SQL", "k8s"] }],
};

const numbersIn = (text: string) => text.match(/\d[\d.,]*%?/g) ?? [];

describe("the built-in engine through the API", () => {
  it("generate-resume: a saved-ready resume from the interview, with nothing invented", async () => {
    const interviewData = {
      industry: "Hospitality",
      yearsExperience: "6",
      targetRole: "Restaurant Manager",
      workHistory:
        "Assistant Manager at The Blue Door Bistro, March 2021 - Present. Responsible for managing a team of 14 staff and cut food waste by 18%.\nServer at Harbor Grill (2017-2021): trained new servers, handled 120 covers a night",
      education: "BA in Hospitality Management, University of Nevada, 2017",
      skills: "inventory control, scheduling, Excel, conflict resolution",
      projects: "",
      certifications: "ServSafe Food Protection Manager, 2022",
      languages: "Spanish (fluent)",
      additionalInfo: "",
    };
    const { resume: generated } = await run("generate-resume", { interviewData, templateId: "classic", userId: "ignored" });
    expect(generated.template_id).toBe("classic");
    expect(generated.title).toBe("Restaurant Manager Resume");
    expect(generated.experience.map((entry) => entry.company)).toEqual(["The Blue Door Bistro", "Harbor Grill"]);
    expect(generated.experience[0]).toMatchObject({ position: "Assistant Manager", startDate: "March 2021", current: true });
    expect(generated.education[0]!.institution).toBe("University of Nevada");
    expect(generated.languages[0]).toMatchObject({ name: "Spanish" });
    const everything = JSON.stringify(interviewData);
    const written = generated.experience.map((entry) =>
      [entry.company, entry.position, entry.startDate, entry.endDate, entry.description].join(" "),
    );
    for (const number of numbersIn(written.join(" "))) expect(everything).toContain(number.replace(/[.,]$/, ""));
    expect(generated.experience[0]!.description).not.toMatch(/Responsible for/);
    expect(generated.personal_info.summary).toMatch(/Restaurant Manager|hospitality/i);
  });

  it("generate-cover-letter: names the company and the role, and only the candidate's real employers", async () => {
    const { coverLetter } = await run("generate-cover-letter", {
      jobTitle: "Senior Backend Engineer",
      companyName: "Northwind Health",
      jobDescription: advert,
      resume,
    });
    expect(coverLetter).toContain("Northwind Health");
    expect(coverLetter).toContain("Senior Backend Engineer");
    expect(coverLetter).toMatch(/Globex/);
    expect(coverLetter).toContain("Ana Lima");
    expect(coverLetter.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(4);
    expect(coverLetter).not.toMatch(/\[[^\]]+\]|\{[^}]+\}/);
  });

  it("generate-cover-letter reads well without a resume, claiming no experience", async () => {
    const { coverLetter } = await run("generate-cover-letter", {
      jobTitle: "Senior Backend Engineer",
      companyName: "Northwind Health",
      jobDescription: advert,
      resume: null,
    });
    expect(coverLetter).toContain("Northwind Health");
    expect(coverLetter).not.toMatch(/Globex|\[[^\]]+\]/);
  });

  it("generate-job-application: a formal letter with the salary and availability given", async () => {
    const { applicationLetter } = await run("generate-job-application", {
      jobTitle: "Senior Backend Engineer",
      companyName: "Northwind Health",
      jobDescription: advert,
      resume,
      salaryExpectation: "$150,000 per year",
      availabilityDate: "1 March 2027",
    });
    expect(applicationLetter).toContain("Northwind Health");
    expect(applicationLetter).toContain("$150,000 per year");
    expect(applicationLetter).toContain("1 March 2027");
  });

  it("optimize-resume: missing keywords are in the advert, not in the resume, and never boilerplate", async () => {
    const { optimization } = await run("optimize-resume", {
      resume,
      jobDescription: advert,
      optimizationGoals: ["ats", "content", "keywords"],
    });
    expect(optimization.score).toBeGreaterThan(0);
    expect(optimization.score).toBeLessThan(100);
    expect(optimization.keywords_missing).toEqual(expect.arrayContaining(["Terraform"]));
    const resumeText = JSON.stringify(resume).toLowerCase();
    for (const keyword of optimization.keywords_missing) {
      expect(advert.toLowerCase()).toContain(keyword.toLowerCase());
      expect(resumeText).not.toContain(keyword.toLowerCase());
      expect(["team", "experience", "skills", "years", "strong"]).not.toContain(keyword.toLowerCase());
    }
    // Written as k8s in the resume, Kubernetes is not missing.
    expect(optimization.keywords_missing).not.toContain("Kubernetes");
    const weak = optimization.improvements.find((improvement) => improvement.current.includes("Responsible for building"));
    expect(weak?.suggested).toMatch(/^Built|^Build/);
    expect(weak?.suggested).toContain("2.5 million");
  });

  it("optimize-linkedin: only the sections asked for, within LinkedIn's limits", async () => {
    const { linkedinContent } = await run("optimize-linkedin", { resume, sections: ["headline", "about", "skills"] });
    expect(linkedinContent.headline.length).toBeGreaterThan(0);
    expect(linkedinContent.headline.length).toBeLessThanOrEqual(120);
    expect(linkedinContent.about.length).toBeGreaterThan(0);
    expect(linkedinContent.about.length).toBeLessThanOrEqual(2000);
    expect(linkedinContent.skills_recommendations).toEqual(expect.arrayContaining(["Python"]));
    expect(linkedinContent.experience_suggestions).toEqual([]);
    expect(linkedinContent.featured_content).toEqual([]);
  });

  it("revamp-cv-content: stronger wording, the same employers, dates and numbers", async () => {
    const { jobData } = await run("parse-job-description", { jobDescription: advert });
    const { revampedData } = await run("revamp-cv-content", {
      resumeData: resume,
      jobData,
      optimizationGoals: ["ats", "impact", "keywords"],
      tonePreference: "professional",
      qualityMode: "fast",
    });
    expect(revampedData.experience.map((entry) => [entry.company, entry.startDate, entry.endDate])).toEqual([
      ["Globex", "Jan 2019", ""],
      ["Initrode", "Jun 2015", "Dec 2018"],
    ]);
    const before = numbersIn(resume.experience.map((entry) => entry.description).join(" "));
    const after = revampedData.experience.map((entry) => entry.description).join(" ");
    for (const number of before) expect(after).toContain(number);
    expect(after).not.toMatch(/Responsible for|Worked on/);
    expect(revampedData.changes_summary.key_improvements.length).toBeGreaterThan(0);
    expect(revampedData.experience.every((entry) => entry.id.length > 0)).toBe(true);
  });

  it("calculate-cv-scores: figures and the job's keywords raise the scores", async () => {
    const { jobData } = await run("parse-job-description", { jobDescription: advert });
    const plain = {
      ...resume,
      experience: resume.experience.map((entry) => ({ ...entry, description: "• Worked on backend services" })),
      skills: [],
    };
    const { scores: low } = await run("calculate-cv-scores", { resumeData: plain, jobData });
    const { scores: high } = await run("calculate-cv-scores", {
      resumeData: { ...resume, skills: [{ id: "s1", category: "Tools", items: ["Python", "PostgreSQL", "Kubernetes", "Terraform"] }] },
      jobData,
    });
    expect(high.ats_score).toBeGreaterThan(low.ats_score);
    expect(high.impact_score).toBeGreaterThan(low.impact_score);
  });
});
