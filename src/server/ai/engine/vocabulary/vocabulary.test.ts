import { describe, expect, it } from "vitest";
import { phraseKey } from "./phrase-index";
import contextForms from "./skills/context-forms.json";
import { JOB_TITLES, SKILLS, SKILL_CATEGORIES, findJobTitles, findSkills, lookupJobTitle, lookupSkill, titleSeniority } from "./index";

const names = (text: string) => findSkills(text).map((match) => match.skill.name);

describe("skills vocabulary data", () => {
  it("holds at least 1,500 skills, every category with skills", () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(1500);
    for (const category of SKILL_CATEGORIES)
      expect(SKILLS.filter((skill) => skill.category === category).length, category).toBeGreaterThan(20);
    expect(SKILL_CATEGORIES).toEqual(
      expect.arrayContaining(["Programming Languages", "Healthcare", "Trades & Construction", "Soft Skills"]),
    );
  });

  it("has no name or alias that two entries share, counting case and hyphens as the same", () => {
    const owners = new Map<string, string[]>();
    for (const skill of SKILLS) {
      for (const form of [skill.name, ...skill.aliases]) owners.set(phraseKey(form), [...(owners.get(phraseKey(form)) ?? []), skill.name]);
    }
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
  });

  it("lists as everyday words only forms the vocabulary has", () => {
    const forms = new Set(SKILLS.flatMap((skill) => [skill.name, ...skill.aliases]));
    expect([...contextForms.names, ...contextForms.nouns].filter((form) => !forms.has(form))).toEqual([]);
  });
});

describe("lookupSkill", () => {
  it("finds a skill by name or alias, case-insensitive and trimmed", () => {
    expect(lookupSkill(" js ")?.name).toBe("JavaScript");
    expect(lookupSkill("k8s")?.name).toBe("Kubernetes");
    expect(lookupSkill("Postgres")?.name).toBe("PostgreSQL");
    expect(lookupSkill("ms excel")?.name).toBe("Excel");
    expect(lookupSkill("front end development")?.name).toBe("Front-End Development");
    expect(lookupSkill("Kubernetes")?.category).toBe("Cloud & DevOps");
    expect(lookupSkill("synergy")).toBeUndefined();
  });
});

describe("findSkills", () => {
  it("reads aliases as their skill, once per skill, in order of first appearance, in the text's own spelling", () => {
    const found = findSkills("Deploys to k8s with Terraform; writes JS and TypeScript; Kubernetes again; Postgres.");
    expect(found.map((match) => [match.skill.name, match.matched])).toEqual([
      ["Kubernetes", "k8s"],
      ["Terraform", "Terraform"],
      ["JavaScript", "JS"],
      ["TypeScript", "TypeScript"],
      ["PostgreSQL", "Postgres"],
    ]);
    expect(found[0]!.index).toBe("Deploys to ".length);
  });

  it("keeps the characters of tool names and prefers the longest name", () => {
    expect(names("C, C++, C# and .NET; Node.js with Spring Boot; CI/CD; Objective-C")).toEqual([
      "C",
      "C++",
      "C#",
      ".NET",
      "Node.js",
      "Spring Boot",
      "CI/CD",
      "Objective-C",
    ]);
  });

  it("does not read everyday words as skills", () => {
    expect(names("We go to market fast, and our go-to-market motion is strong.")).toEqual([]);
    expect(names("I lead a team of five. Excel in a fast-paced environment. Go above and beyond.")).toEqual([]);
    expect(names("Work with the C-suite on R&D. Swift, accurate answers. Starting in Spring 2025. Rust prevention.")).toEqual([]);
    expect(names("we excel at access to care; swift service; a word with the team")).toEqual([]);
  });

  it("reads everyday-word skills with the evidence around them", () => {
    expect(names("Experience with Python, Go and Rust.")).toEqual(["Python", "Go", "Rust"]);
    expect(names("Languages: Go, Swift")).toEqual(["Go", "Swift"]);
    expect(names("Proficient in Excel.")).toEqual(["Excel"]);
    expect(names("Strong R programming skills")).toEqual(["R"]);
    expect(names("Excel, Word and PowerPoint")).toEqual(["Excel", "Word", "PowerPoint"]);
    expect(names("Builds services in Spring (Java)")).toEqual(["Spring", "Java"]);
  });

  it("reads an everyday-word skill that is a whole item of a bulleted list of skills", () => {
    expect(names("Requirements:\n- Python and SQL\n- Airflow\n- Go")).toEqual(["Python", "SQL", "Apache Airflow", "Go"]);
    // Not when the line goes on: the word starts a sentence.
    expect(names("- SQL\n- Go to market with the sales team")).toEqual(["SQL"]);
  });

  it("reads common nouns as soft or trade skills only in a skill's context", () => {
    expect(names("Improved data integrity and forecast accuracy; drafting contracts; scaffolding a new service")).toEqual([]);
    expect(names("Strengths: integrity, accuracy and teamwork. Acts with integrity.")).toEqual(["Integrity", "Accuracy", "Teamwork"]);
  });

  it("matches acronyms only in capitals", () => {
    expect(names("Registered with the PM team at 3 pm; ml of saline")).toEqual([]);
    expect(names("Built ML models and REST APIs; took a rest")).toEqual(["Machine Learning", "RESTful APIs"]);
  });

  it("covers skills of every field", () => {
    expect(names("Medication administration, wound care, BLS and Epic charting")).toEqual([
      "Medication Administration",
      "Wound Care",
      "Basic Life Support",
      "Epic",
      "Clinical Documentation",
    ]);
    expect(names("Conduit bending, NEC code compliance, motor controls and PLCs")).toEqual([
      "Conduit Bending",
      "National Electrical Code",
      "Motor Controls",
      "Programmable Logic Controllers",
    ]);
    expect(names("Forklift certification and RF scanners for cycle counts")).toEqual([
      "Forklift Operation",
      "RF Scanners",
      "Cycle Counting",
    ]);
    expect(names("Lesson planning, classroom management and Google Classroom")).toEqual([
      "Lesson Planning",
      "Classroom Management",
      "Google Classroom",
    ]);
  });
});

