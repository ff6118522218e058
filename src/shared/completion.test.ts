import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPLETION_SECTION_MAX, type Completion, completionBand, computeCompletion, type CompletionInput } from "./completion";
import type { Certification, CustomSection, Education, Experience, Language, PersonalInfo, Project, SkillGroup } from "./resume";
import { emptyResumeContent } from "./resume";

/** The seed's texts of the 'Missing or Incomplete' list, in order. */
const messagesOf = (completion: Completion): string[] => completion.missing.map((item) => item.message);

const chars = (n: number, char = "a"): string => char.repeat(n);

const experience = (overrides: Partial<Experience> = {}): Experience => ({
  id: "exp-1",
  company: "Acme",
  position: "Engineer",
  location: "Berlin",
  startDate: "Jan 2020",
  endDate: "Dec 2023",
  current: false,
  description: chars(50),
  ...overrides,
});

const education = (overrides: Partial<Education> = {}): Education => ({
  id: "edu-1",
  institution: "TU Berlin",
  degree: "MSc",
  field: "Computer Science",
  location: "Berlin",
  startDate: "2014",
  endDate: "2016",
  ...overrides,
});

const skillGroup = (overrides: Partial<SkillGroup> = {}): SkillGroup => ({
  id: "skill-1",
  category: "Languages",
  items: ["TypeScript", "Go", "SQL"],
  ...overrides,
});

const project = (overrides: Partial<Project> = {}): Project => ({
  id: "proj-1",
  name: "Vitae",
  description: chars(30),
  technologies: ["React"],
  startDate: "",
  endDate: "",
  ...overrides,
});

const certification = (overrides: Partial<Certification> = {}): Certification => ({
  id: "cert-1",
  name: "CKA",
  issuer: "CNCF",
  date: "2022",
  credentialId: "",
  ...overrides,
});

const language = (overrides: Partial<Language> = {}): Language => ({
  id: "lang-1",
  name: "German",
  proficiency: "Native",
  ...overrides,
});

const customSection = (overrides: Partial<CustomSection> = {}): CustomSection => ({
  id: "custom-1",
  title: "Volunteering",
  fields: [{ id: "f-1", name: "role", label: "Role", type: "text" }],
  items: [{ id: "item-1", role: "Coach" }],
  ...overrides,
});

const fullPersonal = (overrides: Partial<PersonalInfo> = {}): PersonalInfo => ({
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 0000 0000",
  location: "London",
  summary: chars(50),
  ...overrides,
});

const fullResume = (): CompletionInput => ({
  personal_info: fullPersonal(),
  experience: [experience()],
  education: [education()],
  skills: [skillGroup()],
  projects: [project()],
  certifications: [certification()],
  languages: [language()],
  custom_sections: [customSection()],
});

const withResume = (overrides: Partial<CompletionInput>): CompletionInput => ({ ...fullResume(), ...overrides });
const withPersonal = (overrides: Partial<PersonalInfo>): CompletionInput => withResume({ personal_info: fullPersonal(overrides) });

