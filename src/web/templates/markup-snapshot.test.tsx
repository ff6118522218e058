import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { templateCatalog } from "./catalog";
import { ResumeDocument } from "./resume-document";
import { sampleResume } from "./sample-resume";
import { longResume } from "./test-support/long-resume";

const withPhoto: ResumeContent = {
  ...sampleResume,
  personal_info: { ...sampleResume.personal_info, photo_url: "/files/profile-photos/u/photo.jpg" },
};
const cases: Record<string, ResumeContent> = { sample: sampleResume, photo: withPhoto, long: longResume(), empty: emptyResumeContent() };

/**
 * The markup every layout prints for the sample (with and without a photo), a long and an empty
 * resume, kept as files: a change meant to move code without changing what prints (a primitive
 * drawn out, a file split) shows here as any byte of difference, which the layouts' own tests,
 * reading text and classes, could let through. A change meant to alter a layout rewrites its files
 * (`npx vitest run -u`), and their diff is reviewed as the visible change.
 */
describe.each(templateCatalog.map(({ id }) => id))("%s", (templateId) => {
  it.each(Object.keys(cases))("prints the %s resume as its stored markup", async (name) => {
    const html = renderToStaticMarkup(<ResumeDocument resume={{ ...cases[name]!, template_id: templateId }} />);
    await expect(`${html}\n`).toMatchFileSnapshot(`./__markup__/${templateId}-${name}.html`);
  });
});
