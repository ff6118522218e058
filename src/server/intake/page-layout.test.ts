import { describe, expect, it } from "vitest";
import { layoutPage, layoutPages, type TextPiece } from "./page-layout";

const piece = (text: string, x: number, y: number, bold = false): TextPiece => ({ text, x, y, width: text.length * 5, fontSize: 10, bold });

describe("layoutPage", () => {
  it("reads a table of jobs row by row when text in one column goes on below it", () => {
    const lines = layoutPage(
      [
        piece("Jane Doe", 40, 60, true),
        piece("EXPERIENCE", 40, 110, true),
        piece("Period", 45, 138, true),
        piece("Employer", 160, 138, true),
        piece("Position", 380, 138, true),
        piece("2019 – Present", 45, 157),
        piece("Acme Analytics Inc.", 160, 157),
        piece("Senior Data Analyst", 380, 157),
        piece("2016 – 2019", 45, 177),
        piece("Rocky Mountain Health", 160, 177),
        piece("Data Analyst", 380, 177),
        piece("EDUCATION", 40, 203, true),
        piece("University of Denver — BS Mathematics, 2014", 40, 226),
        piece("Denver, Colorado", 40, 240),
      ],
      1,
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Jane Doe",
      "EXPERIENCE",
      "Period\tEmployer\tPosition",
      "2019 – Present\tAcme Analytics Inc.\tSenior Data Analyst",
      "2016 – 2019\tRocky Mountain Health\tData Analyst",
      "EDUCATION",
      "University of Denver — BS Mathematics, 2014",
      "Denver, Colorado",
    ]);
  });

  it("reads cards side by side card by card: each has its own dates on one baseline", () => {
    const card = (x: number, lines: string[]) => lines.map((text, i) => piece(text, x, 140 + i * 11));
    const left = card(50, ["Brand Strategy Lead", "Maison Lumière", "Feb 2021 — now", "Repositioned the brand;", "sales up 18%."]);
    const right = card(310, ["Senior Strategist", "Agence Cobalt", "Sep 2017 — Jan 2021", "Won four national accounts."]);
    const lines = layoutPage([piece("Experience", 40, 116, true), ...left, ...right, piece("Education", 40, 250, true)], 1);
    expect(lines.map((line) => line.text)).toEqual([
      "Experience",
      ...left.map((run) => run.text),
      ...right.map((run) => run.text),
      "Education",
    ]);
  });

  it("reads a form's labels set flush right in a left column on the lines they label, whatever they say", () => {
    const label = (text: string, y: number) => ({ ...piece(text, 200 - text.length * 5, y), width: text.length * 5 });
    const lines = layoutPage(
      [
        label("Dates", 100),
        piece("September 2016 – present", 215, 100),
        label("Occupation or position held", 114),
        piece("Process Engineer", 215, 114),
        label("Name and address of employer", 128),
        piece("Wawel Process Engineering, Kraków", 215, 128),
        label("Type of business or sector", 142),
        piece("Machinery for the food industry", 215, 142),
      ],
      1,
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Dates\tSeptember 2016 – present",
      "Occupation or position held\tProcess Engineer",
      "Name and address of employer\tWawel Process Engineering, Kraków",
      "Type of business or sector\tMachinery for the food industry",
    ]);
  });

  it("keeps the places, dates and contacts pushed to the right margin on the lines they end, whatever they say", () => {
    const rows: [string, number, string?][] = [
      ["JANE DOE", 68.55, "jane@example.com"],
      ["Denver, CO", 80.51, "(303) 555-0101"],
      ["PROFESSIONAL EXPERIENCE", 104.42],
      ["Acme Analytics Inc.", 117.8, "Denver, CO"],
      ["SENIOR DATA ANALYST", 129.76, "Jan. 2019 – Present"],
      ["Built dashboards for the board.", 145.7],
      ["Rocky Mountain Health", 163.63, "Aurora, CO"],
      ["DATA ANALYST", 175.59, "Mar. 2016 – Dec. 2018"],
      ["Cleaned claims data.", 191.53],
      ["EDUCATION", 215.44],
      ["University of Denver", 228.82, "Denver, CO"],
      ["BACHELOR OF SCIENCE IN MATHEMATICS", 240.78, "May 2014"],
    ];
    const pieces = rows.flatMap(([left, y, right]) => [
      piece(left, 57, y),
      ...(right ? [{ ...piece(right, 0, y), x: 540 - right.length * 5 }] : []),
    ]);
    expect(layoutPage(pieces, 1).map((line) => line.text)).toEqual(rows.map(([left, , right]) => (right ? `${left}\t${right}` : left)));
  });

  it("closes up words set with letter-spacing, which pdf.js reads as letters between spaces", () => {
    const word = (text: string, x: number, width: number) => ({ ...piece(text, x, 141), width });
    const lines = layoutPage([word("A C M E", 42.5, 32.8), word("A N A L Y T I C S", 81.8, 67.3), word("I N C .", 156.1, 24.7)], 1);
    expect(lines.map((line) => line.text)).toEqual(["ACME ANALYTICS INC."]);
  });

  it("joins Chinese and Japanese words without spaces, as OCR parts them, and keeps Latin and Korean words apart", () => {
    // OCR reads a Chinese school as two words a space apart: '某某 大学'; Korean spaces its words.
    const word = (text: string, x: number, y: number) => ({ ...piece(` ${text}`, x, y), width: 20 });
    const lines = layoutPage(
      [
        word("某某", 40, 100),
        word("大学", 64, 100),
        word("東京", 40, 130),
        word("大学", 64, 130),
        word("React", 88, 130),
        word("서울", 40, 160),
        word("대학교", 64, 160),
      ],
      1,
    );
    expect(lines.map((line) => line.text)).toEqual(["某某大学", "東京大学 React", "서울 대학교"]);
  });

  it("reads a school's dates and a skills grid's last column on the lines they stand on, when no line goes on below them", () => {
    // Side headings in a label column at the left, as the minimalist CV sets them.
    const rows: [string, number, string][] = [
      ["EDUCATION\tMaster of Science in Computer Science", 497, "Sep 2014 – Jun 2016"],
      ["\tUniversity of Washington, Seattle, WA", 512, ""],
      ["\tBachelor of Science in Software Engineering", 536, "Sep 2010 – May 2014"],
      ["SKILLS\tLanguages\tFrameworks & Tools", 584, "Cloud & DevOps"],
      ["\tTypeScript, Go, Python\tReact, Node.js", 600, "AWS, Kubernetes"],
      ["LANGUAGES\tEnglish\tSpanish", 665, "German"],
    ];
    const pieces = rows.flatMap(([left, y, right]) => [
      ...left.split("\t").flatMap((text, i) => (text ? [piece(text, i === 0 ? 57 : 164 + (i - 1) * 131, y)] : [])),
      ...(right ? [piece(right, 425, y)] : []),
    ]);
    const wide = [piece("Senior software engineer with nine years of experience building reliable platforms", 57, 300)];
    expect(layoutPage([...wide, ...pieces], 1).map((line) => line.text)).toEqual([
      wide[0]!.text,
      ...rows.map(([left, , right]) => (right ? `${left.replace(/^\t/, "")}\t${right}` : left.replace(/^\t/, ""))),
    ]);
  });

  it("reads two columns above a page footer that runs across their gutter column by column, the footer last", () => {
    // Entries set apart by wide spaces, side by side in both columns, as LaTeX's paracol sets them.
    const entries = (x: number, y: number, heads: string[]) =>
      heads.flatMap((head, e) =>
        [head, `Role ${e + 1}`, "Built and ran the team's tools", "and wrote their guides"].map((text, i) =>
          piece(text, i < 2 ? x : x + 18, y + e * 99 + i * 14),
        ),
      );
    const education = entries(43, 280, [
      "2015 - University of Bremen",
      "2012 - 2015 - Bremen",
      "2009 - 2010 - Melbourne",
      "2007 - 2012 - Bremen",
    ]);
    const experience = entries(305, 287, [
      "2016 - University of Bremen",
      "2014 - 2016 - We4IT GmbH",
      "2012 - 2014 - Bremen",
      "2011 - Getoq",
    ]);
    const footer = piece("Jan Küster · www.jankuester.com · info@jankuester.com · page 1 of 2", 78, 835);
    const lines = layoutPage([...education, ...experience, footer], 1);
    expect(lines.map((line) => line.text)).toEqual([...education, ...experience, footer].map((run) => run.text));
  });

  it("still reads a sidebar beside the main text column by column", () => {
    const sidebar = ["CONTACT", "jane@example.com", "SKILLS", "SQL", "Python"].map((text, i) => piece(text, 30, 100 + i * 14));
    const main = ["EXPERIENCE", "Senior Data Analyst", "Acme Analytics Inc.", "2019 – Present", "Built the dashboards", "Data Analyst"].map(
      (text, i) => piece(text, 220, 107 + i * 14),
    );
    const lines = layoutPage([...sidebar, ...main], 1);
    expect(lines.map((line) => line.text)).toEqual([...sidebar, ...main].map((run) => run.text));
  });

  it("reads a sidebar apart from a larger heading of the main column on its baseline, less than a heading's em away", () => {
    // The sidebar's line ends 14 points before the heading: more than a gap in its own type, less than one in the heading's.
    const sidebar = [
      "About me",
      "A data analyst who",
      "turns spreadsheets into",
      "decisions for retail",
      "and logistics teams",
      "since 2015.",
    ].map((text, i) => piece(text, 20, 100 + i * 12));
    const heading: TextPiece = {
      text: "Experience",
      x: 20 + "turns spreadsheets into".length * 5 + 14,
      y: 124,
      width: 80,
      fontSize: 17,
      bold: false,
    };
    const main = ["Senior Data Analyst", "Acme Analytics Inc.", "2019 – Present", "Built the dashboards"].map((text, i) =>
      piece(text, heading.x, 136 + i * 12),
    );
    const lines = layoutPage([...sidebar, heading, ...main], 1);
    expect(lines.map((line) => line.text)).toEqual([...sidebar, heading, ...main].map((run) => run.text));
  });
});

