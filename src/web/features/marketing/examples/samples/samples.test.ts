import { describe, expect, it } from "vitest";
import { computeCompletion } from "#shared/completion";
import { isPhotoTemplate } from "#shared/photo-template";
import { resumeContentSchema } from "#shared/resume";
import { TEMPLATE_IDS } from "#web/lib/template-ids";
import { CV_EXAMPLES } from "./cv-examples";
import { RESUME_EXAMPLES } from "./resume-examples";

const ALL_EXAMPLES = [...RESUME_EXAMPLES, ...CV_EXAMPLES];

/** The professions issue 14 asks every examples page to cover, each found in some example's profession. */
const PROFESSIONS = [/engineer/i, /nurse/i, /teacher/i, /sales/i, /design/i, /financ/i, /hospitality|restaurant|hotel/i, /graduate/i];

describe("the sample resumes", () => {
  it.each(ALL_EXAMPLES.map((example) => [example.slug, example] as const))(
    "%s is a valid resume the server accepts, nothing dropped",
    (_slug, example) => {
      expect(resumeContentSchema.parse(example.content)).toMatchObject(example.content);
    },
  );

  it.each(ALL_EXAMPLES.map((example) => [example.slug, example] as const))("%s scores 100% on the completion meter", (_slug, example) => {
    const completion = computeCompletion(example.content);
    expect(completion.missing).toEqual([]);
    expect(completion.score).toBe(100);
  });

  it("cover every profession of the brief on each page", () => {
    for (const examples of [RESUME_EXAMPLES, CV_EXAMPLES]) {
      expect(examples.length).toBeGreaterThanOrEqual(8);
      for (const profession of PROFESSIONS)
        expect(
          examples.some((example) => profession.test(example.profession)),
          String(profession),
        ).toBe(true);
    }
  });

  it("show resumes in resume templates and CVs in CV-with-photo templates, never with a real photo", () => {
    for (const example of RESUME_EXAMPLES) expect(isPhotoTemplate(example.content.template_id), example.slug).toBe(false);
    for (const example of CV_EXAMPLES) expect(isPhotoTemplate(example.content.template_id), example.slug).toBe(true);
    for (const example of ALL_EXAMPLES) {
      expect(TEMPLATE_IDS, example.slug).toContain(example.content.template_id);
      expect(example.content.personal_info.photo_url ?? "", example.slug).toBe("");
    }
  });

  it("belong to fictional people: example.com addresses and slugs of their own", () => {
    for (const example of ALL_EXAMPLES) expect(example.content.personal_info.email, example.slug).toMatch(/@example\.com$/);
    expect(new Set(ALL_EXAMPLES.map((example) => example.slug)).size).toBe(ALL_EXAMPLES.length);
  });

  it("have entry ids unique within each resume, as the editor expects", () => {
    for (const { slug, content } of ALL_EXAMPLES) {
      const ids = [content.experience, content.education, content.skills, content.projects, content.certifications, content.languages]
        .flat()
        .map((entry) => entry.id)
        .concat(
          content.custom_sections.flatMap((section) => [section.id, ...section.fields.map((f) => f.id), ...section.items.map((i) => i.id)]),
        );
      expect(new Set(ids).size, slug).toBe(ids.length);
    }
  });
});
