import { describe, expect, it } from "vitest";
import { emptyResumeContent, resumeContentSchema, type ResumeContent } from "#shared/resume";
import { locateText, replaceText } from "./apply-suggestion";

const resume = (): ResumeContent => ({
  ...emptyResumeContent(),
  personal_info: { fullName: "Ada Lovelace", email: "", phone: "", location: "", summary: "I am a hard worker who likes engines." },
  experience: [
    {
      id: "job-1",
      company: "Analytical Engines Ltd",
      position: "Lead Engineer",
      location: "",
      startDate: "Jan 2020",
      endDate: "",
      current: true,
      description: "• Responsible for managing a team of 5\n• Wrote the notes on the engine,\n  with every table checked twice",
    },
  ],
  projects: [
    { id: "project-1", name: "Notes", description: "Translated the memoir.", technologies: [], startDate: "", endDate: "", link: "" },
  ],
  skills: [
    { id: "skills-1", category: "Languages", items: ["TypeScript", "SQL"] },
    { id: "skills-2", category: "Tools", items: ["Git"] },
  ],
  custom_sections: [
    {
      id: "custom-1",
      title: "Volunteering",
      fields: [{ id: "field-1", name: "field_1", label: "Details", type: "textarea" }],
      items: [{ id: "item-1", field_1: "Helped at the school fair." }],
    },
  ],
});

describe("locateText", () => {
  it("finds a bullet inside an experience description, without its marker, and names the job", () => {
    expect(locateText(resume(), "Responsible for managing a team of 5", "Experience: Analytical Engines Ltd")).toEqual({
      place: { kind: "experience", id: "job-1" },
      label: "Experience · Lead Engineer at Analytical Engines Ltd",
    });
  });

  it("finds a bullet the resume wraps over two lines, quoted on one", () => {
    expect(locateText(resume(), "Wrote the notes on the engine, with every table checked twice", "")?.place).toEqual({
      kind: "experience",
      id: "job-1",
    });
  });

  it("finds the summary, a project description, a custom item and the skills list", () => {
    const r = resume();
    expect(locateText(r, "I am a hard worker who likes engines.", "Summary")?.place).toEqual({ kind: "summary" });
    expect(locateText(r, "Translated the memoir.", "Projects: Notes")).toEqual({
      place: { kind: "project", id: "project-1" },
      label: "Project · Notes",
    });
    expect(locateText(r, "Helped at the school fair.", "Volunteering")).toEqual({
      place: { kind: "custom", sectionId: "custom-1", itemId: "item-1", field: "field_1" },
      label: "Volunteering",
    });
    expect(locateText(r, "TypeScript, SQL, Git", "Skills")).toEqual({ place: { kind: "skills" }, label: "Skills" });
  });

  it("finds nothing for text the resume no longer holds", () => {
    expect(locateText(resume(), "Responsible for managing a team of 6", "Experience")).toBeNull();
    expect(locateText(resume(), "TypeScript, SQL", "Skills")).toBeNull();
    // An empty current text stands for an empty field: there is a summary already.
    expect(locateText(resume(), "", "Summary")).toBeNull();
  });
});

describe("replaceText", () => {
  it("applies a bullet suggestion in place, keeping the marker and the other bullets, and undoes it", () => {
    const before = resume();
    const applied = replaceText(before, "Responsible for managing a team of 5", "Led a team of 5 engineers", "Experience")!;
    expect(applied.resume.experience[0]!.description).toBe(
      "• Led a team of 5 engineers\n• Wrote the notes on the engine,\n  with every table checked twice",
    );
    expect(applied.found.place).toEqual({ kind: "experience", id: "job-1" });
    // The rest of the resume is untouched.
    expect({ ...applied.resume, experience: before.experience }).toEqual(before);

    const undone = replaceText(
      applied.resume,
      "Led a team of 5 engineers",
      "Responsible for managing a team of 5",
      "Experience",
      applied.found.place,
    )!;
    expect(undone.resume).toEqual(before);
  });

  it("writes a summary into an empty one, and undo empties it again", () => {
    const before = { ...resume(), personal_info: { ...resume().personal_info, summary: "" } };
    const applied = replaceText(before, "", "Engineer with eight years of work on engines.", "Summary")!;
    expect(applied.resume.personal_info.summary).toBe("Engineer with eight years of work on engines.");
    const undone = replaceText(applied.resume, "Engineer with eight years of work on engines.", "", "Summary", applied.found.place)!;
    expect(undone.resume).toEqual(before);
  });

  it("adds suggested skills to the last group and removes them again on undo", () => {
    const before = resume();
    const applied = replaceText(before, "TypeScript, SQL, Git", "TypeScript, SQL, Git, Docker, Kubernetes", "Skills")!;
    expect(applied.resume.skills.map((group) => group.items)).toEqual([
      ["TypeScript", "SQL"],
      ["Git", "Docker", "Kubernetes"],
    ]);
    const undone = replaceText(
      applied.resume,
      "TypeScript, SQL, Git, Docker, Kubernetes",
      "TypeScript, SQL, Git",
      "Skills",
      applied.found.place,
    )!;
    expect(undone.resume).toEqual(before);
  });

  it("adds past a full last group into new Skills groups, so the resume still saves", () => {
    const tools = Array.from({ length: 98 }, (_, i) => `Tool ${i + 1}`);
    const before = { ...resume(), skills: [{ id: "skills-1", category: "Tools", items: tools }] };
    const added = ["Docker", "Kubernetes", "Terraform", "Ansible", "Helm"];
    const applied = replaceText(before, tools.join(", "), [...tools, ...added].join(", "), "Skills")!;
    expect(applied.resume.skills.map((group) => [group.category, group.items.length])).toEqual([
      ["Tools", 100],
      ["Skills", 3],
    ]);
    expect(applied.resume.skills[1]!.items).toEqual(["Terraform", "Ansible", "Helm"]);
    expect(resumeContentSchema.safeParse(applied.resume).success).toBe(true);
  });

  it("starts a Skills group for a resume without skills, and undo leaves none", () => {
    const before = { ...resume(), skills: [] };
    const applied = replaceText(before, "", "Docker, Kubernetes", "Skills")!;
    expect(applied.resume.skills).toEqual([{ id: expect.any(String), category: "Skills", items: ["Docker", "Kubernetes"] }]);
    const undone = replaceText(applied.resume, "Docker, Kubernetes", "", "Skills", applied.found.place)!;
    expect(undone.resume).toEqual(before);
  });

  it("undoes at the place it applied even when the same text also sits earlier in the resume", () => {
    const before = resume();
    // The custom item now says what the project before it says.
    const applied = replaceText(before, "Helped at the school fair.", "Translated the memoir.", "Volunteering")!;
    expect(applied.found.place).toEqual({ kind: "custom", sectionId: "custom-1", itemId: "item-1", field: "field_1" });
    const undone = replaceText(
      applied.resume,
      "Translated the memoir.",
      "Helped at the school fair.",
      "Volunteering",
      applied.found.place,
    )!;
    expect(undone.resume).toEqual(before);
  });

  it("refuses to apply a suggestion whose text was edited away", () => {
    const edited = { ...resume(), personal_info: { ...resume().personal_info, summary: "Engine builder." } };
    expect(replaceText(edited, "I am a hard worker who likes engines.", "Engine builder with drive.", "Summary")).toBeNull();
  });
});