describe("computeCompletion: totals", () => {
  it("scores a full resume 100 with nothing missing", () => {
    expect(computeCompletion(fullResume())).toEqual({
      score: 100,
      sections: { personal: 30, experience: 25, education: 20, skills: 15, additional: 10 },
      missing: [],
    });
  });

  it("scores the empty resume 0 and lists everything in display order", () => {
    expect(computeCompletion(emptyResumeContent())).toEqual({
      score: 0,
      sections: { personal: 0, experience: 0, education: 0, skills: 0, additional: 0 },
      missing: [
        { section: "personal", message: "Full Name" },
        { section: "personal", message: "Email" },
        { section: "personal", message: "Phone Number" },
        { section: "personal", message: "Location" },
        { section: "personal", message: "Professional Summary" },
        { section: "experience", message: "Work Experience (at least 1 entry required)" },
        { section: "education", message: "Education (at least 1 entry required)" },
        { section: "skills", message: "Skills (at least 1 skill category required)" },
        {
          section: "projects",
          message: "Optional (adds 10 points): Add at least 1 project, Add at least 1 certification, Add languages, Add custom sections",
        },
      ],
    });
  });

  it("does not count layout settings: 'Fit to one page' on or off scores the same", () => {
    for (const resume of [emptyResumeContent(), { ...emptyResumeContent(), ...fullResume() }]) {
      const on = computeCompletion({ ...resume, layout: { fit_to_page: true } } as CompletionInput);
      expect(on).toEqual(computeCompletion({ ...resume, layout: { fit_to_page: false } } as CompletionInput));
    }
  });

  it("exposes section maxima summing to 100", () => {
    expect(COMPLETION_SECTION_MAX).toEqual({ personal: 30, experience: 25, education: 20, skills: 15, additional: 10 });
    expect(Object.values(COMPLETION_SECTION_MAX).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("lists the messages of different sections in section order", () => {
    const result = computeCompletion(
      withResume({
        personal_info: fullPersonal({ phone: "", summary: chars(10) }),
        experience: [experience({ company: "" })],
        education: [education({ degree: "" })],
        skills: [skillGroup({ category: "", items: ["a"] })],
        projects: [],
      }),
    );
    expect(result.missing).toEqual([
      { section: "personal", message: "Phone Number" },
      { section: "personal", message: "Professional Summary (needs at least 50 characters)" },
      { section: "experience", message: "Work Experience missing: company" },
      { section: "education", message: "Education missing: degree" },
      { section: "skills", message: "Skill category name" },
      { section: "skills", message: "Skills (add 2 more skill(s))" },
      { section: "projects", message: "Optional (adds 3 points): Add at least 1 project" },
    ]);
    expect(result.score).toBe(100 - 5 - 8 - 5 - 5 - 5 - 7 - 3);
  });
});

describe("computeCompletion: personal info (30)", () => {
  it.each([
    ["fullName", "Full Name"],
    ["phone", "Phone Number"],
    ["location", "Location"],
  ] as const)("%s is worth 5 points", (field, message) => {
    const result = computeCompletion(withPersonal({ [field]: "" }));
    expect(result.sections.personal).toBe(25);
    expect(messagesOf(result)).toEqual([message]);
  });

  it("counts whitespace-only values as empty", () => {
    const result = computeCompletion(withPersonal({ fullName: "  ", email: " \t ", phone: "\n", location: "   ", summary: "     " }));
    expect(result.sections.personal).toBe(0);
    expect(messagesOf(result).slice(0, 5)).toEqual(["Full Name", "Email", "Phone Number", "Location", "Professional Summary"]);
  });

  it.each(["ada@example.com", "  ada@example.com  ", "a.b+c@sub.example.co.uk", "x@y.z"])(
    "gives 5 points to the valid email %j",
    (email) => {
      const result = computeCompletion(withPersonal({ email }));
      expect(result.sections.personal).toBe(30);
      expect(messagesOf(result)).toEqual([]);
    },
  );

  it.each(["", "ada", "ada@example", "ada@@example.com", "ada lovelace@example.com", "@example.com", "ada@.com ", "ada@example."])(
    "gives no points to the email %j and reports 'Email'",
    (email) => {
      const result = computeCompletion(withPersonal({ email }));
      expect(result.sections.personal).toBe(25);
      expect(messagesOf(result)).toEqual(["Email"]);
    },
  );

  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, 2],
    [25, 5],
    [49, 9],
    [50, 10],
    [51, 10],
    [5000, 10],
  ])("gives a %i-character summary %i points", (length, points) => {
    expect(computeCompletion(withPersonal({ summary: chars(length) })).sections.personal).toBe(20 + points);
  });

  it("measures the summary after trimming", () => {
    expect(computeCompletion(withPersonal({ summary: `  ${chars(49)}  ` })).sections.personal).toBe(29);
    expect(computeCompletion(withPersonal({ summary: `\n${chars(50)}\n` })).sections.personal).toBe(30);
  });

  it("reports an empty summary and a short one differently", () => {
    expect(messagesOf(computeCompletion(withPersonal({ summary: "" })))).toEqual(["Professional Summary"]);
    expect(messagesOf(computeCompletion(withPersonal({ summary: chars(49) })))).toEqual([
      "Professional Summary (needs at least 50 characters)",
    ]);
    expect(messagesOf(computeCompletion(withPersonal({ summary: chars(50) })))).toEqual([]);
  });

  it("ignores linkedin, website and photo", () => {
    const base = computeCompletion(withPersonal({})).score;
    expect(computeCompletion(withPersonal({ linkedin: "", website: "", photo_url: "" })).score).toBe(base);
  });
});

