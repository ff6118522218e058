import { describe, expect, it } from "vitest";
import { splitEducation } from "./education";

const fields = (answer: string) =>
  splitEducation(answer).map(({ institution, degree, field, startDate, endDate, gpa }) => ({
    institution,
    degree,
    field,
    startDate,
    endDate,
    gpa,
  }));

describe("splitEducation", () => {
  it("reads degree, field, school and dates from a sentence", () => {
    expect(fields("Bachelor of Science in Computer Science from Stanford University (2014 - 2018)")).toEqual([
      {
        institution: "Stanford University",
        degree: "Bachelor of Science",
        field: "Computer Science",
        startDate: "2014",
        endDate: "2018",
        gpa: "",
      },
    ]);
  });

  it("gathers a school typed over several lines, with its GPA", () => {
    expect(fields("MIT\nBS Computer Science\n2016-2020\nGPA: 3.8/4.0")).toEqual([
      { institution: "MIT", degree: "BS", field: "Computer Science", startDate: "2016", endDate: "2020", gpa: "3.8/4.0" },
    ]);
  });

  it("splits two schools, keeps an expected date and sets honours aside", () => {
    const schools = splitEducation(
      "MBA, Harvard Business School, 2024 (expected)\nBA Economics, University of Chicago, 2015, magna cum laude",
    );
    expect(schools.map((school) => [school.degree, school.field, school.institution, school.endDate])).toEqual([
      ["MBA", "", "Harvard Business School", "Expected 2024"],
      ["BA", "Economics", "University of Chicago", "2015"],
    ]);
    expect(schools[1]?.notes).toEqual(["Magna cum laude"]);
  });

  it("reads UK qualifications and honours degrees", () => {
    expect(fields("PGCE, University of Leeds, 2009\nBA (Hons) History, University of York, 2005-2008")).toEqual([
      { institution: "University of Leeds", degree: "PGCE", field: "", startDate: "", endDate: "2009", gpa: "" },
      { institution: "University of York", degree: "BA (Hons)", field: "History", startDate: "2005", endDate: "2008", gpa: "" },
    ]);
  });

  it("reads studies under way and a high school", () => {
    expect(
      fields("Currently studying Nursing at Kings College London, graduating 2026\n\nHigh school diploma, Lincoln High School, 2019"),
    ).toEqual([
      { institution: "Kings College London", degree: "", field: "Nursing", startDate: "", endDate: "Expected 2026", gpa: "" },
      { institution: "Lincoln High School", degree: "High school diploma", field: "", startDate: "", endDate: "2019", gpa: "" },
    ]);
  });
});
