import { describe, expect, it } from "vitest";
import { isDegree, organizationScore, roleScore } from "./vocabulary";

describe("vocabulary", () => {
  it("knows the job titles of the built-in vocabulary by their head word", () => {
    expect(roleScore("Head Bartender")).toBeGreaterThan(0);
    expect(roleScore("Licensed Caregiver")).toBeGreaterThan(0);
    expect(roleScore("Senior Estimator")).toBeGreaterThan(0);
  });

  it("takes no field, degree or organisation word for a role", () => {
    expect(roleScore("Al Noor Engineering")).toBe(0);
    expect(roleScore("Master of Science")).toBe(0);
    expect(roleScore("SQL Server")).toBe(0);
    expect(organizationScore("Northwind Technologies")).toBeGreaterThan(0);
  });

  it("knows professional and national degrees, not words that begin like them", () => {
    for (const degree of ["MSN, Nursing", "MBBS", "PharmD", "Abitur", "Dipl.-Ing. Maschinenbau", "PGCE"])
      expect(isDegree(degree)).toBe(true);
    for (const text of ["Microsoft", "Mphasis", "Pharmacy"]) expect(isDegree(text)).toBe(false);
  });
});
