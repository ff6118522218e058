import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "../plain-lines";
import { splitEntries } from "./entries";
import { rowsOf } from "./rows";

const piecesOf = (lines: string[]) =>
  splitEntries(rowsOf(documentOf("txt", plainLines(lines.join("\n")))), { splitAt: true }).map((block) =>
    block.pieces.map((piece) => piece.text),
  );

describe("splitEntries: the texts of a header", () => {
  it("splits a role from its employer at an em dash set without spaces", () => {
    expect(piecesOf(["Senior Data Analyst—Acme Analytics Inc.\t2019 – Present", "- Built dashboards"])).toEqual([
      ["Senior Data Analyst", "Acme Analytics Inc."],
    ]);
  });

  it("splits an employer from its role at a colon", () => {
    expect(piecesOf(["Rocky Mountain Health: Data Analyst\t2016 – 2019"])).toEqual([["Rocky Mountain Health", "Data Analyst"]]);
  });

  it("keeps what parentheses hold after a role with the role", () => {
    expect(piecesOf(["Staff Nurse (ICU)\t2016 – 2019", "St Luke's Hospital"])).toEqual([["Staff Nurse (ICU)", "St Luke's Hospital"]]);
  });

  it("joins a school's name wrapped after a joining word of another language", () => {
    expect(piecesOf(["BSc Physiotherapy", "Universidad Complutense de", "Madrid", "2012 – 2016"])).toEqual([
      ["BSc Physiotherapy", "Universidad Complutense de Madrid"],
    ]);
  });
});
