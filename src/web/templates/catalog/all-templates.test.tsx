import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { formatDateRange } from "../primitives/date-range";
import { sampleResume } from "../sample-resume";
import { printedValues, renderTemplate, textOf, withPhoto } from "../test-support/rendered-text";
import { OMITTED_CONTACTS, PRESENT_LABEL, SECTION_TITLES } from "../test-support/template-rules";
import { CORPORATE_HEADLINE_FALLBACK } from "./corporate";
import { templateCatalog } from "./index";
import { SIMPLE_NAME_PLACEHOLDER } from "./simple";

/** Exceptions, by design: the only text a layout prints for an empty resume. */
const EMPTY_RESUME_TEXT: Record<string, string> = {
  simple: SIMPLE_NAME_PLACEHOLDER,
  corporate: CORPORATE_HEADLINE_FALLBACK,
};

const PHOTO_URL = "https://cdn.example.com/jordan.jpg";

const withCurrentRole = (): ResumeContent => {
  const resume = emptyResumeContent();
  resume.experience.push({
    id: "e1",
    company: "Acme",
    position: "Engineer",
    location: "",
    startDate: "Jan 2020",
    endDate: "Dec 2021",
    current: true,
    description: "",
  });
  return resume;
};

it("names its exceptions by catalog ids", () => {
  const ids = templateCatalog.map((template) => template.id);
  for (const id of Object.keys(EMPTY_RESUME_TEXT)) expect(ids).toContain(id);
});

it("places every kind of section once in each layout", () => {
  const kinds = ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"];
  for (const template of templateCatalog) {
    const placed = Object.values(template.columns).flat();
    expect(new Set(placed).size, template.id).toBe(placed.length);
    for (const kind of kinds) expect(placed, template.id).toContain(kind);
  }
});

describe.each(templateCatalog.map((template) => [template.id, template] as const))("%s layout", (id, template) => {
  const render = (resume: ResumeContent) => renderTemplate(template, resume);
  const presentLabel = PRESENT_LABEL[id] ?? "Present";
  const omitted = OMITTED_CONTACTS[id] ?? [];
  const titles = SECTION_TITLES[id] ?? [];

  it("prints every filled value of the sample resume under its section titles", () => {
    const text = textOf(render(sampleResume));
    const expected = printedValues(sampleResume, { presentLabel }).filter((value) => !omitted.includes(value));
    for (const value of [...expected, ...titles, "Volunteering"]) expect(text, value).toContain(value);
    for (const contact of omitted) expect(text, `${contact} is left out`).not.toContain(contact);
  });

  it("prints no section for an empty resume", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of [...titles, "Additional Information"]) expect(text).not.toContain(title);
    expect(text.trim()).toBe(EMPTY_RESUME_TEXT[id] ?? "");
  });

  it(`labels a current role '${presentLabel}'`, () => {
    const [first] = sampleResume.experience;
    const sample = textOf(render(sampleResume));
    expect(sample).toContain(formatDateRange(first!.startDate, "", true, presentLabel));
    if (presentLabel !== "Present") expect(sample).not.toContain(formatDateRange(first!.startDate, "", true, "Present"));
    const text = textOf(render(withCurrentRole()));
    expect(text).toContain(`Jan 2020 – ${presentLabel}`);
    expect(text).not.toContain("Dec 2021");
    if (presentLabel !== "Present") expect(text).not.toContain("Present");
  });

  it("spaces letters at most 0.08em, so text extracted from its PDF keeps whole words", () => {
    // PDF readers (and applicant-tracking systems) read a gap of about 0.1em between letters as a
    // space; 0.08em keeps a margin for fonts whose advances round up.
    const spacings = [...render(sampleResume).matchAll(/tracking-\[([0-9.]+)em\]/g)].map((match) => Number(match[1]));
    expect(spacings.filter((spacing) => spacing > 0.08)).toEqual([]);
  });

  it("has no <main> element: it is rendered inside the app's own", () => {
    expect(render(sampleResume)).not.toMatch(/<main[\s>]/);
  });

  if (template.category === "cv") {
    it("shows the photo cropped, with the name as alt text, or a decorative placeholder without one", () => {
      const images = render(withPhoto(sampleResume, PHOTO_URL)).match(/<img[^>]*>/g) ?? [];
      expect(images).toHaveLength(1);
      expect(images[0]).toContain(`src="${PHOTO_URL}"`);
      expect(images[0]).toContain('alt="Jordan Ellis"');
      expect(images[0]).toMatch(/class="[^"]*object-cover/);
      const placeholder = render(sampleResume);
      expect(placeholder).not.toContain("<img");
      // The name is already the page heading: the placeholder adds nothing for assistive technology.
      expect(placeholder).toMatch(/<div aria-hidden="true"[^>]*><svg[^>]*lucide-user/);
      expect(placeholder).not.toContain('role="img"');
    });
  } else {
    it("never shows a photo, even when one is set", () => {
      expect(render(withPhoto(sampleResume, PHOTO_URL))).not.toContain("<img");
    });
  }
});
