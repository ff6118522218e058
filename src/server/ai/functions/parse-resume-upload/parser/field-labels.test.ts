import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { splitEntries } from "./entries";
import { withoutLabelCells } from "./field-labels";
import { rowsOf } from "./rows";

const rowsOfText = (lines: string[]) => rowsOf(documentOf("txt", plainLines(lines.join("\n"))));

describe("withoutLabelCells", () => {
  it("takes a form's labels off their values and keeps what they announce", () => {
    const rows = withoutLabelCells(
      rowsOfText([
        "Dates\tSeptember 2016 – present",
        "Occupation or position held\tProcess Engineer",
        "Principal subjects/occupational\tskills covered\tUnit operations, thermodynamics",
        "Telephone(s)\t+48 601 234 567",
        "Address(es)\tul. Długa 12, 31-147 Kraków, Poland",
        "Senior Analyst\tAcme Corp",
      ]),
    );
    expect(rows.map((row) => [row.text, row.formLabel])).toEqual([
      ["September 2016 – present", "dates"],
      ["Process Engineer", "value"],
      ["Unit operations, thermodynamics", "description"],
      ["+48 601 234 567", "value"],
      ["ul. Długa 12, 31-147 Kraków, Poland", "value"],
      ["Senior Analyst\tAcme Corp", undefined],
    ]);
  });

  it("reads a labelled entry with its activities before its employer as one entry, the activities as its description", () => {
    const rows = withoutLabelCells(
      rowsOfText([
        "Dates\tSeptember 2016 – present",
        "Occupation or position held\tProcess Engineer",
        "Main activities and responsibilities\tDesign of dosing lines",
        "Name and address of employer\tWawel Process Engineering Sp. z o.o., Kraków",
        "Type of business or sector\tMachinery for the food industry",
        "Dates\tJuly 2013 – August 2016",
        "Occupation or position held\tJunior Process Technologist",
        "Name and address of employer\tSilesia Chemicals S.A., Katowice",
      ]),
    );
    const blocks = splitEntries(rows, { splitAt: true });
    expect(blocks.map((block) => [block.pieces.map((piece) => piece.text), block.location, block.dates?.start])).toEqual([
      [["Process Engineer", "Wawel Process Engineering Sp. z o.o."], "Kraków", "Sep 2016"],
      [["Junior Process Technologist", "Silesia Chemicals S.A."], "Katowice", "Jul 2013"],
    ]);
    expect(blocks[0]!.body.map((row) => row.text)).toEqual(["Design of dosing lines", "Machinery for the food industry"]);
  });
});
