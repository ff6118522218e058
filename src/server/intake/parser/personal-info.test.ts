import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "../plain-lines";
import { readPersonalInfo } from "./personal-info";
import { rowsOf } from "./rows";
import { splitSections } from "./sections";

const personalOf = (lines: string[]) => {
  const rows = rowsOf(documentOf("txt", plainLines(lines.join("\n"))));
  return readPersonalInfo(splitSections(rows), [], rows).personalInfo;
};

describe("readPersonalInfo", () => {
  it("takes a lone town beside a phone and an e-mail for the location", () => {
    expect(
      personalOf(["Fiona MacLeod", "Edinburgh · 07700 900 574 · fiona.macleod@example.co.uk", "", "EDUCATION", "University of Glasgow"]),
    ).toMatchObject({ fullName: "Fiona MacLeod", location: "Edinburgh", phone: "07700 900 574" });
  });

  it("takes the town and country of a postal address", () => {
    expect(personalOf(["Anna Kowalska", "ul. Długa 12, 31-147 Kraków, Poland", "anna.kowalska@example.pl"]).location).toBe(
      "Kraków, Poland",
    );
  });

  it("takes no headline beside the contacts for a place", () => {
    expect(personalOf(["Jane Doe", "Senior Data Analyst · jane@example.com"]).location).toBe("");
  });
});
