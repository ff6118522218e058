import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { CvPhotoElegantPage } from "./cv-photo-elegant";

const render = (resume: ResumeContent) => renderToStaticMarkup(<CvPhotoElegantPage resume={resume} />);

/** Visible text with tags stripped and entities decoded, so values can be searched as typed. */
const textOf = (markup: string) =>
  markup
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const lines = (text: string) => parseRichText(text).flatMap((b) => (b.type === "list" ? b.items : b.lines));

/** Every non-empty value of the sample resume, as the layout prints it. */
function sampleValues(): string[] {
  const values: string[] = [sampleResume.personal_info.fullName, ...lines(sampleResume.personal_info.summary)];
  for (const e of sampleResume.experience) values.push(e.company, e.position, e.location, ...lines(e.description));
  for (const e of sampleResume.education) values.push(e.institution, e.degree, e.field, e.location, e.gpa ?? "");
  for (const g of sampleResume.skills) values.push(g.category, ...g.items);
  for (const p of sampleResume.projects) values.push(p.name, ...p.technologies, ...lines(p.description));
  for (const c of sampleResume.certifications) values.push(c.name, c.issuer, c.date, c.credentialId);
  for (const l of sampleResume.languages) values.push(l.name, l.proficiency);
  for (const s of sampleResume.custom_sections) {
    values.push(s.title);
    for (const item of s.items)
      for (const f of s.fields) {
        const v = item[f.name] ?? "";
        values.push(...(f.type === "textarea" ? lines(v) : [f.type === "date" ? formatDateValue(v) : v]));
      }
  }
  return values.filter((v) => v.trim() !== "");
}

const withPhoto = (url: string): ResumeContent => ({
  ...sampleResume,
  personal_info: { ...sampleResume.personal_info, photo_url: url },
});

const TITLES = ["Profile", "Experience", "Education", "Expertise", "Selected Projects", "Certifications", "Languages"];

describe("cv-photo-elegant layout", () => {
  it("prints every filled value of the sample resume and its section titles", () => {
    const text = textOf(render(sampleResume));
    for (const value of [...sampleValues(), ...TITLES]) expect(text, value).toContain(value);
  });

  it("renders no section for an empty resume", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of [...TITLES, "Additional Information"]) expect(text).not.toContain(title);
    expect(text.trim()).toBe("");
  });

  it("labels a current role 'Present'", () => {
    const [first] = sampleResume.experience;
    expect(textOf(render(sampleResume))).toContain(formatDateRange(first!.startDate, "", true, "Present"));
  });

  it("shows the photo cropped with the name as alt text, or a placeholder without one", () => {
    const markup = render(withPhoto("https://cdn.example.com/me.jpg"));
    expect(markup).toMatch(/<img[^>]*src="https:\/\/cdn.example.com\/me.jpg"[^>]*alt="Jordan Ellis"[^>]*object-cover/);
    const empty = render(sampleResume);
    expect(empty).not.toContain("<img");
    expect(empty).toMatch(/role="img" aria-label="Jordan Ellis"/);
    expect(empty).toContain("lucide-user");
  });

  it("is set in serif with the round photo centred above the name, and omits the website", () => {
    const markup = render(withPhoto("https://cdn.example.com/me.jpg"));
    expect(markup).toMatch(/<div class="[^"]*font-serif/);
    expect(markup).toMatch(/<header class="text-center"><img[^>]*rounded-full[^>]*>[\s\S]*<h1[^>]*>Jordan Ellis<\/h1>/);
    const text = textOf(markup);
    expect(text).toContain("linkedin.com/in/jordanellis");
    expect(text).not.toContain("jordanellis.dev");
  });
});
