import { describe, expect, it } from "vitest";
import type { DocumentLine } from "#server/intake/document";
import { parseResume } from "../parse-resume";
import { documentOf, plainLines } from "#server/intake/plain-lines";

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

describe("readPersonalInfo on contacts as templates and Word leave them", () => {
  it("keeps a number masked with asterisks whole, the asterisks no Markdown emphasis", () => {
    expect(personalInfoOfText(["Ola Nordmann", "ola@example.no | +47 912 *** **"].join("\n")).phone).toBe("+47 912 *** **");
  });

  it("takes no mailto link for the e-mail when more than an address was typed after 'mailto:'", () => {
    const document = {
      ...documentOf("docx", plainLines("Ola Nordmann\nola@example.no | 555-0100")),
      links: ["mailto:ola@example.no|555-0100"],
    };
    expect(parseResume(document).personal_info.email).toBe("ola@example.no");
  });
});

describe("readPersonalInfo on what stands beside the name", () => {
  it.each([
    ["a label column glued to it", "Personal Details Maria Rossi", "Maria Rossi"],
    ["an academic title before it", "Dr. Hana Novak", "Hana Novak"],
    ["the document's title after it", "Tomas Berg CV", "Tomas Berg"],
    ["a company in brackets after it", "Priya Nair (Nair Editorial Ltd)", "Priya Nair"],
    ["the contacts after it in plain text", "Liam Walsh liam.walsh@example.ie | 087 123 4567 | Cork", "Liam Walsh"],
  ])("reads the name without %s", (_, first, name) => {
    expect(personalInfoOfText(`${first}\nliam@example.ie\n`).fullName).toBe(name);
  });

  it("takes no larger headline in another language for the name", () => {
    const info = personalInfo([line("SOFIA MARTINS", 60, 11), line("sofia@example.pt", 74), line("ENGENHEIRA DE SOFTWARE", 92, 16)]);
    expect(info.fullName).toBe("Sofia Martins");
  });
});

describe("readPersonalInfo on contacts behind icon glyphs", () => {
  it("reads contacts split by an icon font's private-use glyphs", () => {
    const info = personalInfo([
      line("Ana Lima", 60, 22),
      line("\uf3c5 Austin, TX 73301 \uf095 (555) 010-0199 \uf0e0 ana@example.com", 84, 9),
    ]);
    expect(info).toMatchObject({ location: "Austin, TX 73301", phone: "(555) 010-0199", email: "ana@example.com" });
  });

  it("reads a place after a glyph an icon font maps to a symbol or a letter of its own", () => {
    const info = personalInfo([
      line("Ana Lima", 60, 22),
      line("½ Leuven, Belgium\tÓ (+32) 16 55 01 99", 84, 9),
      line("ana@example.com", 96, 9),
    ]);
    expect(info).toMatchObject({ location: "Leuven, Belgium", phone: "(+32) 16 55 01 99" });
    expect(personalInfoOfText("Ana Lima\n+ Lyon, France | # ana@example.com\n").location).toBe("Lyon, France");
    expect(personalInfoOfText("Ana Lima ( Rabat, Maroc | ana@example.com\n").location).toBe("Rabat, Maroc");
  });

  it("takes a whole street address with a ZIP before the country", () => {
    expect(personalInfoOfText("Ana Lima\n9 Elm Street, Apt 2, Springfield, Illinois 62701, USA\nana@example.com\n").location).toContain(
      "Springfield, Illinois 62701, USA",
    );
  });
});

describe("readPersonalInfo on a name no capitals set apart", () => {
  it.each([
    ["in lower case", "sam. okafor", "sam. okafor"],
    ["with a surname typed in lower case", "Rohan mehta", "Rohan mehta"],
    ["in Chinese", "王小明", "王小明"],
    ["in Korean", "김민준", "김민준"],
  ])("takes the document's first line for the name %s", (_, first, name) => {
    expect(personalInfoOfText(`${first}\nsam@example.com | 555-010-0199\n\nEXPERIENCE\nAcme Ltd\n`).fullName).toBe(name);
  });

  it("takes no heading, document title or headline on the first line for the name", () => {
    for (const first of ["int erests", "简历", "Back End Developer (Java)", "Chicago, IL"])
      expect(personalInfoOfText(`${first}\nsam@example.com\n`).fullName).toBe("");
  });

  it("reads the name from a profile written of the person when the header has none", () => {
    const text = ["Data Engineer", "", "SUMMARY", "Mei Tanaka is a data engineer with six years of experience in Spark and Kafka."].join(
      "\n",
    );
    expect(personalInfoOfText(text).fullName).toBe("Mei Tanaka");
  });
});

describe("readPersonalInfo on a cover letter bound before the resume", () => {
  it("takes the sender's place, not the addressee's above it", () => {
    const info = personalInfo([
      line("Petra Beispiel", 60),
      line("Lindenweg 4", 74),
      line("54321 Beispielstadt", 88),
      line("Jonas Weber", 40, 22, 300),
      line("Ahornallee 7", 104, 10, 400),
      line("10115 Berlin", 118, 10, 400),
      line("jonas@example.de", 132, 10, 400),
    ]);
    expect(info).toMatchObject({ fullName: "Jonas Weber", location: "10115 Berlin", email: "jonas@example.de" });
  });
});

describe("readPersonalInfo on where and how the name is set", () => {
  it("reads a large name set in two font runs the extractor split apart", () => {
    const info = personalInfo([line("JANE\tDOE", 60, 24), line("jane@example.com | Leeds, UK", 90)]);
    expect(info).toMatchObject({ fullName: "Jane Doe", location: "Leeds, UK" });
  });

  it("reads a name printed below the contacts", () => {
    const info = personalInfo([line("ana@example.com | +1 555 010 0199", 40, 9), line("Austin, TX", 52, 9), line("Ana Lima", 80, 11)]);
    expect(info).toMatchObject({ fullName: "Ana Lima", location: "Austin, TX", email: "ana@example.com" });
  });
});
