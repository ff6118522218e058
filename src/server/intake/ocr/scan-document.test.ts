import { describe, expect, it } from "vitest";
import type { TextPiece } from "../page-layout";
import { scanDocument } from "./scan-document";

const line = (text: string, y: number): TextPiece => ({ text, x: 40, y, width: text.length * 5, fontSize: 10, bold: false });

describe("scanDocument", () => {
  it("reads a misread dash between two dates as a dash, and leaves other numbers alone", () => {
    const document = scanDocument(
      [
        {
          pieces: [line("Shift Lead Harbor Foods 01/2015 14 07/2016 Leeds", 100), line("Call 555 0142", 114), line("2018 – 2019", 128)],
          pageSize: { width: 595, height: 842 },
        },
      ],
      1,
    );
    expect(document.lines.map((entry) => entry.text)).toEqual([
      "Shift Lead Harbor Foods 01/2015 – 07/2016 Leeds",
      "Call 555 0142",
      "2018 – 2019",
    ]);
  });
});
