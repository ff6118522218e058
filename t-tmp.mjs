import { Document, Packer, Paragraph, TextRun } from "docx";
import { writeFileSync } from "node:fs";
const doc = new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: "Hello Wörld", bold: true })] })] }] });
writeFileSync("/tmp/lotest/a.docx", await Packer.toBuffer(doc));
