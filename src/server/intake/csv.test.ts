import { describe, expect, it } from "vitest";
import { csvRecords, csvTable } from "./csv";

describe("csvRecords", () => {
  it("reads quoted fields with commas, line breaks and doubled quotes, and either line end", () => {
    const text = 'a,"b, c","line 1\r\nline 2"\r\n"say ""hi""",,x\nlast,row,"';
    expect(csvRecords(text)).toEqual([
      ["a", "b, c", "line 1\r\nline 2"],
      ['say "hi"', "", "x"],
      ["last", "row", ""],
    ]);
  });

  it("drops a byte order mark and a final line end, and keeps a trailing empty field", () => {
    expect(csvRecords("\uFEFFName,Note\r\nPython,\r\n")).toEqual([
      ["Name", "Note"],
      ["Python", ""],
    ]);
  });

  it("reads a large text in time linear in its length", () => {
    const row = '"a field, quoted\nover two lines",plain,"with ""quotes"""\r\n';
    const started = performance.now();
    expect(csvRecords(row.repeat(40_000))).toHaveLength(40_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("csvTable", () => {
  it("finds the header past a preamble and keys each row by it, leaving out empty rows", () => {
    const text = 'Notes:\r\n"This file, as exported, may miss some addresses."\r\n\r\nEmail Address,Primary\r\na@example.com,Yes\r\n,\r\n';
    expect(csvTable(text, "Email Address")).toEqual([{ "Email Address": "a@example.com", Primary: "Yes" }]);
  });

  it("is empty when no record names the column", () => {
    expect(csvTable("Something,Else\r\n1,2", "Name")).toEqual([]);
  });
});