describe("computeCompletion: work experience (25)", () => {
  it("requires at least one entry", () => {
    const result = computeCompletion(withResume({ experience: [] }));
    expect(result.sections.experience).toBe(0);
    expect(messagesOf(result)).toEqual(["Work Experience (at least 1 entry required)"]);
  });

  it.each([
    [{ company: "" }, 20, "company"],
    [{ position: "" }, 20, "position"],
    [{ location: "" }, 22, "location"],
    [{ startDate: "" }, 22, "start date"],
    [{ endDate: "" }, 22, "end date"],
    [{ description: "" }, 19, "description"],
    [{ description: chars(49) }, 24, "longer description (50+ chars)"],
    [{ description: chars(1) }, 19, "longer description (50+ chars)"],
  ] satisfies [Partial<Experience>, number, string][])("%j scores %i and misses %j", (overrides, points, part) => {
    const result = computeCompletion(withResume({ experience: [experience(overrides)] }));
    expect(result.sections.experience).toBe(points);
    expect(messagesOf(result)).toEqual([`Work Experience missing: ${part}`]);
  });

  it("lists every missing part in order", () => {
    const result = computeCompletion(
      withResume({
        experience: [experience({ company: " ", position: "", location: "", startDate: "", endDate: "", description: "\t" })],
      }),
    );
    expect(result.sections.experience).toBe(0);
    expect(messagesOf(result)).toEqual(["Work Experience missing: company, position, location, start date, end date, description"]);
  });

  it("accepts current=true instead of an end date", () => {
    const result = computeCompletion(withResume({ experience: [experience({ endDate: "", current: true })] }));
    expect(result.sections.experience).toBe(25);
    expect(messagesOf(result)).toEqual([]);
    expect(computeCompletion(withResume({ experience: [experience({ endDate: "  ", current: false })] })).sections.experience).toBe(22);
  });

  it.each([
    [0, 0],
    [8, 0],
    [9, 1],
    [25, 3],
    [49, 5],
    [50, 6],
  ])("gives a %i-character description %i points", (length, points) => {
    const result = computeCompletion(withResume({ experience: [experience({ description: chars(length) })] }));
    expect(result.sections.experience).toBe(19 + points);
  });

  it("measures the description after trimming", () => {
    const result = computeCompletion(withResume({ experience: [experience({ description: ` ${chars(49)}  ` })] }));
    expect(result.sections.experience).toBe(24);
  });

  it("only scores the first entry", () => {
    const result = computeCompletion(withResume({ experience: [experience({ company: "" }), experience()] }));
    expect(result.sections.experience).toBe(20);
    expect(computeCompletion(withResume({ experience: [experience(), experience({ company: "" })] })).sections.experience).toBe(25);
  });
});

