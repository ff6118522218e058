import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { describe, expect, it } from "vitest";
import { extractDocument } from "#server/intake/extract-document";
import { parseResume } from "./parse-resume";

const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const cell = (...paragraphs: Paragraph[]) => new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: paragraphs });

/** A Word resume whose jobs are rows of a table: the employer and its place in one cell, the role, dates and bullets in the other. */
async function parseTableResume(rows: TableRow[]) {
  const document = new Document({
    sections: [
      {
        children: [
          line("Robin Hale", true),
          line("robin.hale@example.com"),
          new Paragraph({ text: "Experience", heading: HeadingLevel.HEADING_1 }),
          new Table({ rows }),
        ],
      },
    ],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(document));
  return parseResume(await extractDocument(bytes, { accept: ["docx"] }));
}

describe("parseResume on a Word resume whose jobs are a table", () => {
  it("reads the employer and its place from one cell, the role, dates and bullets from the other", async () => {
    const result = await parseTableResume([
      new TableRow({
        children: [
          cell(line("Harbor Labs", true), line("Leeds, UK")),
          cell(line("Data Analyst", true), line("March 2019 – Present"), line("• Built the weekly sales dashboards.")),
        ],
      }),
      new TableRow({
        children: [
          cell(line("Northwind Traders", true), line("York, UK")),
          cell(line("Junior Analyst", true), line("June 2016 – February 2019"), line("• Kept the stock forecasts.")),
        ],
      }),
    ]);
    expect(
      result.experience.map(({ company, position, location, startDate, endDate }) => [company, position, location, startDate, endDate]),
    ).toEqual([
      ["Harbor Labs", "Data Analyst", "Leeds, UK", "Mar 2019", ""],
      ["Northwind Traders", "Junior Analyst", "York, UK", "Jun 2016", "Feb 2019"],
    ]);
    expect(result.experience[0]!.description).toBe("• Built the weekly sales dashboards.");
  });

  it("reads a row of three cells: 'Employer, Town', the role, the dates", async () => {
    const result = await parseTableResume([
      new TableRow({ children: [cell(line("Harbor Labs, Leeds", true)), cell(line("Data Analyst")), cell(line("2019 – 2021"))] }),
      new TableRow({ children: [cell(line("Northwind Traders, York", true)), cell(line("Junior Analyst")), cell(line("2016 – 2019"))] }),
    ]);
    expect(result.experience.map(({ company, position, location }) => [company, position, location])).toEqual([
      ["Harbor Labs", "Data Analyst", "Leeds"],
      ["Northwind Traders", "Junior Analyst", "York"],
    ]);
  });
});
