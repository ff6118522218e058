import { describe, expect, it } from "vitest";
import type { DocumentLine } from "../document";
import { parseResume } from "../parse-resume";
import { documentOf, plainLines } from "../plain-lines";

/** A PDF's line: its text at a place on the first page, in a type size. */
const line = (text: string, y: number, fontSize = 10, x = 48): DocumentLine => ({
  text,
  page: 1,
  x,
  y,
  width: text.length * fontSize * 0.5,
  fontSize,
  bold: false,
  heading: false,
});

const BODY = [
  line("EXPERIENCE", 300, 12),
  line("Meridian Electronics Pte Ltd\tApr 2019 – Present", 320),
  line("Supply Chain Planner", 334),
  line("Own the monthly S&OP plan for 900 SKUs in six markets and the supply plan behind it.", 348),
];
const personalInfo = (lines: DocumentLine[]) => parseResume({ ...documentOf("pdf", [...lines, ...BODY]), pageSize: null }).personal_info;
const personalInfoOfText = (text: string) => parseResume(documentOf("txt", plainLines(text))).personal_info;

describe("readPersonalInfo", () => {
  it("reads a name set over two lines in the same large type", () => {
    const info = personalInfo([line("Nguyễn Thị", 60, 26), line("Lan", 90, 26), line("Supply Chain Planner", 110, 11.5)]);
    expect(info.fullName).toBe("Nguyễn Thị Lan");
  });

  it("reads a name cut at its hyphen, the rest on the next line that starts where it starts", () => {
    const info = personalInfo([
      line("Lukas Müller-", 60, 20),
      line("lukas.mueller@example.ch\tZürich, Switzerland", 70, 9, 235),
      line("Brunner, PhD\tMobile +41 79 555 12 34 / Office +41 44 555 67 89", 84, 9),
    ]);
    expect(info).toMatchObject({ fullName: "Lukas Müller-Brunner", phone: "+41 79 555 12 34", location: "Zürich, Switzerland" });
  });

  it("reads a name in spaced capitals over two lines", () => {
    expect(personalInfo([line("C H L O E", 60, 24), line("N G U Y E N", 90, 24)]).fullName).toBe("Chloe Nguyen");
  });

  it("does not join a headline in smaller type to the name", () => {
    const info = personalInfo([line("María de la Cruz", 60, 28), line("Lisboa", 90, 12)]);
    expect(info.fullName).toBe("María de la Cruz");
  });

  it("reads the place of an address labelled in a table, the label in a cell of its own", () => {
    const info = personalInfo([
      line("Katarzyna Nowak-Wiśniewska", 60, 22),
      line("Address:\tul. Długa 14/3, 00-238 Warszawa", 90),
      line("Phone:\t+48 512 345 678", 104),
      line("Nationality:\tPolish", 118),
    ]);
    expect(info).toMatchObject({ location: "00-238 Warszawa", phone: "+48 512 345 678" });
  });

  it("reads a place written as a phrase, or named alone between the contacts", () => {
    expect(personalInfoOfText("María de la Cruz\nBased in Lisbon · +351 912 345 678 · maria@example.pt\n").location).toBe("Lisbon");
    expect(personalInfoOfText("María de la Cruz\nGuimarães · +351 912 345 678 · maria@example.pt\n").location).toBe("Guimarães");
    expect(personalInfoOfText("Mei Tanaka-Brooks\nRemote (EU) | +49 151 2345 6789 | mei+cv@tanaka.dev\n").location).toBe("Remote (EU)");
  });

  it("does not take a headline under the name for a place", () => {
    const info = personalInfoOfText("Siddharth Rao\nProduct Designer — Fintech & Health\nsid.rao@example.com | +1 919 555 0143\n");
    expect(info.location).toBe("");
  });

  it("reads contacts and a place from a contact line in the page footer", () => {
    const info = personalInfo([
      line("Thabo Mokoena, MBA", 60, 22),
      line("Management Consultant, Financial Services", 90, 12),
      line("thabo@mail.mokoena.co.za  |  +27 82 555 0198  |  Johannesburg, South Africa", 800, 8.5),
    ]);
    expect(info).toMatchObject({
      fullName: "Thabo Mokoena",
      email: "thabo@mail.mokoena.co.za",
      phone: "+27 82 555 0198",
      location: "Johannesburg, South Africa",
    });
  });
});

describe("readPersonalInfo on names that read as other words", () => {
  it("takes the top's one far larger line for the name even when its words name a trade", () => {
    expect(personalInfo([line("Mary Carpenter", 60, 26), line("mary@example.com | +44 7700 900123", 90)]).fullName).toBe("Mary Carpenter");
  });

  it("reads names with particles and elisions", () => {
    expect(personalInfoOfText("Anna ter Horst\nanna@example.nl\n").fullName).toBe("Anna ter Horst");
    expect(personalInfoOfText("Luc d'Aubigny\nluc@example.fr\n").fullName).toBe("Luc d'Aubigny");
  });
});

describe("readPersonalInfo on plain text", () => {
  it("takes a lone town beside a phone and an e-mail for the location", () => {
    expect(
      personalInfoOfText(
        ["Fiona MacLeod", "Edinburgh · 07700 900 574 · fiona.macleod@example.co.uk", "", "EDUCATION", "University of Glasgow"].join("\n"),
      ),
    ).toMatchObject({ fullName: "Fiona MacLeod", location: "Edinburgh", phone: "07700 900 574" });
  });

  it("takes the town and country of a postal address", () => {
    expect(
      personalInfoOfText(["Anna Kowalska", "ul. Długa 12, 31-147 Kraków, Poland", "anna.kowalska@example.pl"].join("\n")).location,
    ).toBe("Kraków, Poland");
  });

  it("takes no headline beside the contacts for a place", () => {
    expect(personalInfoOfText(["Jane Doe", "Senior Data Analyst · jane@example.com"].join("\n")).location).toBe("");
  });
});