describe("computeCompletion: education (20)", () => {
  it("requires at least one entry", () => {
    const result = computeCompletion(withResume({ education: [] }));
    expect(result.sections.education).toBe(0);
    expect(messagesOf(result)).toEqual(["Education (at least 1 entry required)"]);
  });

  it.each([
    [{ institution: "" }, 15, "institution"],
    [{ degree: "" }, 15, "degree"],
    [{ field: "" }, 16, "field of study"],
    [{ location: "" }, 17, "location"],
    [{ startDate: "" }, 17, "dates"],
    [{ endDate: " " }, 17, "dates"],
    [{ startDate: "", endDate: "" }, 17, "dates"],
  ] satisfies [Partial<Education>, number, string][])("%j scores %i and misses %j", (overrides, points, part) => {
    const result = computeCompletion(withResume({ education: [education(overrides)] }));
    expect(result.sections.education).toBe(points);
    expect(messagesOf(result)).toEqual([`Education missing: ${part}`]);
  });

  it("lists every missing part in order", () => {
    const result = computeCompletion(
      withResume({
        education: [education({ institution: "", degree: "", field: "", location: "", startDate: "", endDate: "" })],
      }),
    );
    expect(result.sections.education).toBe(0);
    expect(messagesOf(result)).toEqual(["Education missing: institution, degree, field of study, location, dates"]);
  });

  it("only scores the first entry", () => {
    expect(computeCompletion(withResume({ education: [education({ degree: "" }), education()] })).sections.education).toBe(15);
  });
});

describe("computeCompletion: skills (15)", () => {
  it("requires at least one group", () => {
    const result = computeCompletion(withResume({ skills: [] }));
    expect(result.sections.skills).toBe(0);
    expect(messagesOf(result)).toEqual(["Skills (at least 1 skill category required)"]);
  });

  it.each([
    [["a", "b", "c", "d"], 10, []],
    [["a", "b", "c"], 10, []],
    [["a", "b"], 7, ["Skills (add 1 more skill(s))"]],
    [["a"], 3, ["Skills (add 2 more skill(s))"]],
    [[], 0, ["Skills (at least 3 skills in a category)"]],
    [["a", " ", ""], 3, ["Skills (add 2 more skill(s))"]],
    [["  ", "\t"], 0, ["Skills (at least 3 skills in a category)"]],
  ])("items %j score %i", (items, points, missing) => {
    const result = computeCompletion(withResume({ skills: [skillGroup({ items })] }));
    expect(result.sections.skills).toBe(5 + points);
    expect(messagesOf(result)).toEqual(missing);
  });

  it("gives 5 points to the category name", () => {
    const result = computeCompletion(withResume({ skills: [skillGroup({ category: "  " })] }));
    expect(result.sections.skills).toBe(10);
    expect(messagesOf(result)).toEqual(["Skill category name"]);
  });

  it("reports the category name before the items", () => {
    const result = computeCompletion(withResume({ skills: [skillGroup({ category: "", items: [] })] }));
    expect(result.sections.skills).toBe(0);
    expect(messagesOf(result)).toEqual(["Skill category name", "Skills (at least 3 skills in a category)"]);
  });

  it("only scores the first group", () => {
    const result = computeCompletion(withResume({ skills: [skillGroup({ items: ["a"] }), skillGroup()] }));
    expect(result.sections.skills).toBe(8);
  });
});

