import { describe, expect, it } from "vitest";
import { schoolWithin } from "./school-names";

describe("schoolWithin", () => {
  it("sets apart a school written after the degree, up to the end of its phrase", () => {
    expect(schoolWithin("MSc. Public Health. Northfield School of Tropical Medicine (NSTM).")).toEqual({
      school: "Northfield School of Tropical Medicine (NSTM)",
      rest: "MSc. Public Health.",
    });
    expect(
      schoolWithin("BSc. (Hons.) Applied Biology (2.1) University of Westmarch College of Ironbridge. Specialist interest genetics")
        ?.school,
    ).toBe("University of Westmarch College of Ironbridge");
  });

  it("stops a school's name at a date or a degree after it", () => {
    expect(schoolWithin("University of Lake Vale 2014 Bachelors of Science : Health Care Management")?.school).toBe(
      "University of Lake Vale",
    );
    expect(schoolWithin("EASTLAND STATE UNIVERSITY May B.S : Chemistry")?.school).toBe("EASTLAND STATE UNIVERSITY");
  });

  it("takes no school out of a degree's own words or a text without one", () => {
    expect(schoolWithin("High School Diploma")).toBeNull();
    expect(schoolWithin("B.S. in Computer Science")).toBeNull();
  });
});
