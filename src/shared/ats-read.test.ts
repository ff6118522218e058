import { describe, expect, it } from "vitest";
import { compareAtsRead, countOutcomes, type AtsField, type ComparedResume } from "./ats-read";

const held: ComparedResume = {
  personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0018", location: "London, UK" },
  experience: [
    { company: "Analytical Engines Ltd", position: "Lead Engineer", startDate: "Jan 2020", endDate: "", current: true },
    { company: "Babbage & Co", position: "Analyst", startDate: "2016-09", endDate: "Dec 2019", current: false },
  ],
  education: [
    { institution: "University of London", degree: "Bachelor of Science", field: "Mathematics" },
    { institution: "King's College", degree: "", field: "" },
  ],
  skills: [{ items: ["TypeScript", "React"] }, { items: ["SQL", "React"] }],
};

const emptyRead: ComparedResume = {
  personal_info: { fullName: "", email: "", phone: "", location: "" },
  experience: [],
  education: [],
  skills: [],
};

const byLabel = (fields: AtsField[], group: string, label: string) => fields.find((item) => item.group === group && item.label === label);

describe("compareAtsRead", () => {
  it("keeps what the ATS read the same, whatever its case, spacing, dash or phone punctuation", () => {
    const read: ComparedResume = {
      personal_info: { fullName: "ADA  LOVELACE", email: "Ada@Example.com", phone: "(+44) 20-7946-0018", location: "London, UK." },
      experience: [
        // Out of order: entries are matched by what they say.
        { company: "Babbage & Co", position: "Analyst", startDate: "Sep 2016", endDate: "Dec 2019", current: false },
        { company: "Analytical Engines Ltd", position: "Lead Engineer", startDate: "Jan 2020", endDate: "Present", current: false },
      ],
      education: [
        { institution: "King's College", degree: "", field: "" },
        // The layout prints degree and field as one line, which the parser reads as the degree.
        { institution: "University of London", degree: "Bachelor of Science in Mathematics", field: "" },
      ],
      skills: [{ items: ["typescript", "React", "SQL"] }],
    };
    const fields = compareAtsRead(held, read);
    expect(fields.filter((item) => item.outcome !== "kept")).toEqual([]);
    expect(fields.every((item) => item.advice === "")).toBe(true);
    expect(fields.map((item) => `${item.group} / ${item.label}`)).toEqual([
      "Contact / Name",
      "Contact / Email",
      "Contact / Phone",
      "Contact / Location",
      "Lead Engineer at Analytical Engines Ltd / Company",
      "Lead Engineer at Analytical Engines Ltd / Job title",
      "Lead Engineer at Analytical Engines Ltd / Dates",
      "Analyst at Babbage & Co / Company",
      "Analyst at Babbage & Co / Job title",
      "Analyst at Babbage & Co / Dates",
      "Education / School",
      "Education / Degree",
      "Education / School",
      "Skills / Skills",
    ]);
    expect(byLabel(fields, "Lead Engineer at Analytical Engines Ltd", "Dates")).toMatchObject({
      held: "Jan 2020 – Present",
      read: "Jan 2020 – Present",
    });
    expect(byLabel(fields, "Skills", "Skills")).toMatchObject({ held: "TypeScript, React, SQL", read: "TypeScript, React, SQL" });
  });

  it("marks every field lost, with advice, when the ATS read nothing", () => {
    const fields = compareAtsRead(held, emptyRead);
    expect(fields.length).toBe(14);
    expect(fields.every((item) => item.outcome === "lost" && item.read === "")).toBe(true);
    expect(byLabel(fields, "Contact", "Email")?.advice).toBe(
      "Write your email address out in full as text on the contact line; an icon or a link alone is not read.",
    );
    expect(byLabel(fields, "Skills", "Skills")?.advice).toBe(
      "List skills as plain words separated by commas under a 'Skills' heading; bars, ratings and icons are not read.",
    );
    expect(countOutcomes(fields)).toEqual({ kept: 0, changed: 0, lost: 14 });
  });

  it("tells a changed field from a lost one: a company read as part of the title, a month dropped, some skills missed", () => {
    const read: ComparedResume = {
      personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0019", location: "" },
      experience: [
        { company: "Analytical Engines", position: "Lead Engineer Analytical Engines Ltd", startDate: "2020", endDate: "", current: true },
      ],
      education: [{ institution: "University of London, Senate House", degree: "BSc", field: "Mathematics" }],
      skills: [{ items: ["React", "Git"] }],
    };
    const fields = compareAtsRead(held, read);
    const job = "Lead Engineer at Analytical Engines Ltd";
    expect(byLabel(fields, "Contact", "Phone")).toMatchObject({
      outcome: "changed",
      read: "+44 20 7946 0019",
      advice:
        "An ATS would file something else here. Keep the field on a line of its own, next to its heading or entry, and check its spelling.",
    });
    expect(byLabel(fields, "Contact", "Location")).toMatchObject({ outcome: "lost" });
    expect(byLabel(fields, job, "Company")).toMatchObject({
      outcome: "changed",
      read: "Analytical Engines",
      advice: "An ATS reads only part of this field. Keep it on one line, without symbols or columns splitting it.",
    });
    expect(byLabel(fields, job, "Job title")).toMatchObject({
      outcome: "changed",
      advice: "An ATS reads other text of the same line into this field. Put the field on a line of its own, or set the rest apart.",
    });
    expect(byLabel(fields, job, "Dates")).toMatchObject({ outcome: "changed", held: "Jan 2020 – Present", read: "2020 – Present" });
    // The second job had no counterpart: nothing of it was read.
    expect(fields.filter((item) => item.group === "Analyst at Babbage & Co").map((item) => item.outcome)).toEqual(["lost", "lost", "lost"]);
    expect(fields.filter((item) => item.group === "Education").map((item) => [item.held, item.read, item.outcome])).toEqual([
      ["University of London", "University of London, Senate House", "changed"],
      ["Bachelor of Science in Mathematics", "BSc in Mathematics", "changed"],
      ["King's College", "", "lost"],
    ]);
    const skills = byLabel(fields, "Skills", "Skills")!;
    expect(skills).toMatchObject({ outcome: "changed", read: "React" });
    expect(skills.advice).toMatch(/^Not read as skills: TypeScript, SQL\. /);
    expect(countOutcomes(fields)).toEqual({ kept: 2, changed: 7, lost: 5 });
  });

  it("leaves out the fields the resume does not fill", () => {
    const sparse: ComparedResume = {
      personal_info: { fullName: "Ada Lovelace", email: "", phone: "", location: "" },
      experience: [{ company: "", position: "", startDate: "", endDate: "", current: false }],
      education: [{ institution: "", degree: "BSc", field: "" }],
      skills: [{ items: ["", " "] }],
    };
    expect(compareAtsRead(sparse, emptyRead).map((item) => item.label)).toEqual(["Name"]);
  });
});
