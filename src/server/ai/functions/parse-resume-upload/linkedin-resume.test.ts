import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { isLinkedinExport, MAX_PROFILE_BYTES, readLinkedinExport } from "#server/intake/linkedin-export";
import { linkedinResume } from "./linkedin-resume";
import { LINKEDIN_EXPORT_FILES, linkedinExportZip } from "#server/intake/test-fixtures/linkedin-export";

const resumeOf = async (files?: Record<string, string>) => linkedinResume(readLinkedinExport(await linkedinExportZip(files)));

describe("a LinkedIn data export read into a resume", () => {
  it("maps the profile and contacts, the primary address first, the rest for review", async () => {
    const { draft, unplaced } = await resumeOf();
    expect(draft.personal_info).toEqual({
      fullName: "Wren Halloway",
      email: "wren@example.com",
      phone: "+44 113 496 0000",
      location: "Leeds, England, United Kingdom",
      linkedin: "",
      website: "https://wren.example.dev",
      summary: 'I build data platforms.\nTen years of "boring" reliable systems.',
    });
    expect(unplaced).toEqual(
      expect.arrayContaining([
        { heading: "Headline", text: "Platform engineer, data tooling" },
        { heading: "Websites", text: "https://blog.example.dev/posts?a=1,2" },
        { heading: "Twitter", text: "[wrenhalloway]" },
        { heading: "Email addresses", text: "wren.old@example.com" },
        { heading: "Phone numbers", text: "+44 113 496 0999 ext. 12 (Work)" },
      ]),
    );
    // Birth date and street address are not resume content.
    expect(JSON.stringify({ draft, unplaced })).not.toMatch(/Mar 3 1990|Sample Street/);
  });

  it("maps every position, an empty 'Finished On' as the current one", async () => {
    const { draft } = await resumeOf();
    expect(draft.experience).toEqual([
      {
        company: "Northwind Data",
        position: "Staff Engineer",
        location: "Leeds, United Kingdom",
        startDate: "Feb 2021",
        endDate: "",
        current: true,
        description: "Led the ingestion team.\nCut costs by 30%, without downtime.",
      },
      {
        company: "Contoso Analytics",
        position: "Software Engineer",
        location: "Remote",
        startDate: "Jun 2016",
        endDate: "Jan 2021",
        current: false,
        description: "Built reporting APIs.",
      },
    ]);
  });

  it("maps every school, skill, language, certification and project", async () => {
    const { draft, unplaced } = await resumeOf();
    expect(draft.education).toEqual([
      {
        institution: "University of Exampleford",
        degree: "Bachelor of Science - BS",
        field: "",
        location: "",
        startDate: "2012",
        endDate: "2016",
        gpa: "",
      },
      { institution: "Example Sixth Form College", degree: "", field: "", location: "", startDate: "2010", endDate: "2012", gpa: "" },
    ]);
    expect(draft.skills).toEqual([{ category: "Skills", items: ["Python", "Apache Kafka", "SQL, PostgreSQL"] }]);
    expect(draft.languages).toEqual([
      { name: "English", proficiency: "Native or bilingual proficiency" },
      { name: "German", proficiency: "Professional working proficiency" },
    ]);
    expect(draft.certifications).toEqual([
      { name: "Certified Data Engineer", issuer: "Example Institute", date: "Sep 2022", credentialId: "CDE-42" },
    ]);
    expect(draft.projects).toEqual([
      {
        name: "Open metrics kit",
        description: "A small library for pipeline metrics.",
        technologies: [],
        link: "https://code.example.dev/metrics",
        startDate: "Mar 2019",
        endDate: "Dec 2020",
      },
    ]);
    expect(unplaced).toEqual(
      expect.arrayContaining([
        { heading: "Education: University of Exampleford", text: "First-class honours" },
        { heading: "Activities: University of Exampleford", text: "Rowing club" },
        { heading: "Certification: Certified Data Engineer", text: "https://certs.example.org/verify/42" },
      ]),
    );
  });

  it("reads an export with only some of the files, in a folder, and puts rows past a list's room up for review", async () => {
    const header = "Company Name,Title,Description,Location,Started On,Finished On";
    const rows = Array.from({ length: 52 }, (_, index) => `Company ${index},Role ${index},,,Jan 2000,Feb 2000`);
    const { draft, unplaced } = await resumeOf({ "export/Positions.csv": [header, ...rows].join("\n") });
    expect(draft.experience).toHaveLength(50);
    expect(draft.personal_info.fullName).toBe("");
    expect(unplaced).toEqual([
      { heading: "Experience", text: "Role 50 at Company 50 Jan 2000" },
      { heading: "Experience", text: "Role 51 at Company 51 Jan 2000" },
    ]);
  });

  it("tells an export from a DOCX and from other archives by their entries", async () => {
    expect(isLinkedinExport(await linkedinExportZip())).toBe(true);
    const other = new JSZip().file("notes.csv", "Name\r\nx").file("Positions.txt", "x");
    expect(isLinkedinExport(await other.generateAsync({ type: "uint8array" }))).toBe(false);
    const docx = new JSZip().file("word/document.xml", "<w:document/>").file("Skills.csv", "Name\r\nx");
    expect(isLinkedinExport(await docx.generateAsync({ type: "uint8array" }))).toBe(false);
    expect(isLinkedinExport(new TextEncoder().encode(LINKEDIN_EXPORT_FILES["Skills.csv"]))).toBe(false);
  });

  it("refuses profile files that unpack past the bound, without unpacking them all", async () => {
    const huge = "Name\r\n" + "x".repeat(MAX_PROFILE_BYTES);
    const bytes = await linkedinExportZip({ "Skills.csv": huge });
    expect(bytes.length).toBeLessThan(MAX_PROFILE_BYTES / 100);
    expect(() => readLinkedinExport(bytes)).toThrow(/too large/);
  });
});
