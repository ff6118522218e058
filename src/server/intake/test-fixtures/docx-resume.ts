import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";

// A right tab stop at the text's right edge (twentieths of a point), where Word users set dates.
const RIGHT_EDGE = 9000;

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const dated = (what: string, when: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE }],
    children: [new TextRun({ text: what, bold: true }), new TextRun(`\t${when}`)],
  });
const cell = (...paragraphs: string[]) =>
  new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: paragraphs.map((text) => new Paragraph(text)) });

/** A word-processor resume: Word heading styles, tab-aligned dates, real bullets, a table and a hyperlink. */
export async function writeDocxResume(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun("Jordan Ellis")] }),
          new Paragraph({
            children: [
              new TextRun("jordan.ellis@example.org | +1 415 555 0132 | San Francisco, CA | "),
              new ExternalHyperlink({ link: "https://www.linkedin.com/in/jordanellis", children: [new TextRun("LinkedIn")] }),
            ],
          }),
          heading("Professional Summary"),
          new Paragraph("Product manager who ships analytics products from discovery to launch."),
          heading("Career History"),
          dated("Acme Corp — Product Manager", "01/2018 to 03/2021"),
          bullet("Launched the self-serve reporting suite, adding $2.4M in annual revenue."),
          bullet("Ran discovery interviews with 60 customers."),
          new Paragraph(""),
          dated("Product Owner at Globex Inc.", "2015 – 2017"),
          bullet("Owned the mobile checkout backlog for a team of nine."),
          heading("Education & Training"),
          new Table({ rows: [new TableRow({ children: [cell("Stanford University", "B.A. Economics"), cell("2011 – 2015")] })] }),
          heading("Skills"),
          new Paragraph({ children: [new TextRun({ text: "Product: ", bold: true }), new TextRun("Roadmapping, Discovery, A/B testing")] }),
          new Paragraph({ children: [new TextRun({ text: "Tools: ", bold: true }), new TextRun("Jira, Amplitude, SQL")] }),
          heading("Certifications & Licenses"),
          new Paragraph("Certified Scrum Product Owner (CSPO) — Scrum Alliance, 2016"),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const strong = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });
const sideRow = (heading: string, paragraphs: Paragraph[]) =>
  new TableRow({
    children: [
      new TableCell({ width: { size: 22, type: WidthType.PERCENTAGE }, children: [strong(heading)] }),
      new TableCell({ width: { size: 78, type: WidthType.PERCENTAGE }, children: paragraphs }),
    ],
  });

/** A Word resume laid out as a borderless table: headings in the left cells, each section in the cell beside. */
export async function writeSideHeadingsDocx(): Promise<Buffer> {
  const plain = (text: string) => new Paragraph(text);
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: "Harriet Quill", bold: true, size: 36 })] }),
          plain("harriet.quill@example.com   ·   (303) 555-0199   ·   Denver, Colorado"),
          new Table({
            borders: {
              top: NO_BORDER,
              bottom: NO_BORDER,
              left: NO_BORDER,
              right: NO_BORDER,
              insideHorizontal: NO_BORDER,
              insideVertical: NO_BORDER,
            },
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              sideRow("Profile", [plain("Veterinarian with nine years in mixed-animal practice and emergency care.")]),
              sideRow("Experience", [
                strong("Associate Veterinarian"),
                plain("Front Range Animal Hospital, Denver, CO"),
                plain("March 2018 to present"),
                plain("• Performed 1,200 soft-tissue surgeries."),
                plain("• Led the emergency rota."),
                strong("Staff Veterinarian"),
                plain("Prairie Vet Clinic, Greeley, CO"),
                plain("July 2014 to February 2018"),
                plain("• Treated cattle and equine patients."),
              ]),
              sideRow("Education", [strong("Doctor of Veterinary Medicine (DVM)"), plain("Colorado State University, 2010 – 2014")]),
              sideRow("Skills", [plain("Soft-tissue surgery, Ultrasound, Anesthesia, Client communication")]),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * A Word resume with its name and contacts in the page header, as many Word templates set them:
 * the first page's own header holds them (a table of two cells, one with a hyperlink), the later
 * pages' header only the name.
 */
export async function writeHeaderContactsDocx(): Promise<Buffer> {
  const contactsRow = new TableRow({
    children: [
      cell("marisol.vega@example.com", "+1 (617) 555-0148"),
      new TableCell({
        width: { size: 50, type: WidthType.PERCENTAGE },
        children: [
          new Paragraph("Boston, MA"),
          new Paragraph({
            children: [new ExternalHyperlink({ link: "https://www.linkedin.com/in/marisolvega", children: [new TextRun("LinkedIn")] })],
          }),
        ],
      }),
    ],
  });
  const document = new Document({
    sections: [
      {
        properties: { titlePage: true },
        headers: {
          first: new Header({
            children: [
              new Paragraph({ children: [new TextRun({ text: "Marisol Vega", bold: true, size: 40 })] }),
              new Table({ rows: [contactsRow] }),
            ],
          }),
          default: new Header({ children: [new Paragraph("Marisol Vega — Resume")] }),
        },
        children: [
          heading("Summary"),
          new Paragraph("Registered nurse with six years on a cardiac step-down unit."),
          heading("Experience"),
          dated("Staff Nurse, Massachusetts General Hospital", "Jun 2019 – Present"),
          bullet("Cared for five telemetry patients a shift."),
          heading("Education"),
          new Paragraph("B.S. in Nursing, Northeastern University, 2019"),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
