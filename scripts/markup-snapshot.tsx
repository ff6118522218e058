// Writes the static markup of every layout for the sample (with and without a photo), long and empty resumes, one file each,
// so a refactor of the templates can be checked byte for byte against the markup before it:
//   npx tsx scripts/markup-snapshot.tsx <out-dir>
//   diff -r <before-dir> <after-dir>
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createServer } from "vite";
import type { ResumeContent } from "../src/shared/resume";
import type { ResumeDocument as ResumeDocumentComponent } from "../src/web/templates/resume-document";

const outDir = process.argv[2];
if (!outDir) {
  console.error("usage: npx tsx scripts/markup-snapshot.tsx <out-dir>");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

// The layout ids are the catalogue's file names, so the script does not depend on the registry's shape.
const catalogDir = path.resolve(import.meta.dirname, "../src/web/templates/catalog");
const templateIds = readdirSync(catalogDir)
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => file.replace(/\.tsx$/, ""))
  .sort();

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const load = <T,>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
const { ResumeDocument } = await load<{ ResumeDocument: typeof ResumeDocumentComponent }>("/src/web/templates/resume-document.tsx");
const { sampleResume } = await load<{ sampleResume: ResumeContent }>("/src/web/templates/sample-resume.ts");
const { longResume } = await load<{ longResume: () => ResumeContent }>("/src/web/templates/test-support/long-resume.ts");
const { emptyResumeContent } = await load<{ emptyResumeContent: () => ResumeContent }>("/src/shared/resume.ts");
await vite.close();

const withPhoto: ResumeContent = {
  ...sampleResume,
  personal_info: { ...sampleResume.personal_info, photo_url: "/files/profile-photos/u/photo.jpg" },
};
const cases: Record<string, ResumeContent> = { sample: sampleResume, photo: withPhoto, long: longResume(), empty: emptyResumeContent() };
for (const templateId of templateIds) {
  for (const [name, resume] of Object.entries(cases)) {
    const html = renderToStaticMarkup(createElement(ResumeDocument, { resume: { ...resume, template_id: templateId } }));
    writeFileSync(path.join(outDir, `${templateId}-${name}.html`), `${html}\n`);
  }
}
console.log(`${templateIds.length} layouts x ${Object.keys(cases).length} resumes written to ${outDir}`);
