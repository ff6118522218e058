import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { rowsOf } from "./rows";
import { sectionKindOf, splitSections } from "./sections";

describe("sectionKindOf", () => {
  it.each([
    ["WORK EXPERIENCE", "experience"],
    ["Professional Experience", "experience"],
    ["Employment History", "experience"],
    ["Career History:", "experience"],
    ["Academic & Professional Experience", "experience"],
    ["Education & Training", "education"],
    ["Academic Background", "education"],
    ["Technical Skills", "skills"],
    ["Core Competencies", "skills"],
    ["Areas of Expertise", "skills"],
    ["Programming Languages", "skills"],
    ["Certifications & Licenses", "certifications"],
    ["Languages", "languages"],
    ["Professional Summary", "summary"],
    ["About Me", "summary"],
    ["Personal Projects", "projects"],
    ["Volunteer Experience", "custom"],
    ["Awards and Honours", "custom"],
    ["E X P E R I E N C E", "experience"],
    ["W O R K  E X P E R I E N C E", "experience"],
    ["P R O F E S S I O N A L S K I L L S", "skills"],
    ["C O N TA C T", "contact"],
    ["edu cation", "education"],
    ["exp erience", "experience"],
    ["pub lications", "custom"],
    ["Idiomas", "languages"],
    ["Professional Development", "education"],
    ["Continuing Education:", "education"],
    ["FORMATION ET EXPÉRIENCE", "education"],
    ["Educación y Proyectos", "education"],
    ["PROJETS ET EXPÉRIENCES", "projects"],
    ["教育经历", "education"],
    ["職歴", "experience"],
    ["Employment Record", "experience"],
    ["Academic Credentials", "education"],
    ["Research Funding", "custom"],
    ["Positions Held", "experience"],
    ["Military Service", "experience"],
    ["Clinical Placements", "experience"],
    ["Career Timeline", "experience"],
    ["Track Record", "experience"],
    ["Expérience professionnelle", "experience"],
    ["Academic History", "education"],
    ["Formation", "education"],
    ["Toolkit", "skills"],
    ["Summary of Qualifications", "summary"],
    ["Community Service", "custom"],
    ["01. Experience", "experience"],
    ["II. EDUCATION", "education"],
    ["// skills", "skills"],
    ["— Projects —", "projects"],
    ["Études", "education"],
    ["Schulbildung", "education"],
    ["Hochschulstudium", "education"],
    ["Educación", "education"],
    ["Formação", "education"],
    ["Istruzione", "education"],
    ["Opleiding", "education"],
    ["Berufliche Tätigkeiten", "experience"],
    ["Berufliche Tatigkeiten", "experience"],
    ["Etudes", "education"],
    ["Weitere Tätigkeiten", "experience"],
    ["Beruflicher Werdegang", "experience"],
    ["Parcours professionnel", "experience"],
    ["Experiencia profesional", "experience"],
    ["Experiência profissional", "experience"],
    ["Esperienze lavorative", "experience"],
    ["Werkervaring", "experience"],
    ["教育背景", "education"],
    ["专业技能", "skills"],
    ["项目经历", "projects"],
  ])("reads %s as %s", (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });

  it("reads headings of other words only when they are set like headings", () => {
    expect(sectionKindOf("Kitchen Experience")).toBeNull();
    expect(sectionKindOf("KITCHEN EXPERIENCE", true)).toBe("experience");
    expect(sectionKindOf("C L I N I C A L R O L E S", true)).toBe("experience");
  });

  it.each(["Experience with Python", "Senior Software Engineer", "Head of Customer Experience", "Skills: Python, SQL", "Education 2019"])(
    "reads %s as no heading",
    (text) => {
      expect(sectionKindOf(text, true)).toBeNull();
    },
  );
});

describe("splitSections", () => {
  it("joins a margin heading wrapped onto a line of its own and keeps the entry beside its first line", () => {
    const rows = rowsOf(
      documentOf("txt", plainLines(["PROFESSIONAL\t■ Data Analyst, Acme Corp\t2019 – 2021", "EXPERIENCE", "Built dashboards."].join("\n"))),
    );
    expect(splitSections(rows).map((section) => [section.kind, section.title, section.rows.map((row) => [row.text, row.marked])])).toEqual([
      [
        "experience",
        "PROFESSIONAL EXPERIENCE",
        [
          ["Data Analyst, Acme Corp\t2019 – 2021", true],
          ["Built dashboards.", false],
        ],
      ],
    ]);
  });

  it("keeps a school set like the headings inside Education as the entry's school", () => {
    const lines = [
      "EXPERIENCE",
      "Analyst, Acme, 2019 – 2020",
      "EDUCATION",
      "LAKESIDE UNIVERSITY",
      "Bachelors in Computer Engineering",
      "2017 – 2021",
    ];
    const sections = splitSections(rowsOf(documentOf("txt", plainLines(lines.join("\n")))));
    expect(sections.map((section) => [section.kind, section.rows.map((row) => row.text)])).toEqual([
      ["experience", ["Analyst, Acme, 2019 – 2020"]],
      ["education", ["LAKESIDE UNIVERSITY", "Bachelors in Computer Engineering", "2017 – 2021"]],
    ]);
  });
});