describe("computeCompletion: additional (10)", () => {
  it("gives 3 points to a complete first project", () => {
    expect(computeCompletion(withResume({ projects: [] }))).toMatchObject({
      score: 97,
      missing: [{ section: "projects", message: "Optional (adds 3 points): Add at least 1 project" }],
    });
  });

  it.each([
    [{ name: " " }],
    [{ description: chars(29) }],
    [{ description: ` ${chars(29)} ` }],
    [{ technologies: [] }],
    [{ technologies: [" ", ""] }],
  ] satisfies [Partial<Project>][])("counts the project %j as incomplete", (overrides) => {
    const result = computeCompletion(withResume({ projects: [project(overrides)] }));
    expect(result.sections.additional).toBe(7);
    expect(messagesOf(result)).toEqual(["Optional (adds 3 points): Complete project details"]);
  });

  it("accepts a 30-character project description and one present technology", () => {
    const result = computeCompletion(withResume({ projects: [project({ description: chars(30), technologies: ["", "Go"] })] }));
    expect(result.sections.additional).toBe(10);
  });

  it("only scores the first project", () => {
    expect(computeCompletion(withResume({ projects: [project({ name: "" }), project()] })).sections.additional).toBe(7);
  });

  it("gives 3 points to a complete first certification", () => {
    expect(messagesOf(computeCompletion(withResume({ certifications: [] })))).toEqual([
      "Optional (adds 3 points): Add at least 1 certification",
    ]);
    for (const field of ["name", "issuer", "date"] as const) {
      const result = computeCompletion(withResume({ certifications: [certification({ [field]: " " })] }));
      expect(result.sections.additional).toBe(7);
      expect(messagesOf(result)).toEqual(["Optional (adds 3 points): Complete certification details"]);
    }
    expect(computeCompletion(withResume({ certifications: [certification({ credentialId: "" })] })).score).toBe(100);
  });

  it("gives 2 points when any language has a name", () => {
    expect(messagesOf(computeCompletion(withResume({ languages: [] })))).toEqual(["Optional (adds 2 points): Add languages"]);
    expect(computeCompletion(withResume({ languages: [language({ name: "  " })] })).sections.additional).toBe(8);
    const later = computeCompletion(withResume({ languages: [language({ name: "" }), language({ name: "", id: "2" }), language()] }));
    expect(later.sections.additional).toBe(10);
    expect(computeCompletion(withResume({ languages: [language({ name: "Dutch", proficiency: "" })] })).score).toBe(100);
  });

  it("gives 2 points when the first custom section has an item", () => {
    expect(messagesOf(computeCompletion(withResume({ custom_sections: [] })))).toEqual(["Optional (adds 2 points): Add custom sections"]);
    expect(messagesOf(computeCompletion(withResume({ custom_sections: [customSection({ items: [] })] })))).toEqual([
      "Optional (adds 2 points): Add custom sections",
    ]);
    expect(computeCompletion(withResume({ custom_sections: [customSection({ items: [] }), customSection()] })).sections.additional).toBe(8);
  });

  it("sums the points of every missing optional item", () => {
    const result = computeCompletion(
      withResume({
        projects: [project({ technologies: [] })],
        certifications: [certification({ issuer: "" })],
        languages: [],
        custom_sections: [],
      }),
    );
    expect(result.sections.additional).toBe(0);
    expect(messagesOf(result)).toEqual([
      "Optional (adds 10 points): Complete project details, Complete certification details, Add languages, Add custom sections",
    ]);
    expect(messagesOf(computeCompletion(withResume({ certifications: [], custom_sections: [] })))).toEqual([
      "Optional (adds 5 points): Add at least 1 certification, Add custom sections",
    ]);
  });

  it("leads the optional line to its first gap's section", () => {
    const sectionOf = (overrides: Partial<CompletionInput>) => computeCompletion(withResume(overrides)).missing.map((item) => item.section);
    expect(sectionOf({ projects: [], languages: [] })).toEqual(["projects"]);
    expect(sectionOf({ certifications: [], custom_sections: [] })).toEqual(["certifications"]);
    expect(sectionOf({ languages: [], custom_sections: [] })).toEqual(["languages"]);
    expect(sectionOf({ custom_sections: [] })).toEqual(["custom_sections"]);
    expect(sectionOf({})).toEqual([]);
  });
});

describe("completionBand", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79, "yellow"],
    [50, "yellow"],
    [49, "red"],
    [0, "red"],
  ] as const)("puts %i in %s", (score, band) => {
    expect(completionBand(score)).toBe(band);
  });
});

// Values cluster around the thresholds the rules care about, so both full and partial scores are common.
const textArb = fc.oneof(
  fc.constant(""),
  fc.constantFrom(" ", "\t", "  \n "),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 25, maxLength: 60 }),
  fc.constantFrom("Acme", "Berlin", "2020", chars(29), chars(30), chars(49), chars(50)),
);
const emailArb = fc.oneof(fc.constant(""), fc.constant("ada@example.com"), fc.emailAddress(), fc.string({ maxLength: 20 }));
const idArb = fc.uuid();
const itemsArb = fc.array(textArb, { maxLength: 5 });

