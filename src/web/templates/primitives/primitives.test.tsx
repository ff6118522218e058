import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { emptyResumeContent, type CustomSection, type ResumeContent } from "#shared/resume";
import { ALL_CONTACTS, ContactText, displayUrl, getContactItems, toHttpsUrl } from "./contact-line";
import { customItemFacts, getCustomItemParts } from "./custom-sections";
import { formatDegree, formatGpa, SkillGroups } from "./entries";
import { headlineOf, isPresent, visibleContent } from "./has-content";
import { DEFAULT_TITLES, sectionsOf, type SectionKind } from "./sections";

describe("contact links", () => {
  it("adds https:// only when no http(s) scheme was typed", () => {
    expect(toHttpsUrl("jane.dev")).toBe("https://jane.dev");
    expect(toHttpsUrl(" http://jane.dev ")).toBe("http://jane.dev");
    expect(toHttpsUrl("HTTPS://jane.dev/x")).toBe("HTTPS://jane.dev/x");
    expect(toHttpsUrl("//jane.dev")).toBe("https://jane.dev");
  });

  it("never produces a script URL", () => {
    expect(toHttpsUrl("javascript:alert(1)")).toMatch(/^https:\/\//);
  });

  it("shows URLs without scheme, www and trailing slash", () => {
    expect(displayUrl("https://www.jane.dev/")).toBe("jane.dev");
  });

  it("prints only the chosen contacts, in order, skipping blanks", () => {
    const info = {
      ...emptyResumeContent().personal_info,
      email: "a@b.co",
      phone: " ",
      location: "Paris",
      linkedin: "janedoe",
      website: "",
    };
    expect(getContactItems(info)).toEqual([
      { kind: "email", label: "a@b.co", href: "mailto:a@b.co" },
      { kind: "location", label: "Paris" },
      { kind: "linkedin", label: "linkedin.com/in/janedoe", href: "https://www.linkedin.com/in/janedoe" },
    ]);
    expect(getContactItems(info, ["location", "email"]).map((c) => c.kind)).toEqual(["location", "email"]);
  });
});

describe("contacts as running text", () => {
  it("glue each dot to the contact before it, so a wrapped line never starts with one", () => {
    const info = { ...emptyResumeContent().personal_info, email: "a@b.co", phone: "123", location: "Paris" };
    const markup = renderToStaticMarkup(<ContactText info={info} separatorClassName="dot" />);
    expect(markup).toBe(
      '<p><span class="wrap-anywhere"><a href="mailto:a@b.co">a@b.co</a><span aria-hidden="true" class="dot">·</span></span> ' +
        '<span class="wrap-anywhere">123<span aria-hidden="true" class="dot">·</span></span> <span class="wrap-anywhere">Paris</span></p>',
    );
    expect(renderToStaticMarkup(<ContactText info={emptyResumeContent().personal_info} />)).toBe("");
  });
});

const EVERY_KIND = Object.keys(DEFAULT_TITLES) as SectionKind[];

/** One column of every kind of section, as a layout without a look of its own would print it. */
function sections(resume: ResumeContent): ReactNode[] {
  const spec = {
    columns: { main: EVERY_KIND },
    titles: DEFAULT_TITLES,
    contacts: ALL_CONTACTS,
    presentLabel: "Present",
    theme: { frame: {} },
  };
  return sectionsOf(resume, spec).main;
}

const markupOf = (resume: ResumeContent) => renderToStaticMarkup(<>{sections(resume)}</>);

describe("sections", () => {
  it("leaves out every section with nothing to show, so a column with none is empty", () => {
    const resume = emptyResumeContent();
    resume.personal_info.summary = "  ";
    resume.skills.push({ id: "s1", category: "Tools", items: [" ", ""] });
    resume.languages.push({ id: "l1", name: " ", proficiency: "" });
    expect(sections(resume)).toEqual([]);
  });

  it("titles each section and keeps the heading with what follows it", () => {
    const resume = emptyResumeContent();
    resume.personal_info.email = "a@b.co";
    resume.skills.push({ id: "s1", category: "Tools", items: ["Go"] });
    expect(sections(resume)).toHaveLength(2);
    const markup = markupOf(resume);
    expect(markup).toMatch(/<h2 class="break-after-avoid">Contact<\/h2>[\s\S]*a@b\.co[\s\S]*<h2 class="break-after-avoid">Skills<\/h2>/);
  });
});

const volunteering: CustomSection = {
  id: "c1",
  title: "Volunteering",
  fields: [
    { id: "f1", name: "role", label: "Role", type: "text" },
    { id: "f2", name: "org", label: "Organisation", type: "text" },
    { id: "f3", name: "details", label: "Details", type: "textarea" },
    { id: "f4", name: "when", label: "When", type: "date" },
  ],
  items: [
    { id: "i1", role: "Mentor", org: "Code Club", details: "- Taught\n- Coached", when: "2020-05" },
    { id: "i2", role: "", org: "", details: "", when: "" },
    { id: "i3", role: "Helper", org: "", details: "", when: "" },
  ],
};

describe("custom sections", () => {
  it("sorts values by field type and formats dates", () => {
    const parts = getCustomItemParts(volunteering, volunteering.items[0]!);
    expect(parts.texts.map((t) => t.value)).toEqual(["Mentor", "Code Club"]);
    expect(parts.textareas.map((t) => t.value)).toEqual(["- Taught\n- Coached"]);
    expect(parts.dates.map((t) => t.value)).toEqual(["May 2020"]);
  });

  it("prints an item's first text as its title, the others and the dates each on one line", () => {
    const facts = customItemFacts(volunteering, volunteering.items[0]!);
    expect(facts).toMatchObject({ title: "Mentor", text: "Code Club", date: "May 2020" });
    expect(facts.descriptions.map((d) => d.value)).toEqual(["- Taught\n- Coached"]);
    const twoDates = {
      ...volunteering,
      fields: [...volunteering.fields, { id: "f5", name: "until", label: "Until", type: "date" as const }],
    };
    const item = { ...volunteering.items[0]!, until: "2021-01" };
    expect(customItemFacts(twoDates, item, ", ").date).toBe("May 2020, Jan 2021");
    expect(customItemFacts(twoDates, item, ", ", " – ")).toMatchObject({ text: "Code Club", date: "May 2020 – Jan 2021" });
    expect(customItemFacts(volunteering, volunteering.items[2]!)).toMatchObject({ title: "Helper", text: "", date: "", descriptions: [] });
  });

  it("renders title and values, skipping items without values", () => {
    const resume = emptyResumeContent();
    resume.custom_sections.push(volunteering);
    const markup = markupOf(resume);
    expect(markup).toContain("Volunteering");
    expect(markup).toContain("Mentor");
    expect(markup).toContain("Code Club");
    expect(markup).toContain("<li");
    expect(markup).toContain("May 2020");
    expect(markup).toContain("Helper");
    expect(markup.match(/<div class="min-w-0 wrap-anywhere"/g)).toHaveLength(2);
  });

  it("sets each item as an entry: in the look's list, title and date, the other texts as subtitle, then the prose", () => {
    const resume = { ...emptyResumeContent(), custom_sections: [volunteering] };
    const custom = { list: "items", classNames: { root: "r", title: "t", date: "d", subtitle: "s", description: "p", list: "l" } };
    const spec = { columns: { main: ["custom" as const] }, titles: DEFAULT_TITLES, contacts: ALL_CONTACTS, presentLabel: "Present" };
    const markup = renderToStaticMarkup(<>{sectionsOf(resume, { ...spec, theme: { frame: {}, custom } }).main}</>);
    expect(markup).toContain('<div class="min-w-0 space-y-3 items"><div class="min-w-0 wrap-anywhere r">');
    expect(markup).toMatch(/<p class="min-w-0 flex-1 t">Mentor<\/p><div [^>]*><p class="wrap-anywhere tabular-nums d">May 2020<\/p>/);
    expect(markup).toMatch(/<p class="s">Code Club<\/p><div class="[^"]* p"><ul class="[^"]* l">/);
  });

  it("hides sections with no filled item and titles untitled ones", () => {
    const empty = { ...volunteering, items: [{ id: "x", role: " " }] };
    const resume = emptyResumeContent();
    resume.custom_sections.push(empty);
    expect(visibleContent(resume).customSections).toEqual([]);
    expect(markupOf(resume)).toBe("");
    resume.custom_sections = [{ ...volunteering, title: "" }];
    expect(markupOf(resume)).toContain("Additional Information");
  });
});

describe("content helpers", () => {
  it("treats whitespace as absent", () => {
    expect(isPresent(" ")).toBe(false);
    expect(isPresent(undefined)).toBe(false);
    expect(isPresent(" a ")).toBe(true);
  });

  it("finds the headline and ignores blank entries", () => {
    const resume = emptyResumeContent();
    expect(visibleContent(resume).experience).toEqual([]);
    expect(headlineOf(resume)).toBeUndefined();
    resume.experience.push(
      { id: "a", company: "", position: "", location: "", startDate: "", endDate: "", current: true, description: "" },
      { id: "b", company: "Acme", position: " Lead ", location: "", startDate: "", endDate: "", current: false, description: "" },
    );
    expect(visibleContent(resume).experience.map((entry) => entry.id)).toEqual(["b"]);
    expect(headlineOf(resume)).toBe("Lead");
  });

  it("trims skill items and drops empty groups", () => {
    const resume = emptyResumeContent();
    resume.skills.push({ id: "a", category: "Tools", items: [" Git ", ""] }, { id: "b", category: "Empty", items: [" "] });
    expect(visibleContent(resume).skills).toEqual([{ id: "a", category: "Tools", items: ["Git"] }]);
  });
});

describe("entry formatting", () => {
  it("joins degree and field", () => {
    expect(formatDegree("BSc", "Physics")).toBe("BSc in Physics");
    expect(formatDegree("", "Physics")).toBe("Physics");
    expect(formatDegree("MBA", " ")).toBe("MBA");
  });

  it("labels a bare GPA once", () => {
    expect(formatGpa("3.8")).toBe("GPA: 3.8");
    expect(formatGpa("GPA 3.8/4.0")).toBe("GPA 3.8/4.0");
    expect(formatGpa(undefined)).toBe("");
  });

  it("renders skill groups in each variant", () => {
    const groups = [{ id: "a", category: "Tools", items: ["Git", "Vim"] }];
    for (const variant of ["inline", "columns", "stacked", "chips"] as const) {
      const markup = renderToStaticMarkup(<SkillGroups groups={groups} variant={variant} />);
      expect(markup, variant).toContain("Tools");
      expect(markup, variant).toContain("Git");
    }
    expect(renderToStaticMarkup(<SkillGroups groups={[{ id: "b", category: "X", items: [""] }]} />)).toBe("");
  });
});
