import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type CustomSection, type Experience, type ResumeContent } from "#shared/resume";
import { ALL_CONTACTS, LabelledContacts } from "./contact-line";
import { CustomEntry } from "./custom-sections";
import { EntryHeader, experienceFacts } from "./entries";
import { CustomItemRow, EntryRow, LabelledRow, type RowsLook } from "./labelled-rows";
import { DEFAULT_TITLES, sectionsOf, type SectionsTheme } from "./sections";

const look: RowsLook = { row: "grid grid-cols-[30mm_1fr]", label: "text-right" };
const oneLine: RowsLook = { ...look, labelAs: "p" };

const role: Experience = {
  id: "e1",
  company: "Acme",
  position: "Engineer",
  location: " Paris ",
  startDate: "2020-01",
  endDate: "",
  current: true,
  description: "- Shipped",
};

const volunteering: CustomSection = {
  id: "c1",
  title: "Volunteering",
  fields: [
    { id: "f1", name: "role", label: "Role", type: "text" },
    { id: "f2", name: "org", label: "Organisation", type: "text" },
    { id: "f3", name: "city", label: "City", type: "text" },
    { id: "f4", name: "from", label: "From", type: "date" },
    { id: "f5", name: "to", label: "To", type: "date" },
    { id: "f6", name: "details", label: "Details", type: "textarea" },
  ],
  items: [{ id: "i1", role: "Mentor", org: "Code Club", city: "Lyon", from: "2020-05", to: "2021-06", details: "Taught" }],
};

const markupOf = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe("labelled rows", () => {
  it("keep each row together on a printed page, the label before the content", () => {
    expect(
      markupOf(
        <LabelledRow look={look} label="2020">
          Body
        </LabelledRow>,
      ),
    ).toBe(
      '<div class="grid grid-cols-[30mm_1fr] break-inside-avoid"><div class="text-right">2020</div><div class="min-w-0">Body</div></div>',
    );
    expect(markupOf(<LabelledRow look={oneLine}>Body</LabelledRow>)).toMatch(/^<div[^>]*><p class="text-right"><\/p>/);
  });

  it("set an entry's date and place in the label column and leave the place out of the subtitle", () => {
    const markup = markupOf(
      <EntryRow facts={experienceFacts(role)} description={role.description} look={look} classNames={{ date: "d", place: "pl" }} />,
    );
    expect(markup).toContain(
      '<div class="text-right"><p class="d"><span class="whitespace-nowrap">Jan 2020</span> – <span class="whitespace-nowrap">Present</span></p><p class="pl">Paris</p></div>',
    );
    expect(markup.match(/Paris/g)).toHaveLength(1);
    expect(markup).toMatch(/<h3[^>]*>Engineer<\/h3><p><span><span>Acme<\/span><\/span><\/p>/);
    expect(markup).toContain("<li");
    expect(markupOf(<EntryRow facts={experienceFacts(role)} look={look} classNames={{}} />)).not.toContain("<li");
  });

  it("print a label of one line as the date alone, each side of its range kept on one line", () => {
    const markup = markupOf(<EntryRow facts={experienceFacts(role)} look={oneLine} classNames={{ date: "d" }} />);
    expect(markup).toContain(
      '<p class="text-right"><span class="whitespace-nowrap">Jan 2020</span> – <span class="whitespace-nowrap">Present</span></p>',
    );
    expect(markup).not.toContain("Paris");
  });

  it("set a custom item's dates in the label column, its other texts on one line beside its title", () => {
    const item = volunteering.items[0]!;
    const markup = markupOf(
      <CustomItemRow section={volunteering} item={item} look={oneLine} titleAs="h3" separator=", " dateSeparator=" – " classNames={{}} />,
    );
    expect(markup).toContain(
      '<p class="text-right"><span class="whitespace-nowrap">May 2020</span> – <span class="whitespace-nowrap">Jun 2021</span></p>',
    );
    expect(markup).toContain("<h3>Mentor</h3><p>Code Club, Lyon</p>");
    expect(markup).toContain("Taught");
  });
});

describe("entries in the section renderer", () => {
  const resume = (): ResumeContent => ({ ...emptyResumeContent(), experience: [role, { ...role, id: "e2", position: "Lead" }] });
  const sections = (theme: SectionsTheme<"main">) =>
    markupOf(
      sectionsOf(resume(), {
        columns: { main: ["experience"] },
        titles: DEFAULT_TITLES,
        contacts: ALL_CONTACTS,
        presentLabel: "Now",
        theme,
      }).main,
    );

  it("as labelled rows print each date in the label column, never in the entry", () => {
    const markup = sections({ frame: {}, experience: { list: "rows", rows: oneLine } });
    expect(
      markup.match(
        /<p class="text-right"><span class="whitespace-nowrap">Jan 2020<\/span> – <span class="whitespace-nowrap">Now<\/span><\/p><div class="min-w-0"><article/g,
      ),
    ).toHaveLength(2);
    expect(markup.match(/Jan 2020/g)).toHaveLength(2);
  });

  it("numbered print each entry's number in the label column", () => {
    const markup = sections({ frame: {}, experience: { list: "refs", numbered: look } });
    expect(markup).toMatch(
      /<ol class="refs"><li class="grid grid-cols-\[30mm_1fr\] break-inside-avoid"><span class="text-right">\[1\]<\/span><article/,
    );
    expect(markup).toContain('<span class="text-right">[2]</span>');
  });

  it("on a timeline put a marker before each entry, on the rail the list draws", () => {
    const markup = sections({ frame: {}, experience: { list: "rail", timeline: { item: "stop", marker: "ring" } } });
    expect(markup.match(/<li class="stop"><span aria-hidden="true" class="ring"><\/span><article/g)).toHaveLength(2);
    expect(markup).toMatch(/<ol class="rail"><li/);
  });

  it("on a timeline put a marker before each entry, on the rail the list draws", () => {
    const markup = sections({ frame: {}, experience: { list: "rail", timeline: { item: "stop", marker: "ring" } } });
    expect(markup.match(/<li class="stop"><span aria-hidden="true" class="ring"><\/span><article/g)).toHaveLength(2);
    expect(markup).toMatch(/<ol class="rail"><li/);
  });
});

describe("entry parts", () => {
  it("leave the date out of an entry's header when a row prints it", () => {
    expect(markupOf(<EntryHeader title="Engineer" date="2020" datePlacement="none" />)).not.toContain("2020");
  });

  it("set a custom item in an entry's slots: title, date, the other texts as subtitle, then the prose", () => {
    const markup = markupOf(
      <CustomEntry section={volunteering} item={volunteering.items[0]!} classNames={{ root: "r", title: "t", date: "d", subtitle: "s" }} />,
    );
    expect(markup).toMatch(
      /^<div class="r"><p class="t">Mentor<\/p><p class="d tabular-nums">May 2020 · Jun 2021<\/p><p class="s">Code Club · Lyon<\/p>/,
    );
  });

  it("label every filled contact, European-CV style, and print nothing without one", () => {
    const info = { ...emptyResumeContent().personal_info, email: "a@b.co", location: "Paris" };
    const markup = markupOf(<LabelledContacts info={info} />);
    expect(markup).toContain('<dt>E-mail</dt><dd class="min-w-0 wrap-anywhere"><a href="mailto:a@b.co">a@b.co</a></dd>');
    expect(markup).toContain("<dt>Location</dt>");
    expect(markup).not.toContain("Phone");
    expect(markupOf(<LabelledContacts info={emptyResumeContent().personal_info} />)).toBe("");
  });
});
