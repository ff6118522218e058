import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { parseResume } from "../parse-resume";

const skillsOf = (lines: string[]) =>
  parseResume(documentOf("txt", plainLines(["Jo Doe", "", "SKILLS", ...lines].join("\n")))).skills.map(
    ({ category, items }) => `${category}: ${items.join(", ")}`,
  );

describe("skill groups", () => {
  it("reads a grid of labels over cells of lists as one group per label", () => {
    expect(skillsOf(["LANGUAGES\tFRAMEWORKS & TOOLS", "TypeScript, Go, Python\tReact, Node.js, GraphQL"])).toEqual([
      "LANGUAGES: TypeScript, Go, Python",
      "FRAMEWORKS & TOOLS: React, Node.js, GraphQL",
    ]);
  });

  it("keeps single skills set two to a row as skills, in capitals or not", () => {
    expect(skillsOf(["CATIA V5\tANSYS", "MATLAB/Simulink\tDFMEA"])).toEqual([": CATIA V5, ANSYS, MATLAB/Simulink, DFMEA"]);
  });
});
