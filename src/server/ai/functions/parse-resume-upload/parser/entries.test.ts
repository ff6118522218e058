import { describe, expect, it } from "vitest";
import { documentOf, plainLines } from "#server/intake/plain-lines";
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

  it("opens an entry at its naming line when its dates close it, under its description", () => {
    expect(
      piecesOf([
        "Harbor Golf Club",
        "From: 2014 – 2018",
        "Urban Threads Outfitters",
        "Ran the store's buying and its three staff, and chose the vendors.",
        "From: 2008 – 2013",
      ]),
    ).toEqual([["Harbor Golf Club"], ["Urban Threads Outfitters"]]);
  });

  it("keeps a title under its employer's dates with them when the next dates have a title under them too", () => {
    expect(
      piecesOf([
        "Northwind Works",
        "2019 – 2021",
        "Senior Engineer",
        "- Ran the billing team and its releases",
        "2017 – 2019",
        "Engineer",
        "- Built the invoicing service",
      ]),
    ).toEqual([["Northwind Works", "Senior Engineer"], ["Engineer"]]);
  });

  it("splits an employer from its role at a colon set apart, with the employer's address between them", () => {
    expect(piecesOf(["Harbor Golf Club : 12 Shore Road, Rye, New York: Grounds Manager", "2014 – 2018"])).toEqual([
      ["Harbor Golf Club", "Grounds Manager"],
    ]);
  });

  it("reads a paragraph opening with names and dates before a colon as a header and a description", () => {
    const blocks = splitEntries(
      rowsOf(documentOf("txt", plainLines("Senior representative, Corvane Pharmaceuticals (1998-2000): Organised launch events."))),
      { splitAt: true },
    );
    expect(blocks.map((block) => [block.pieces.map((piece) => piece.text), block.body.map((row) => row.text)])).toEqual([
      [["Senior representative", "Corvane Pharmaceuticals"], ["Organised launch events."]],
    ]);
  });

  it("keeps an employer's own address on its header line, unlike a citation's", () => {
    expect(piecesOf(["Acme Inc. https://acme.example/about", "2019 – 2021"])).toEqual([["Acme Inc. https://acme.example/about"]]);
  });

  it("splits an employer from its role at a colon", () => {
    expect(piecesOf(["Rocky Mountain Health: Data Analyst\t2016 – 2019"])).toEqual([["Rocky Mountain Health", "Data Analyst"]]);
  });

  it("reads a place in parentheses after an employer as where the role was", () => {
    const blocks = splitEntries(rowsOf(documentOf("txt", plainLines("Data Analyst\nAcme Analytics (Leeds)\n2019 – Present"))), {
      splitAt: true,
    });
    expect(blocks.map((block) => [block.pieces.map((piece) => piece.text), block.location])).toEqual([
      [["Data Analyst", "Acme Analytics"], "Leeds"],
    ]);
  });

  it("keeps what parentheses hold after a role with the role", () => {
    expect(piecesOf(["Staff Nurse (ICU)\t2016 – 2019", "St Luke's Hospital"])).toEqual([["Staff Nurse (ICU)", "St Luke's Hospital"]]);
  });

  it("joins a school's name wrapped after a joining word of another language", () => {
    expect(piecesOf(["BSc Physiotherapy", "Universidad Complutense de", "Madrid", "2012 – 2016"])).toEqual([
      ["BSc Physiotherapy", "Universidad Complutense de Madrid"],
    ]);
  });

  it("splits an employer from its place at a leader of dashes", () => {
    const blocks = splitEntries(rowsOf(documentOf("txt", plainLines("2016-2018\tHarbor Labs ----------------- Boston, MA"))), {
      splitAt: true,
    });
    expect(blocks.map((block) => [block.pieces.map((piece) => piece.text), block.location])).toEqual([[["Harbor Labs"], "Boston, MA"]]);
  });

  it("reads a short line in lower case under a dated line as its description, not part of its name", () => {
    expect(
      piecesOf(["2016-2018\tHarbor Labs", "client services, testing.", "2012-2016\tNorthwind Works", "software implementation."]),
    ).toEqual([["Harbor Labs"], ["Northwind Works"]]);
  });

  it("keeps roles on both sides of a slash as one title, apart from the employer", () => {
    expect(piecesOf(["2010 - 2011\tStudent Assistant / Programmer\tnorthwind-labs.example.org"])).toEqual([
      ["Student Assistant / Programmer", "northwind-labs.example.org"],
    ]);
  });

  it("keeps a role and the field after its slash as one title", () => {
    expect(piecesOf(["2012 - 2014\tResearch Associate / Software Development\tUniversity of Eastbrook"])).toEqual([
      ["Research Associate / Software Development", "University of Eastbrook"],
    ]);
  });

  it("reads a date that opens a line before a separator as the entry's, and a web address ending in '.de' as a whole name", () => {
    expect(
      piecesOf([
        "2016 / 09 - University of Eastbrook",
        "Fullstack Engineer",
        "- Built a classroom app",
        "2010 - 2011 - lernplattform.example.de",
        "Student Assistant",
        "- Tested prototypes",
      ]),
    ).toEqual([
      ["University of Eastbrook", "Fullstack Engineer"],
      ["lernplattform.example.de", "Student Assistant"],
    ]);
  });

  it("reads dates set inside a line as the break between its two names", () => {
    expect(piecesOf(["Harbor Labs June 2009 to May 2012 Supply Specialist", "Northwind Works 2012 - 2014 Store Manager"])).toEqual([
      ["Harbor Labs", "Supply Specialist"],
      ["Northwind Works", "Store Manager"],
    ]);
  });

  it("reads a list item with its dates set apart at the end as an entry, and one without as its description", () => {
    expect(
      piecesOf([
        "• Research Assistant, Harbor Labs\tMay 2004 – May 2005",
        "• Ran the experiments",
        "• Analyst, Northwind Works\t2006 – 2008",
      ]),
    ).toEqual([
      ["Research Assistant", "Harbor Labs"],
      ["Analyst", "Northwind Works"],
    ]);
  });

  it("splits a school at the end of a comma-joined line from its degree", () => {
    expect(piecesOf(["BA, History, Simon Fraser University\t2011 – 2015"])).toEqual([["BA, History", "Simon Fraser University"]]);
  });
});

