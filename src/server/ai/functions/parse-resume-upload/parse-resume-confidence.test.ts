import { describe, expect, it } from "vitest";
import { aiResultSchemas } from "../index";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { DOUBTS } from "./parser/doubts";
import { parseResume } from "./parse-resume";

const parseText = (lines: string[]) => parseResume(documentOf("txt", plainLines(lines.join("\n"))));

describe("parseResume's confidence: the fields it filled without a sign that they are right", () => {
  it("marks nothing it read from signs: a name-shaped top line, a role word, a school word, dates", () => {
    const result = parseText([
      "Jane Roe",
      "jane.roe@example.com | +1 512 555 0100 | Austin, TX",
      "",
      "EXPERIENCE",
      "Senior Software Engineer | Acme Corp | Jan 2020 – Present",
      "- Built the billing service.",
      "",
      "EDUCATION",
      "University of Texas | B.S. Computer Science | 2012 – 2016",
    ]);
    expect(result.personal_info).toMatchObject({ fullName: "Jane Roe", location: "Austin, TX" });
    expect(result.experience.map(({ company, position }) => [company, position])).toEqual([["Acme Corp", "Senior Software Engineer"]]);
    expect(result.education[0]!.institution).toBe("University of Texas");
    expect(result.confidence).toEqual([]);
  });

  it("marks a name taken for being the first line, a title and company told apart by order only, a school without a school word", () => {
    const result = parseText([
      "jane roe",
      "jane.roe@example.com | +1 512 555 0100",
      "",
      "EXPERIENCE",
      "Globex | Initech | 2019 – 2021",
      "- Built the billing service.",
      "",
      "EDUCATION",
      "Hogwarts | B.A. History | 2010 – 2014",
    ]);
    expect(aiResultSchemas["parse-resume-upload"].safeParse(result).success).toBe(true);
    expect(result.confidence).toEqual([
      { section: "personal_info", field: "fullName", reason: DOUBTS.nameByFirstLine },
      { section: "experience", entry: 0, field: "position", reason: DOUBTS.titleCompanyByOrder },
      { section: "experience", entry: 0, field: "company", reason: DOUBTS.titleCompanyByOrder },
      { section: "education", entry: 0, field: "institution", reason: DOUBTS.schoolWithoutSchoolWord },
    ]);
  });

  it("marks the dates of entries printed without any, and counts entries across sections of one kind", () => {
    const result = parseText([
      "Jane Roe",
      "jane.roe@example.com · Lisbon · +351 912 345 678",
      "",
      "EXPERIENCE",
      "Senior Engineer | Acme Corp | 2019 – 2021",
      "- Built the billing service.",
      "",
      "WORK HISTORY",
      "Senior Engineer, Northwind Traders",
      "- Ran the warehouse systems.",
      "",
      "EDUCATION",
      "University of Lisbon, B.A. History",
    ]);
    expect(result.experience.map((job) => job.company)).toEqual(["Acme Corp", "Northwind Traders"]);
    expect(result.confidence).toEqual([
      { section: "experience", entry: 1, field: "startDate", reason: DOUBTS.noDates },
      { section: "education", entry: 0, field: "startDate", reason: DOUBTS.noDates },
    ]);
  });

  it("keeps each guess with its entry when roles grouped under one employer are merged", () => {
    const result = parseText([
      "Grace Hopper",
      "",
      "EXPERIENCE",
      "Remington Rand",
      "1949 – 1966",
      "Senior Mathematician | 1955 – 1966",
      "- Led the FLOW-MATIC team.",
      "Mathematician | 1949 – 1955",
      "- Wrote the A-0 compiler.",
      "Globex | Initech | 1940 – 1945",
      "- Kept the books.",
    ]);
    expect(result.experience.map((job) => [job.company, job.position])).toEqual([
      ["Remington Rand", "Senior Mathematician"],
      ["Remington Rand", "Mathematician"],
      ["Initech", "Globex"],
    ]);
    // The employer's own entry is dropped once its roles take its name: the fourth entry read is the third kept.
    expect(result.confidence).toEqual([
      { section: "experience", entry: 2, field: "position", reason: DOUBTS.titleCompanyByOrder },
      { section: "experience", entry: 2, field: "company", reason: DOUBTS.titleCompanyByOrder },
    ]);
  });
});