const personalArb: fc.Arbitrary<PersonalInfo> = fc.record({
  fullName: textArb,
  email: emailArb,
  phone: textArb,
  location: textArb,
  summary: textArb,
});
const experienceArb: fc.Arbitrary<Experience> = fc.record({
  id: idArb,
  company: textArb,
  position: textArb,
  location: textArb,
  startDate: textArb,
  endDate: textArb,
  current: fc.boolean(),
  description: textArb,
});
const educationArb: fc.Arbitrary<Education> = fc.record({
  id: idArb,
  institution: textArb,
  degree: textArb,
  field: textArb,
  location: textArb,
  startDate: textArb,
  endDate: textArb,
});
const skillGroupArb: fc.Arbitrary<SkillGroup> = fc.record({ id: idArb, category: textArb, items: itemsArb });
const projectArb: fc.Arbitrary<Project> = fc.record({
  id: idArb,
  name: textArb,
  description: textArb,
  technologies: itemsArb,
  startDate: textArb,
  endDate: textArb,
});
const certificationArb: fc.Arbitrary<Certification> = fc.record({
  id: idArb,
  name: textArb,
  issuer: textArb,
  date: textArb,
  credentialId: textArb,
});
const languageArb: fc.Arbitrary<Language> = fc.record({ id: idArb, name: textArb, proficiency: textArb });
const customSectionArb: fc.Arbitrary<CustomSection> = fc.record({
  id: idArb,
  title: textArb,
  fields: fc.constant([]),
  items: fc.array(fc.record({ id: idArb }), { maxLength: 2 }),
});

const listArb = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { maxLength: 3 });
const resumeArb: fc.Arbitrary<CompletionInput> = fc.record({
  personal_info: personalArb,
  experience: listArb(experienceArb),
  education: listArb(educationArb),
  skills: listArb(skillGroupArb),
  projects: listArb(projectArb),
  certifications: listArb(certificationArb),
  languages: listArb(languageArb),
  custom_sections: listArb(customSectionArb),
});

// Random resumes almost never score 100, so full resumes with a few random gaps cover the top of the scale.
const breakers: ((resume: CompletionInput) => void)[] = [
  (r) => void (r.personal_info.fullName = " "),
  (r) => void (r.personal_info.email = "ada@example"),
  (r) => void (r.personal_info.summary = chars(49)),
  (r) => void (r.experience = []),
  (r) => r.experience[0] && void (r.experience[0].endDate = ""),
  (r) => r.experience[0] && void (r.experience[0].current = true),
  (r) => r.experience[0] && void (r.experience[0].description = chars(49)),
  (r) => r.education[0] && void (r.education[0].startDate = ""),
  (r) => r.skills[0] && r.skills[0].items.pop(),
  (r) => r.skills[0] && void (r.skills[0].category = ""),
  (r) => r.projects[0] && void (r.projects[0].description = chars(29)),
  (r) => void r.certifications.unshift(certification({ date: "" })),
  (r) => void r.languages.unshift(language({ name: "" })),
  (r) => void (r.custom_sections = []),
];
const nearFullArb: fc.Arbitrary<CompletionInput> = fc.oneof(fc.constant([]), fc.subarray(breakers, { maxLength: 3 })).map((chosen) => {
  const resume = fullResume();
  for (const breaker of chosen) breaker(resume);
  return resume;
});
const anyResumeArb = fc.oneof(resumeArb, nearFullArb);