describe("splitEntries: brands in lower case", () => {
  it("reads an employer written in lower case with a capital inside ('mPharma') as a name, not the bullet above going on", () => {
    expect(
      piecesOf(["Hubtel", "Data Engineer · 2020 – present", "- Built the warehouse", "mPharma", "Data Analyst · 2018 – 2020"]),
    ).toEqual([
      ["Hubtel", "Data Engineer"],
      ["mPharma", "Data Analyst"],
    ]);
  });
});

describe("splitEntries: dates in a margin", () => {
  it("reads single years newest first as entries of their own, and an earlier year over a later one as one range", () => {
    const dates = (lines: string[]) =>
      splitEntries(rowsOf(documentOf("txt", plainLines(lines.join("\n")))), { splitAt: false }).map(
        (block) => block.dates && [block.dates.start, block.dates.end],
      );
    expect(dates(["2019\tPhD in Sociology, University of Manchester", "2014\tMA Social Research, University of Leeds"])).toEqual([
      ["", "2019"],
      ["", "2014"],
    ]);
    expect(dates(["2016\tLecturer, University of Leeds", "2020"])).toEqual([["2016", "2020"]]);
  });
});

describe("splitEntries: schooling without dates", () => {
  const schools = (lines: string[]) =>
    splitEntries(rowsOf(documentOf("txt", plainLines(lines.join("\n")))), { splitAt: false, schools: true }).map((block) =>
      block.pieces.map((piece) => piece.text),
    );

  it("begins a new entry where a second degree or school is named, before or after the dated one", () => {
    expect(
      schools([
        "Master of Business Administration",
        "Wharton School",
        "2016 – 2018",
        "",
        "Bachelor of Arts in Economics",
        "Yale University",
      ]),
    ).toEqual([
      ["Master of Business Administration", "Wharton School"],
      ["Bachelor of Arts in Economics", "Yale University"],
    ]);
    expect(
      schools([
        "Bachelor of Arts in Economics",
        "Yale University",
        "",
        "Master of Business Administration",
        "Wharton School",
        "2016 – 2018",
      ]),
    ).toEqual([
      ["Bachelor of Arts in Economics", "Yale University"],
      ["Master of Business Administration", "Wharton School"],
    ]);
    expect(schools(["MBA, Wharton School, 2018", "BA Economics, Yale University", "High School Diploma, Lincoln High School"])).toEqual([
      ["MBA", "Wharton School"],
      ["BA Economics", "Yale University"],
      ["High School Diploma", "Lincoln High School"],
    ]);
  });

  it("keeps a school within a school, a place and the dates in one entry", () => {
    expect(schools(["Boston College", "Carroll School of Management", "Chestnut Hill, MA", "BBA, Finance", "2012 – 2016"])).toHaveLength(1);
  });
});
