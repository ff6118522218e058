import { describe, expect, it } from "vitest";
import { roleThenEmployer } from "./experience";

describe("roleThenEmployer", () => {
  it("splits an employer's name off the end of a role", () => {
    expect(roleThenEmployer("Cashier Zestwich")).toEqual({ position: "Cashier", company: "Zestwich" });
    expect(roleThenEmployer("Senior Data Analyst Acme Analytics Inc.")).toEqual({
      position: "Senior Data Analyst",
      company: "Acme Analytics Inc.",
    });
  });

  it("keeps one title whole: a level, a team or field after the role, an abbreviation, a role word last, words in lower case", () => {
    for (const title of [
      "Software Engineer II",
      "Store Manager Business Development",
      "Registered Nurse ICU",
      "Project Manager Intern",
      "Manager of Operations",
      "Teacher and Company Dancer",
      "Nurse Practitioner",
    ]) {
      expect(roleThenEmployer(title)).toBeNull();
    }
  });
});
