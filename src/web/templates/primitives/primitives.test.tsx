import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type CustomSection } from "../../../shared/resume";
import { displayUrl, getContactItems, toHttpsUrl } from "./contact-line";
import { CustomSections, getCustomItemParts } from "./custom-sections";
import { formatDegree, formatGpa, SkillGroups } from "./entries";
import { headlineOf, isPresent, visibleContent } from "./has-content";
import { Section } from "./section";

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

describe("Section", () => {
  it("renders nothing without children or when empty", () => {
    expect(renderToStaticMarkup(<Section title="Skills">{false}</Section>)).toBe("");
    expect(renderToStaticMarkup(<Section title="Skills">{[].map(() => null)}</Section>)).toBe("");
    expect(renderToStaticMarkup(<Section title="Skills" isEmpty>x</Section>)).toBe("");
    expect(renderToStaticMarkup(<Section title="Skills">x</Section>)).toContain("Skills");
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

  it("renders title and values, skipping items without values", () => {
    const markup = renderToStaticMarkup(<CustomSections sections={[volunteering]} />);
    expect(markup).toContain("Volunteering");
    expect(markup).toContain("Mentor");
    expect(markup).toContain("Code Club");
    expect(markup).toContain("<li");
    expect(markup).toContain("May 2020");
    expect(markup).toContain("Helper");
    expect(markup.match(/<div class="min-w-0 wrap-anywhere"/g)).toHaveLength(2);
  });

  it("hides sections with no filled item and titles untitled ones", () => {
    const empty = { ...volunteering, items: [{ id: "x", role: " " }] };
    expect(renderToStaticMarkup(<CustomSections sections={[empty]} />)).toBe("");
    const untitled = { ...volunteering, title: "" };
    expect(renderToStaticMarkup(<CustomSections sections={[untitled]} />)).toContain("Additional Information");
    const resume = emptyResumeContent();
    resume.custom_sections.push(empty);
    expect(visibleContent(resume).customSections).toEqual([]);
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
