import { allSkills, dateRange, type Headings, type Person } from "../person";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const xml = (text: string): string => text.replace(/[&<>"]/g, (char) => XML_ESCAPES[char]!);

const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
].join(" ");

/**
 * A resume written in LibreOffice Writer and kept as ODT (here its one-file form, .fodt, which
 * Writer opens the same): Writer's own Title and Heading 1 styles, 'Title — Company' in bold with
 * the dates at a right tab stop, the place in italics below, bullets from a Writer list style.
 * Saved as Word by LibreOffice, it carries Writer's style names and list numbering into the DOCX.
 */
export function writerResume(person: Person, headings: Headings): string {
  const heading = (title: string) => `<text:h text:style-name="Heading_20_1" text:outline-level="1">${xml(title)}</text:h>`;
  const list = (lines: string[]) =>
    lines.length === 0
      ? ""
      : `<text:list text:style-name="Bullets">${lines.map((line) => `<text:list-item><text:p text:style-name="ListText">${xml(line)}</text:p></text:list-item>`).join("")}</text:list>`;
  const entry = (first: string, second: string, dates: string, place: string | undefined, details: string[]) =>
    `<text:p text:style-name="Entry"><text:span text:style-name="Bold">${xml(first)}</text:span> — ${xml(second)}<text:tab/>${xml(dates)}</text:p>` +
    (place ? `<text:p text:style-name="Place">${xml(place)}</text:p>` : "") +
    list(details);
  const body = [
    `<text:p text:style-name="Title">${xml(person.name)}</text:p>`,
    `<text:p text:style-name="Contacts">${[person.location, person.phone, person.email, ...(person.links ?? [])].map(xml).join(" · ")}</text:p>`,
    ...(person.summary ? [heading(headings.summary), `<text:p text:style-name="Text_20_body">${xml(person.summary)}</text:p>`] : []),
    heading(headings.experience),
    ...person.jobs.map((job) => entry(job.title, job.company, dateRange(job, " – "), job.location, job.bullets)),
    heading(headings.education),
    ...person.schools.map((school) => entry(school.degree, school.school, dateRange(school, " – "), school.location, school.notes ?? [])),
    heading(headings.skills),
    `<text:p text:style-name="Text_20_body">${allSkills(person).map(xml).join(", ")}</text:p>`,
    ...(person.extras ?? []).flatMap((extra) => [heading(extra.heading), list(extra.lines)]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NAMESPACES} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
  <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
  <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
</office:font-face-decls>
<office:styles>
  <style:style style:name="Standard" style:family="paragraph" style:class="text">
    <style:text-properties style:font-name="Liberation Serif" fo:font-size="11pt"/>
  </style:style>
  <style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard" style:class="text">
    <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.2cm"/>
  </style:style>
  <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard" style:class="chapter">
    <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.1cm"/>
    <style:text-properties style:font-name="Liberation Sans" fo:font-size="24pt" fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Standard" style:default-outline-level="1" style:class="text">
    <style:paragraph-properties fo:margin-top="0.45cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm"/>
    <style:text-properties style:font-name="Liberation Sans" fo:font-size="13pt" fo:font-weight="bold"/>
  </style:style>
</office:styles>
<office:automatic-styles>
  <style:style style:name="Contacts" style:family="paragraph" style:parent-style-name="Standard">
    <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
    <style:text-properties fo:font-size="10pt"/>
  </style:style>
  <style:style style:name="Entry" style:family="paragraph" style:parent-style-name="Standard">
    <style:paragraph-properties fo:margin-top="0.2cm">
      <style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops>
    </style:paragraph-properties>
  </style:style>
  <style:style style:name="Place" style:family="paragraph" style:parent-style-name="Standard">
    <style:text-properties fo:font-style="italic" fo:font-size="10pt"/>
  </style:style>
  <style:style style:name="ListText" style:family="paragraph" style:parent-style-name="Standard"/>
  <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
  <text:list-style style:name="Bullets">
    <text:list-level-style-bullet text:level="1" text:bullet-char="•">
      <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
        <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.8cm" fo:text-indent="-0.4cm" fo:margin-left="0.8cm"/>
      </style:list-level-properties>
    </text:list-level-style-bullet>
  </text:list-style>
  <style:page-layout style:name="Page">
    <style:page-layout-properties fo:page-width="21.59cm" fo:page-height="27.94cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2.3cm" fo:margin-right="2.3cm"/>
  </style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="Page"/></office:master-styles>
<office:body><office:text>
${body.join("\n")}
</office:text></office:body>
</office:document>
`;
}