describe("computeCompletion: properties", () => {
  it("keeps the score an integer in [0, 100] equal to the sum of bounded sections", () => {
    fc.assert(
      fc.property(anyResumeArb, (resume) => {
        const { score, sections } = computeCompletion(resume);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(score).toBe(sections.personal + sections.experience + sections.education + sections.skills + sections.additional);
        for (const [name, max] of Object.entries(COMPLETION_SECTION_MAX)) {
          const points = sections[name as keyof typeof sections];
          expect(Number.isInteger(points)).toBe(true);
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it("reports nothing missing exactly when the score is 100", () => {
    fc.assert(
      fc.property(anyResumeArb, (resume) => {
        const { score, missing } = computeCompletion(resume);
        expect(missing.length === 0).toBe(score === 100);
      }),
    );
    const fullCount = fc.sample(nearFullArb, 200).filter((resume) => computeCompletion(resume).score === 100).length;
    expect(fullCount).toBeGreaterThan(0);
  });

  // Email is left out on purpose: appending to a valid address can make it invalid.
  const growers: ((resume: CompletionInput, suffix: string) => void)[] = [
    (r, s) => void (r.personal_info.fullName += s),
    (r, s) => void (r.personal_info.phone += s),
    (r, s) => void (r.personal_info.location += s),
    (r, s) => void (r.personal_info.summary += s),
    (r, s) => r.experience[0] && void (r.experience[0].company += s),
    (r, s) => r.experience[0] && void (r.experience[0].endDate += s),
    (r, s) => r.experience[0] && void (r.experience[0].description += s),
    (r, s) => r.education[0] && void (r.education[0].field += s),
    (r, s) => r.education[0] && void (r.education[0].startDate += s),
    (r, s) => r.skills[0] && void (r.skills[0].category += s),
    (r, s) => r.skills[0] && r.skills[0].items.push(s),
    (r, s) => r.projects[0] && void (r.projects[0].description += s),
    (r, s) => r.projects[0] && r.projects[0].technologies.push(s),
    (r, s) => r.certifications[0] && void (r.certifications[0].issuer += s),
    (r, s) => void r.languages.push({ id: "extra", name: s, proficiency: "" }),
  ];

  it("never lowers the score when text is added to a field", () => {
    fc.assert(
      fc.property(anyResumeArb, fc.nat({ max: growers.length - 1 }), fc.string({ maxLength: 60 }), (resume, index, suffix) => {
        const before = computeCompletion(resume).score;
        const grown = structuredClone(resume);
        growers[index]?.(grown, suffix);
        expect(computeCompletion(grown).score).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("never lowers the score as the summary grows", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (summary, more) => {
        const score = (text: string) => computeCompletion(withPersonal({ summary: text })).score;
        expect(score(summary + more)).toBeGreaterThanOrEqual(score(summary));
      }),
    );
  });

  it("ignores entries after the first, except languages which can only help", () => {
    const extrasArb = fc.record({
      experience: listArb(experienceArb),
      education: listArb(educationArb),
      skills: listArb(skillGroupArb),
      projects: listArb(projectArb),
      certifications: listArb(certificationArb),
      custom_sections: listArb(customSectionArb),
      languages: listArb(languageArb),
    });
    fc.assert(
      fc.property(anyResumeArb, extrasArb, (resume, extras) => {
        const before = computeCompletion(resume);
        const appended: CompletionInput = {
          ...resume,
          experience: resume.experience.length > 0 ? [...resume.experience, ...extras.experience] : [],
          education: resume.education.length > 0 ? [...resume.education, ...extras.education] : [],
          skills: resume.skills.length > 0 ? [...resume.skills, ...extras.skills] : [],
          projects: resume.projects.length > 0 ? [...resume.projects, ...extras.projects] : [],
          certifications: resume.certifications.length > 0 ? [...resume.certifications, ...extras.certifications] : [],
          custom_sections: resume.custom_sections.length > 0 ? [...resume.custom_sections, ...extras.custom_sections] : [],
        };
        // A list that was empty stays empty: appending to it would change its first entry.
        const after = computeCompletion(appended);
        expect(after).toEqual(before);

        const withLanguages = computeCompletion({ ...appended, languages: [...resume.languages, ...extras.languages] });
        expect(withLanguages.score).toBeGreaterThanOrEqual(after.score);
      }),
    );
  });
});
