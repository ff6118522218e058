// Renders one template with the sample resume (plus a stress case and an empty one) to PNG
// screenshots in Chromium, for looking at a layout while building it:
//   npx tsx scripts/render-template.tsx <template-id> [out-dir]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { chromium } from "playwright-core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createServer } from "vite";
import type { ResumeContent } from "#shared/resume";
import type { ResumeDocument as ResumeDocumentComponent } from "#web/templates/resume-document";

const [templateId = "modern", outDir = "/tmp/template-shots"] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

// Vite loads the templates as the app does (their CSS imports included).
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const { ResumeDocument } = (await vite.ssrLoadModule("/src/web/templates/resume-document.tsx")) as {
  ResumeDocument: typeof ResumeDocumentComponent;
};
const { sampleResume } = (await vite.ssrLoadModule("/src/web/templates/sample-resume.ts")) as { sampleResume: ResumeContent };
const { emptyResumeContent } = (await vite.ssrLoadModule("/src/shared/resume.ts")) as { emptyResumeContent: () => ResumeContent };
await vite.close();

const stress = structuredClone(sampleResume);
stress.personal_info.fullName = "Maximiliana Alexandra Konstantinopoulou-Vanderbilt";
stress.personal_info.website = `https://example.com/${"verylongpath".repeat(20)}`;
stress.experience[0]!.description = `- ${"Supercalifragilisticexpialidocious".repeat(12)}\n${"Lorem ipsum dolor sit amet, ".repeat(70)}`;
stress.experience[1]!.position = "Principal Staff Software Engineer, Platform Infrastructure and Developer Experience Group";

const cases = { sample: sampleResume, stress, empty: emptyResumeContent() };
const pages = Object.entries(cases).map(([name, resume]) => ({
  name,
  html: renderToStaticMarkup(createElement(ResumeDocument, { resume: { ...resume, template_id: templateId } })),
}));

const root = path.resolve(import.meta.dirname, "..");
// Font packages are linked from node_modules as files; the Tailwind compiler only needs the theme.
const fontImports = /@import "(@fontsource[^"]+)";\n/g;
const indexSource = readFileSync(path.join(root, "src/web/index.css"), "utf8");
const fontFiles = [...indexSource.matchAll(fontImports)].map((match) => path.join(root, "node_modules", match[1]!));
const indexCss = indexSource.replace(fontImports, "");
const compiler = await compile(indexCss, { base: path.join(root, "src/web"), onDependency: () => {} });
const candidates = new Scanner({}).scanFiles([{ content: pages.map((p) => p.html).join(" "), extension: "html" }]);
const css = compiler.build(candidates);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
for (const { name, html } of pages) {
  const file = path.join(outDir, `${templateId}-${name}.html`);
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8">${fontFiles.map((file) => `<link rel="stylesheet" href="file://${file}">`).join("")}<style>${css}</style></head><body style="background:#e2e8f0;padding:24px">${html}</body></html>`,
  );
  await page.goto(`file://${file}`);
  await page.waitForTimeout(150);
  const overflow = await page.evaluate(() => {
    const sheet = document.body.firstElementChild as HTMLElement;
    const right = sheet.getBoundingClientRect().right;
    return [...sheet.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > right + 0.5).length;
  });
  await page.screenshot({ path: path.join(outDir, `${templateId}-${name}.png`), fullPage: true });
  console.log(`${templateId}-${name}.png${overflow ? ` — ${overflow} elements cross the right edge` : ""}`);
}
await browser.close();