describe("layoutPages", () => {
  // A sidebar's lines sit between the main column's baselines, as they do in print (else they read as a table's rows).
  const at = (x: number, y0: number, texts: string[]) => texts.map((text, i) => piece(text, x, y0 + i * 14));
  const lineTexts = (pages: TextPiece[][]) => layoutPages(pages).map((line) => `${line.page}: ${line.text}`);

  it("reads a sidebar's centred lines apart from the main column across a gutter narrower than an em", () => {
    // Centred in a column 8 points from the main text's left edge, as Reactive Resume's sidebars print.
    const sidebar = ["SKILLS", "Web Technologies", "HTML5, JavaScript, PHP", "Tools", "Webpack, Docker"].map((text, i) =>
      piece(text, 110 - text.length * 2.5, 107 + i * 14),
    );
    const main = at(173, 100, [
      "EXPERIENCE",
      "Creative Solutions Inc.",
      "Senior Web Developer",
      "January 2019 to Present",
      "Led the redesign",
    ]);
    expect(lineTexts([[...sidebar, ...main]])).toEqual([...sidebar, ...main].map((run) => `1: ${run.text}`));
  });

  it("reads side headings and dates set flush right in a margin on the lines they label", () => {
    const label = (text: string, y: number) => piece(text, 150 - text.length * 5, y);
    const lines = lineTexts([
      [
        label("Experience", 100),
        label("Jan 2019 - Present", 126),
        piece("Creative Solutions Inc.", 165, 126),
        piece("Senior Web Developer", 165, 140),
        piece("Led the redesign of the product website", 165, 154),
        label("Jun 2016 - Dec 2018", 180),
        piece("TechAdvancers", 165, 180),
        piece("Web Developer", 165, 194),
        label("Education", 230),
        label("Aug 2012 - May 2016", 256),
        piece("University of California", 165, 256),
      ],
    ]);
    expect(lines).toEqual([
      "1: Experience",
      "1: Jan 2019 - Present\tCreative Solutions Inc.",
      "1: Senior Web Developer",
      "1: Led the redesign of the product website",
      "1: Jun 2016 - Dec 2018\tTechAdvancers",
      "1: Web Developer",
      "1: Education",
      "1: Aug 2012 - May 2016\tUniversity of California",
    ]);
  });

  it("reads a main column that runs over beside the next page's sidebar right after its part on the page before", () => {
    const page1 = [
      ...at(30, 107, ["SKILLS", "Python", "Django", "CONTACT", "jane@example.com"]),
      ...at(220, 100, ["Jane Doe", "WORK EXPERIENCE", "DevOps engineer", "Research and Development", "Built the deploys"]),
    ];
    const page2 = [
      ...at(30, 47, ["EDUCATION", "M. Sc. Physics", "Universität Bonn", "2009 - 2011"]),
      ...at(220, 40, ["Systems Analyst", "Tourism industry", "Moved the code to Linux", "Trained the department"]),
    ];
    const page3 = at(220, 40, ["IT Consultant", "Accenture Tech. Solutions", "Wrote the reports"]);
    expect(lineTexts([page1, page2, page3])).toEqual([
      ...["SKILLS", "Python", "Django", "CONTACT", "jane@example.com"].map((text) => `1: ${text}`),
      ...["Jane Doe", "WORK EXPERIENCE", "DevOps engineer", "Research and Development", "Built the deploys"].map((text) => `1: ${text}`),
      ...["Systems Analyst", "Tourism industry", "Moved the code to Linux", "Trained the department"].map((text) => `2: ${text}`),
      ...["IT Consultant", "Accenture Tech. Solutions", "Wrote the reports"].map((text) => `3: ${text}`),
      ...["EDUCATION", "M. Sc. Physics", "Universität Bonn", "2009 - 2011"].map((text) => `2: ${text}`),
    ]);
  });

  it("reads a sidebar's last line at the top of the next page in its column, beside the main column's next heading", () => {
    const page1 = [
      ...at(220, 107, ["LANGUAGES", "English Native", "Spanish Fluent", "CERTIFICATIONS", "AWS Solutions Architect"]),
      ...at(30, 100, ["EXPERIENCE", "DevOps engineer", "Acme", "Built the deploys", "Ran the on-call rota"]),
    ];
    const page2 = [piece("German Intermediate", 220, 44), ...at(30, 44, ["VOLUNTEERING", "Mentor, Code2040", "Coached engineers"])];
    expect(lineTexts([page1, page2])).toEqual([
      ...["EXPERIENCE", "DevOps engineer", "Acme", "Built the deploys", "Ran the on-call rota"].map((text) => `1: ${text}`),
      ...["LANGUAGES", "English Native", "Spanish Fluent", "CERTIFICATIONS", "AWS Solutions Architect"].map((text) => `1: ${text}`),
      "2: German Intermediate",
      ...["VOLUNTEERING", "Mentor, Code2040", "Coached engineers"].map((text) => `2: ${text}`),
    ]);
  });

  it("keeps page order when the next page's columns open with headings of their own, or its text spans the page", () => {
    const page1 = [
      ...at(30, 107, ["SKILLS", "Python", "Django", "Linux"]),
      ...at(220, 100, ["EXPERIENCE", "DevOps engineer", "Acme", "Built the deploys"]),
    ];
    const page2 = [...at(30, 47, ["LANGUAGES", "German", "English"]), ...at(220, 40, ["EDUCATION", "M. Sc. Physics", "Universität Bonn"])];
    const page3 = at(30, 40, ["Publications and talks given across the years, listed in full with their venues", "More of them"]);
    expect(lineTexts([page1, page2, page3])).toEqual(
      [page1, page2, page3].flatMap((pieces, i) => pieces.map((run) => `${i + 1}: ${run.text}`)),
    );
  });
});
