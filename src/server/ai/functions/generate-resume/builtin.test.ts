import { describe, expect, it } from "vitest";
import { interviewDataSchema, type InterviewData } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { aiResultSchemas } from "../index";
import { generateResume } from "./builtin";
import { rewriteBullet } from "../../engine/rewrite";
import { GROWING_LINES, exactly } from "../../engine/test-support/inputs-at-limits";
import { lookupSkill } from "../../engine/vocabulary";

const experienced: InterviewData = interviewDataSchema.parse({
  industry: "Technology",
  yearsExperience: "6+ years",
  targetRole: "Senior Backend Engineer",
  workHistory: [
    "Software Engineer at Acme Inc., Jan 2020 - Present. Built the billing API in Go serving 2 million requests a day. Responsible for mentoring 3 junior engineers.",
    "- Cut cloud costs by 35% by moving batch jobs to Kubernetes",
    "",
    "Globex Corp (2017-2019) - junior developer",
    "I wrote internal tools in Python.",
    "",
    "Initech",
    "QA Analyst",
    "March 2015 to June 2017",
    "- was in charge of the regression suite",
  ].join("\n"),
  education: "BS in Computer Science, University of Texas at Austin, 2011 - 2015, GPA 3.7",
  skills: "Go, Python, JS, k8s, PostgreSQL, Docker, team leadership, Communication",
  projects: "Budget Buddy: a command-line budgeting tool in Rust that imports bank CSV exports. github.com/me/budget-buddy",
  certifications: "AWS Certified Solutions Architect – Associate (Amazon Web Services, 2022)\nCKA, 2021",
  languages: "English (native), Spanish - fluent, basic French",
  additionalInfo:
    "Name: Jordan Ellis\njordan@example.com | +1 (415) 555-0142\nVolunteer: Code mentor at Girls Who Code since 2019\nI enjoy hiking and chess.",
});

const graduate: InterviewData = interviewDataSchema.parse({
  industry: "Software",
  yearsExperience: "0",
  targetRole: "Junior Web Developer",
  education: "Bachelor of Science in Computer Science from Stanford University (2020 - 2024)",
  skills: "JavaScript, React, HTML, CSS, Git",
  projects: "Weather App - React and Node app showing 7-day forecasts\nTodo CLI: a to-do manager written in Go",
  languages: "English",
});

const tradesperson: InterviewData = interviewDataSchema.parse({
  industry: "Construction",
  yearsExperience: "over 10 years",
  targetRole: "Site Supervisor",
  workHistory:
    "Electrician at Sparks Ltd, Leeds, 2016 - present\n- wired 40 new-build homes a year\n- trained 4 apprentices\nApprentice electrician, Brightline Electrical, 2012-2016",
  certifications: "18th Edition Wiring Regulations (City & Guilds, 2019)",
});

const retail: InterviewData = interviewDataSchema.parse({
  industry: "Retail",
  yearsExperience: "4 years",
  targetRole: "Store Manager",
  workHistory:
    "Assistant Store Manager at Tesco, Leeds, 2021 - present\n- responsible for a team of 12 staff\n- increased weekly sales by 15%\n\nSales Assistant, Boots, 2019-2021",
  education: "A-Levels, Leeds College, 2019",
  skills: "customer service, visual merchandising, stock control, Excel",
});

/** Every company, school, degree, date and number of the resume, and every skill, can be found in the answers. */
function expectNothingInvented(answers: InterviewData, resume: ReturnType<typeof generateResume>) {
  const source = Object.values(answers).join("\n").toLowerCase();
  const found = (text: string) => expect(source, text).toContain(text.toLowerCase());
  const dates = [
    ...resume.experience.flatMap((job) => [job.startDate, job.endDate]),
    ...resume.education.flatMap((school) => [school.startDate, school.endDate]),
    ...resume.certifications.map((certification) => certification.date),
    ...resume.projects.flatMap((project) => [project.startDate, project.endDate]),
  ];
  for (const date of dates.map((date) => date.replace(/^Expected /, "")).filter((date) => date && date !== "Present")) found(date);
  for (const job of resume.experience) if (job.company) found(job.company);
  for (const school of resume.education) [school.institution, school.degree, school.field].filter(Boolean).forEach(found);
  for (const number of JSON.stringify(resume).match(/\d+(?:\.\d+)?/g) ?? []) found(number);
  for (const item of resume.skills.flatMap((group) => group.items)) {
    const skill = lookupSkill(item);
    const spellings = skill ? [skill.name, ...skill.aliases] : [item];
    expect(
      spellings.some((spelling) => source.includes(spelling.toLowerCase())),
      item,
    ).toBe(true);
  }
}

