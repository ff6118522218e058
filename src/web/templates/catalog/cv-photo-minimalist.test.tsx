import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { CvPhotoMinimalistPage } from "./cv-photo-minimalist";

const render = (resume: ResumeContent) => renderToStaticMarkup(<CvPhotoMinimalistPage resume={resume} />);

/** Visible text with entities decoded, so values can be searched as typed. */
const textOf = (markup: string) =>
  markup
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const lines = (text: string) => parseRichText(text).flatMap((b) => (b.type === "list" ? b.items : b.lines));

function sampleValues(): string[] {
  const r = sampleResume;
  const i = r.personal_info;
  return [
    i.fullName,
    i.email,
    i.phone,
    i.location,
    "jordanellis.dev",
    "linkedin.com/in/jordanellis",
    ...lines(i.summary),
    ...r.experience.flatMap((e) => [e.position, e.company, e.location, ...lines(e.description)]),
    ...r.education.flatMap((e) => [e.institution, e.degree, e.field, e.location]),
    ...r.skills.flatMap((g) => [g.category, ...g.items]),
    ...r.projects.flatMap((p) => [p.name, ...p.technologies, ...lines(p.description)]),
    ...r.certifications.flatMap((c) => [c.name, c.issuer, c.credentialId, c.date]),
    ...r.languages.flatMap((l) => [l.name, l.proficiency]),
    ...r.custom_sections.flatMap((s) => [
      s.title,
      ...s.items.flatMap((item) =>
        s.fields.flatMap((f) => {
          const value = item[f.name] ?? "";
          if (f.type === "textarea") return lines(value);
          return [f.type === "date" ? formatDateValue(value) : value];
        }),
      ),
    ]),
  ];
}

const withCurrentRole = () => {
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

const TITLES = ["Contact", "Profile", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"];

describe("cv-photo-minimalist layout", () => {
  it("prints every filled value of the sample resume", () => {
    const text = textOf(render(sampleResume));
    for (const value of [...sampleValues(), ...TITLES]) expect(text, value).toContain(value.trim());
  });

  it("renders no section for an empty resume", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of [...TITLES, "Additional Information"]) expect(text).not.toContain(title);
    expect(text.trim()).toBe("");
  });

  it("shows Present for a current role", () => {
    const text = textOf(render(withCurrentRole()));
    expect(text).toContain("Jan 2020 – Present");
    expect(text).not.toContain("Dec 2021");
  });

  it("shows the photo cropped, with the name as alt text, or a placeholder", () => {
    const withPhoto = structuredClone(sampleResume);
    withPhoto.personal_info.photo_url = "https://cdn.example.com/jordan.jpg";
    expect(render(withPhoto)).toMatch(/<img src="https:\/\/cdn\.example\.com\/jordan\.jpg" alt="Jordan Ellis" class="[^"]*object-cover/);
    const placeholder = render(sampleResume);
    expect(placeholder).not.toContain("<img");
    expect(placeholder).toContain("lucide-user");
  });

  it("labels every section in a narrow left column and keeps the photo small and round", () => {
    const markup = render(sampleResume);
    expect(markup.match(/grid-cols-\[30mm_minmax\(0,1fr\)\]/g)?.length).toBe(TITLES.length + 1);
    expect(markup).toContain("rounded-full");
    expect(markup).toContain("size-[21mm]");
  });

  it("links the email, website and LinkedIn without icons", () => {
    const markup = render(sampleResume);
    expect(markup).toContain('href="mailto:jordan.ellis@example.com"');
    expect(markup).toContain('href="https://jordanellis.dev"');
    expect(markup).toContain('href="https://linkedin.com/in/jordanellis"');
    expect(markup).not.toContain("lucide-mail");
  });
});
