import { describe, expect, it } from "vitest";
import { doctoralPositions } from "./doctoral-positions";

const school = (degree: string, field: string) => ({
  institution: "Eastbrook University",
  degree,
  field,
  location: "Ghent, Belgium",
  startDate: "2018",
  endDate: "Present",
});

describe("doctoralPositions", () => {
  it("reads a doctorate held as a post under Education as a job too", () => {
    expect(doctoralPositions([school("Ph.D.", "Researcher"), school("PhD", "Research Fellow")])).toEqual([
      {
        company: "Eastbrook University",
        position: "Ph.D. Researcher",
        location: "Ghent, Belgium",
        startDate: "2018",
        endDate: "",
        current: true,
        description: "",
      },
      {
        company: "Eastbrook University",
        position: "PhD Research Fellow",
        location: "Ghent, Belgium",
        startDate: "2018",
        endDate: "",
        current: true,
        description: "",
      },
    ]);
  });

  it("leaves doctoral study, other degrees and fields that name no role", () => {
    expect(
      doctoralPositions([
        school("PhD", "Student"),
        school("Ph.D.", "Candidate"),
        school("Master of Science", "Research Engineer"),
        school("PhD", "Bioengineering"),
      ]),
    ).toEqual([]);
  });
});