describe("generateResume", () => {
  it("gives a resume the result schema accepts", () => {
    for (const answers of [experienced, graduate, tradesperson]) {
      expect(() =>
        aiResultSchemas["generate-resume"].parse(generateResume({ interviewData: answers, templateId: "modern" })),
      ).not.toThrow();
    }
  });

  it("invents no employer, school, degree, date, number or skill", () => {
    for (const answers of [experienced, graduate, tradesperson, retail]) {
      expectNothingInvented(answers, generateResume({ interviewData: answers, templateId: "modern" }));
    }
  });

  it("splits the work history into its jobs with dates, and rewrites bullets to open with action verbs, numbers kept", () => {
    const resume = generateResume({ interviewData: experienced, templateId: "modern" });
    expect(resume.experience.map((job) => [job.position, job.company, job.startDate, job.endDate, job.current])).toEqual([
      ["Software Engineer", "Acme Inc.", "Jan 2020", "", true],
      ["Junior Developer", "Globex Corp", "2017", "2019", false],
      ["QA Analyst", "Initech", "March 2015", "June 2017", false],
    ]);
    const acme = resume.experience[0]?.description.split("\n") ?? [];
    expect(acme).toContain("- Built the billing API in Go serving 2 million requests a day");
    expect(acme).toContain("- Cut cloud costs by 35% by moving batch jobs to Kubernetes");
    expect(acme.some((line) => /^- Responsible/i.test(line))).toBe(false);
    expect(resume.experience[1]?.description).toBe("- Wrote internal tools in Python");
  });

  it("fills every section from its answer", () => {
    const resume = generateResume({ interviewData: experienced, templateId: "modern" });
    expect(resume.personal_info).toMatchObject({ fullName: "Jordan Ellis", email: "jordan@example.com", phone: "+1 (415) 555-0142" });
    expect(resume.education).toEqual([
      {
        institution: "University of Texas at Austin",
        degree: "BS",
        field: "Computer Science",
        location: "",
        startDate: "2011",
        endDate: "2015",
        gpa: "3.7",
      },
    ]);
    const skills = Object.fromEntries(resume.skills.map((group) => [group.category, group.items]));
    expect(skills["Programming Languages"]).toEqual(["Go", "Python", "JavaScript"]);
    expect(skills["Cloud & DevOps"]).toEqual(["Kubernetes", "Docker"]);
    expect(resume.projects[0]).toMatchObject({ name: "Budget Buddy", technologies: ["Rust"], link: "github.com/me/budget-buddy" });
    expect(resume.certifications.map((entry) => [entry.name, entry.issuer, entry.date])).toEqual([
      ["AWS Certified Solutions Architect – Associate", "Amazon Web Services", "2022"],
      ["CKA", "", "2021"],
    ]);
    expect(resume.languages).toEqual([
      { name: "English", proficiency: "Native" },
      { name: "Spanish", proficiency: "Fluent" },
      { name: "French", proficiency: "Basic" },
    ]);
    expect(resume.custom_sections).toEqual([
      { title: "Volunteer", lines: ["Code mentor at Girls Who Code since 2019"] },
      { title: "Additional Information", lines: ["I enjoy hiking and chess."] },
    ]);
  });

  it("composes the summary from role, years, industry, employers, top skills and the role sought", () => {
    const { summary } = generateResume({ interviewData: experienced, templateId: "modern" }).personal_info;
    expect(summary).toBe(
      "Software Engineer with 6+ years of experience in technology. Currently at Acme Inc., with earlier roles at Globex Corp and Initech. " +
        "Skilled in Go, Python and JavaScript. Looking to bring this experience to a Senior Backend Engineer role.",
    );
  });

  it("gives someone with no work history a resume led by studies and projects", () => {
    const resume = generateResume({ interviewData: graduate, templateId: "modern" });
    expect(resume.experience).toEqual([]);
    expect(resume.education[0]).toMatchObject({
      institution: "Stanford University",
      degree: "Bachelor of Science",
      field: "Computer Science",
    });
    expect(resume.projects.map((project) => project.name)).toEqual(["Weather App", "Todo CLI"]);
    expect(resume.personal_info.summary).toBe(
      "Computer Science graduate of Stanford University seeking a Junior Web Developer role in software. " +
        "Hands-on project work includes Weather App and Todo CLI, using React, Node.js and Go. Skilled in JavaScript, HTML and CSS.",
    );
  });

  it("reads a trade's history and certificate", () => {
    const resume = generateResume({ interviewData: tradesperson, templateId: "modern" });
    expect(resume.experience.map((job) => [job.position, job.company, job.location, job.startDate, job.current])).toEqual([
      ["Electrician", "Sparks Ltd", "Leeds", "2016", true],
      ["Apprentice electrician", "Brightline Electrical", "", "2012", false],
    ]);
    expect(resume.experience[0]?.description).toBe("- Wired 40 new-build homes a year\n- Trained 4 apprentices");
    expect(resume.personal_info.summary).toMatch(/^Electrician with over 10 years of experience in construction\./);
  });

  it("names skills in the summary as the user typed them and the role sought when it is a step up", () => {
    const resume = generateResume({ interviewData: retail, templateId: "modern" });
    expect(resume.personal_info.summary).toBe(
      "Assistant Store Manager with 4 years of experience in retail. Currently at Tesco, with earlier roles at Boots. " +
        "Skilled in customer service, merchandising and stock control. Looking to bring this experience to a Store Manager role.",
    );
    expect(resume.skills.flatMap((group) => group.items)).toEqual(["Merchandising", "Customer Service", "Stock Control", "Excel"]);
    expect(resume.experience[0]?.description).toBe("- Manage a team of 12 staff\n- Increased weekly sales by 15%");
  });

  it("gives the same resume for the same answers", () => {
    expect(generateResume({ interviewData: experienced, templateId: "modern" })).toEqual(
      generateResume({ interviewData: experienced, templateId: "modern" }),
    );
  });

  it("gives an empty resume, not an invented one, for empty answers", () => {
    const resume = generateResume({ interviewData: interviewDataSchema.parse({}), templateId: "modern" });
    expect([resume.experience, resume.education, resume.skills, resume.projects, resume.custom_sections]).toEqual([[], [], [], [], []]);
    expect(resume.personal_info.summary).toBe("");
  });

  it("leaves out an email address longer than the field rather than cut it", () => {
    const email = `${"j".repeat(RESUME_LIMITS.shortText)}@example.com`;
    const resume = generateResume({
      interviewData: { ...experienced, additionalInfo: `Name: Jordan Ellis\n${email} | +1 (415) 555-0142` },
      templateId: "modern",
    });
    expect(resume.personal_info).toMatchObject({ fullName: "Jordan Ellis", email: "", phone: "+1 (415) 555-0142" });
  });

  it("keeps every detail of a job told at the answer's length, as rewritten while there is room and else as typed", () => {
    const details = exactly(
      RESUME_LIMITS.description - 60,
      GROWING_LINES.map((line) => `- ${line}`),
    );
    const workHistory = `Backend Engineer at Globex, Jan 2019 - Present\n${details}`;
    const resume = generateResume({ interviewData: { ...experienced, workHistory }, templateId: "modern" });
    const description = resume.experience[0]!.description;
    expect(description.length).toBeLessThanOrEqual(RESUME_LIMITS.description);
    const typed = details.split("\n").map((line) => line.slice(2).trim());
    const lines = description.split("\n").map((line) => line.slice(2));
    expect(lines).toHaveLength(typed.length);
    lines.forEach((line, index) => expect([typed[index], rewriteBullet(typed[index]!, { tense: "present" }).text]).toContain(line));
  });
});
