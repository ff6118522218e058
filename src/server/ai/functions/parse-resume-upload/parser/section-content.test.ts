import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { rowsOf } from "./rows";
import { sectionsByContent } from "./section-content";
import { splitSections } from "./sections";

const sectionsOf = (text: string) =>
  sectionsByContent(splitSections(rowsOf(documentOf("txt", plainLines(text))))).map((section) => ({
    kind: section.kind,
    texts: section.rows.map((row) => row.text),
  }));

const JOBS = [
  "Senior Data Analyst",
  "Acme Analytics Inc. | 2019 – Present",
  "- Built dashboards for the board",
  "",
  "Data Analyst",
  "Rocky Mountain Health | 2016 – 2019",
  "- Cleaned claims data",
];

describe("sectionsByContent", () => {
  it("reads dated roles under a heading of no known kind ('CHRONOLOGY') as experience, the heading left before them", () => {
    const sections = sectionsOf(["JANE DOE", "jane@example.com | 555-123-4567", "", "CHRONOLOGY", "", ...JOBS].join("\n"));
    expect(sections.map((section) => section.kind)).toEqual(["top", "experience"]);
    expect(sections[0]!.texts).toEqual(["JANE DOE", "jane@example.com | 555-123-4567", "CHRONOLOGY"]);
    expect(sections[1]!.texts[0]).toBe("Senior Data Analyst");
  });

  it("splits jobs off a summary they run on into, and reads school-and-degree entries there as education", () => {
    const sections = sectionsOf(
      ["Jane Doe", "", "PROFILE", "Analyst who likes clean data.", "", ...JOBS, "", "University of Denver", "BS Mathematics, 2014"].join(
        "\n",
      ),
    );
    expect(sections.map((section) => section.kind)).toEqual(["top", "summary", "experience", "education"]);
    expect(sections[1]!.texts).toEqual(["Analyst who likes clean data."]);
    expect(sections[3]!.texts).toEqual(["University of Denver", "BS Mathematics, 2014"]);
  });

  it("leaves dated lines that name no role and no employer where they are (grants, awards)", () => {
    const sections = sectionsOf(
      [
        "Jane Doe",
        "",
        "FUNDS SECURED",
        "Discovery Project on pollination networks in a changing climate, $486,000, 2022 – 2025",
        "Early career grant for fieldwork in the Kimberley region, $40,000, 2019",
      ].join("\n"),
    );
    expect(sections.map((section) => section.kind)).toEqual(["top"]);
  });

  it("reads an employer set in capitals like the headings, over its dated roles, as part of Experience", () => {
    const sections = sectionsOf(
      [
        "Jane Doe",
        "",
        "EXPERIENCE",
        "ACME ANALYTICS INC.",
        "Senior Data Analyst\t2019 – Present",
        "- Built dashboards",
        "",
        "ROCKY MOUNTAIN HEALTH",
        "Intern\t2016",
        "- Cleaned claims data",
        "",
        "LEARNING",
        "University of Denver",
        "BS Mathematics\t2014",
      ].join("\n"),
    );
    expect(sections.map((section) => section.kind)).toEqual(["top", "experience", "education"]);
    expect(sections[1]!.texts).toContain("ROCKY MOUNTAIN HEALTH");
  });
});
