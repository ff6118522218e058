import { describe, expect, it } from "vitest";
import { splitLanguages } from "./languages";

describe("splitLanguages", () => {
  it("reads levels written before, after and in brackets", () => {
    expect(splitLanguages("English (native), Spanish - fluent, basic French\nFluent in German and Italian; Japanese B2")).toEqual([
      { name: "English", proficiency: "Native" },
      { name: "Spanish", proficiency: "Fluent" },
      { name: "French", proficiency: "Basic" },
      { name: "German", proficiency: "Fluent" },
      { name: "Italian", proficiency: "Fluent" },
      { name: "Japanese", proficiency: "B2" },
    ]);
  });

  it("keeps languages without a level", () => {
    expect(splitLanguages("English and Hindi")).toEqual([
      { name: "English", proficiency: "" },
      { name: "Hindi", proficiency: "" },
    ]);
  });
});