describe("job titles", () => {
  it("holds several hundred titles across fields without shared spellings", () => {
    expect(JOB_TITLES.length).toBeGreaterThanOrEqual(400);
    expect(new Set(JOB_TITLES.map((title) => title.field)).size).toBeGreaterThanOrEqual(10);
    const keys = JOB_TITLES.flatMap((title) => [title.name, ...title.aliases]).map(phraseKey);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("finds titles with their level words, in the text's own spelling", () => {
    const found = findJobTitles("We are hiring a Senior Data Engineer. Reports to the Sr. Accountant and an entry-level RN.");
    expect(found.map((match) => [match.title.name, match.matched])).toEqual([
      ["Data Engineer", "Senior Data Engineer"],
      ["Accountant", "Sr. Accountant"],
      ["Registered Nurse", "entry-level RN"],
    ]);
    expect(found[0]!.index).toBe("We are hiring a ".length);
    expect(lookupJobTitle("RN")?.field).toBe("Healthcare");
  });

  it("knows everyday titles, and reads the ones that are also common words only when capitalised", () => {
    const everyday = [
      "Nurse",
      "Intern",
      "Stock Clerk",
      "Assistant",
      "Social Media Assistant",
      "Cook",
      "Driver",
      "Carer",
      "Sales Assistant",
      "Kitchen Porter",
    ];
    expect(everyday.filter((title) => !lookupJobTitle(title))).toEqual([]);
    expect(findJobTitles("Marketing Intern at Acme").map((match) => match.matched)).toEqual(["Intern"]);
    expect(titleSeniority("Marketing Intern")).toBe("entry");
    expect(findJobTitles("a key driver of growth; I cook for the team")).toEqual([]);
  });

  it("reads everyday nouns as titles only when capitalised", () => {
    expect(findJobTitles("Our server fleet and the host machine")).toEqual([]);
    expect(findJobTitles("Server needed for our restaurant").map((match) => match.title.name)).toEqual(["Server"]);
  });

  it("says the level a title's words give", () => {
    expect(titleSeniority("Senior Data Engineer")).toBe("senior");
    expect(titleSeniority("Jr. Developer")).toBe("entry");
    expect(titleSeniority("Chief Financial Officer")).toBe("executive");
    expect(titleSeniority("Principal Engineer")).toBe("lead");
    expect(titleSeniority("Electrician")).toBe("");
    expect(titleSeniority("Staff Software Engineer")).toBe("lead");
    expect(titleSeniority("Staff Accountant")).toBe("");
    expect(titleSeniority("Account Executive")).toBe("");
    expect(titleSeniority("Software Engineer II, Senior")).toBe("senior");
  });
});
