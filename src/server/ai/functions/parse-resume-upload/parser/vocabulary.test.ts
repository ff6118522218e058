import { describe, expect, it } from "vitest";
import { isDegree, isSchool, organizationScore, roleScore } from "./vocabulary";

describe("vocabulary", () => {
  it("knows the job titles of the built-in vocabulary by their head word", () => {
    expect(roleScore("Head Bartender")).toBeGreaterThan(0);
    expect(roleScore("Licensed Caregiver")).toBeGreaterThan(0);
    expect(roleScore("Senior Estimator")).toBeGreaterThan(0);
  });

  it("knows trades, hospitality and newsroom roles and compound titles", () => {
    for (const title of [
      "Kitchen Porter",
      "Bank Teller",
      "Line Cook",
      "Joiner",
      "Courier",
      "Scrum Master Candidate",
      "Foreign Correspondent",
      "Editor-in-Chief",
    ])
      expect(roleScore(title), title).toBeGreaterThan(0);
    expect(roleScore("Med-Surg Unit")).toBe(0);
  });

  it("knows schools named in other languages, not a faculty post", () => {
    for (const school of [
      "Universidad de Chile",
      "Universidade de São Paulo",
      "Universiteit van Amsterdam",
      "Uniwersytet Warszawski",
      "Fachhochschule Köln",
      "Hogeschool Utrecht",
      "Faculty of Medicine",
      "Cégep de Sainte-Foy",
      "Conservatorium van Amsterdam",
    ])
      expect(isSchool(school), school).toBe(true);
    expect(isSchool("Adjunct Faculty")).toBe(false);
  });

  it("takes no field, degree or organisation word for a role", () => {
    expect(roleScore("Al Noor Engineering")).toBe(0);
    expect(roleScore("Master of Science")).toBe(0);
    expect(roleScore("SQL Server")).toBe(0);
    expect(organizationScore("Northwind Technologies")).toBeGreaterThan(0);
  });

  it("reads a centre as an organisation, so a line cut from one is no name ('SENIOR CENTER Irvine')", () => {
    expect(organizationScore("Lakeview Senior Center")).toBeGreaterThan(0);
    expect(organizationScore("CENTRE Leeds")).toBeGreaterThan(0);
  });

  it("knows professional and national degrees, not words that begin like them", () => {
    for (const degree of [
      "MSN, Nursing",
      "MBBS",
      "PharmD",
      "Abitur",
      "Dipl.-Ing. Maschinenbau",
      "PGCE",
      "PGDE Secondary",
      "M.B.A.",
      "B.B.A.",
      "HNC Engineering",
      "Degree in Nursing",
      "Foundation Degree",
      "Laurea Magistrale",
      "Máster en Finanzas",
      "ISC",
      "ICSE",
      "HSC",
      "S.S.C.",
    ])
      expect(isDegree(degree)).toBe(true);
    for (const text of ["Microsoft", "Mphasis", "Pharmacy"]) expect(isDegree(text)).toBe(false);
  });

  it("knows Chinese and Japanese schools and degrees, written without spaces", () => {
    for (const school of ["清华大学", "某某学院", "東京大学大学院", "北京市第四中学"]) expect(isSchool(school), school).toBe(true);
    for (const degree of ["工学学士", "硕士研究生", "博士"]) expect(isDegree(degree), degree).toBe(true);
    expect(isDegree("某某大学")).toBe(false);
  });
});
