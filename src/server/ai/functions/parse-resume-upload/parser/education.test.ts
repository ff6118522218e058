import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { parseResume } from "../parse-resume";

const schooling = (lines: string[]) =>
  parseResume(documentOf("txt", plainLines(["Jo Doe", "", "EDUCATION", ...lines].join("\n")))).education.map(
    ({ institution, degree, endDate }) => [institution, degree, endDate],
  );

describe("education entries", () => {
  it("keeps a school within a school as printed, with its dash", () => {
    expect(
      schooling(["Lakeview University – Harmon School of Business\tJune 2014 – Present", "Certificate in Property Valuation"]),
    ).toEqual([["Lakeview University – Harmon School of Business", "Certificate", "Present"]]);
  });

  it("reads a month and year set before a degree's name as its date, as a year is", () => {
    expect(schooling(["6/2019 Licence de Physique", "Université de Valmont", "9/2015 Baccalauréat Sciences", "Lycée Jean Moulin"])).toEqual(
      [
        ["Université de Valmont", "Licence de Physique", "Jun 2019"],
        ["Lycée Jean Moulin", "Baccalauréat Sciences", "Sep 2015"],
      ],
    );
  });

  it("reads a degree wrapped in a narrow column as one, with the dates under its school", () => {
    expect(
      schooling([
        "Master of Science in",
        "Computer Science",
        "University of Washington",
        "Seattle, WA",
        "Sep 2014 – Jun 2016",
        "",
        "Bachelor of Science in",
        "Software Engineering",
        "University of Texas at Austin",
        "Austin, TX",
        "Sep 2010 – May 2014",
      ]),
    ).toEqual([
      ["University of Washington", "Master of Science", "Jun 2016"],
      ["University of Texas at Austin", "Bachelor of Science", "May 2014"],
    ]);
  });

  it("reads a degree wrapped under its dates set at the right margin as one", () => {
    const lines = [
      "Master of Science in Computer Science\tSep 2014 – Jun 2016",
      "University of Washington | Seattle, WA",
      "Bachelor of Science in Software\tSep 2010 – May 2014",
      "Engineering",
      "University of Texas at Austin | Austin, TX",
    ];
    const education = parseResume(documentOf("txt", plainLines(["Jo Doe", "", "EDUCATION", ...lines].join("\n")))).education;
    expect(education.map(({ institution, degree, field }) => [institution, degree, field])).toEqual([
      ["University of Washington", "Master of Science", "Computer Science"],
      ["University of Texas at Austin", "Bachelor of Science", "Software Engineering"],
    ]);
  });

  it("takes the place before a grade at the end of a school's line as the place", () => {
    const [entry] = parseResume(
      documentOf(
        "txt",
        plainLines(
          [
            "Jo Doe",
            "",
            "EDUCATION",
            "Master of Science in Computer Science\tSep 2014 – Jun 2016",
            "University of Washington, Seattle, WA, GPA: 3.9",
          ].join("\n"),
        ),
      ),
    ).education;
    expect(entry).toMatchObject({
      institution: "University of Washington",
      location: "Seattle, WA",
      gpa: "3.9",
      field: "Computer Science",
    });
  });

  it("sets a school apart from the degree written on its line", () => {
    expect(
      schooling([
        "2015-2017: MSc. Public Health. Northfield School of Tropical Medicine (NSTM).",
        "",
        "2002-2003: MSc. Science Communication, Regent College, Bristol",
      ]).map(([school]) => school),
    ).toEqual(["Northfield School of Tropical Medicine (NSTM)", "Regent College"]);
  });

  it("reads a list of schools set as bullets as its entries", () => {
    expect(
      schooling([
        "• Eastbrook University: Full Stack web development (08/2020 – Current)",
        "• Westmoor University: Cum Laude B.A. in Project Management",
      ]).map(([school]) => school),
    ).toEqual(["Eastbrook University: Full Stack web development", "Westmoor University"]);
  });

  it("reads a year before each line's names as the entry's date, and a leader of dashes as a separator", () => {
    expect(
      schooling([
        "2015 MAS.S65 Distributed Ledgers ---------------------------- Harbor Media Institute",
        "2004 BS Computer Science & Psychology -------- Eastbrook University",
      ]),
    ).toEqual([
      ["Harbor Media Institute", "MAS.S65 Distributed Ledgers", "2015"],
      ["Eastbrook University", "BS", "2004"],
    ]);
  });

  it("reads a level and its grade under a school as no part of the school's name", () => {
    expect(schooling(["Lakeside Public School, Pune", "High school: Grade 12", "2015 – 2017"]).map(([school]) => school)).toEqual([
      "Lakeside Public School",
    ]);
  });

  it("reads the text after a degree on its line as the field when no school is named", () => {
    expect(schooling(["Bachelor of Arts, Economics", "2019"])).toEqual([["", "Bachelor of Arts", "2019"]]);
    expect(
      parseResume(documentOf("txt", plainLines("Jo Doe\n\nEDUCATION\nB.S., Nursing, May 2019"))).education.map(({ institution, field }) => [
        institution,
        field,
      ]),
    ).toEqual([["", "Nursing"]]);
  });

  it("takes a date's label set apart from its date for no school", () => {
    expect(schooling(["Graduation Date\tMay 2019", "Bachelor of Arts in Economics"])).toEqual([["", "Bachelor of Arts", "May 2019"]]);
    expect(schooling(["Bachelor of Arts | Graduation Date | May 2019"])).toEqual([["", "Bachelor of Arts", "May 2019"]]);
  });

  it("reads India's school-leaving certificates as degrees beside the school", () => {
    expect(schooling(["ISC, Lakeside School, Pune", "March 2012 — March 2014"])).toEqual([["Lakeside School", "ISC", "Mar 2014"]]);
  });

  it("reads 'Degree, Field, School, City' on one line", () => {
    expect(
      parseResume(
        documentOf("txt", plainLines("Jo Doe\n\nEDUCATION\nMaster of Science, Data Science, Eastbrook University, Boston\n2019 – 2021")),
      ).education.map(({ institution, degree, field, location }) => [institution, degree, field, location]),
    ).toEqual([["Eastbrook University", "Master of Science", "Data Science", "Boston"]]);
  });
});
