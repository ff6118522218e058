/**
 * Rebuilds the resume-parser fixtures: `npx tsx bench/intake/generate/generate.ts [name-prefix]`;
 * the holdout only with `--holdout` (`generate.ts --holdout [name-prefix]`), so that rebuilding
 * tuning fixtures by prefix never touches, nor names, a holdout file.
 * Needs what people use to make such files: Chromium, pdflatex (texlive-latex-base,
 * texlive-fonts-recommended), LibreOffice Writer (libreoffice-writer-nogui), and a built app
 * (`npm run build`) for Vitae's own layouts. The benchmark only reads the committed files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { format, resolveConfig } from "prettier";
import { holdoutFixtures } from "../holdout/sources/holdout-fixtures";
import { secondSampleFixtures } from "../holdout/sources/second-sample-fixtures";
import type { ResumeTruth } from "../truth";
import { unprintedValues } from "./check-printed";
import { extensionOf, type FixtureFormat, type FixtureSpec } from "./fixture-spec";
import { familyFixtures } from "./fixtures-families";
import { headerFixtures } from "./fixtures-headers";
import { htmlFixtures } from "./fixtures-html";
import { htmlTemplateFixtures } from "./fixtures-html-templates";
import { latexFixtures } from "./fixtures-latex";
import { textFixtures } from "./fixtures-text";
import { wordFixtures } from "./fixtures-word";
import { wordTemplateFixtures } from "./fixtures-word-templates";
import { truthOf } from "./person";
import { renderVitaeTemplates } from "./vitae-templates";
import { writeFixture } from "./write-fixture";

const holdout = process.argv.includes("--holdout");
const prefix = process.argv.slice(2).find((argument) => argument !== "--holdout") ?? "";
const wanted = (name: string) => name.startsWith(prefix);

async function save(folder: string, name: string, extension: FixtureFormat, bytes: Buffer, truth: ResumeTruth, encoding: BufferEncoding) {
  const missing = await unprintedValues(bytes, extension, truth, encoding);
  if (missing.length > 0) throw new Error(`${name}: the truth states values the document does not print: ${missing.join(" | ")}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.${extension}`), bytes);
  const truthFile = path.join(folder, `${name}.truth.json`);
  const json = await format(JSON.stringify(truth), { ...(await resolveConfig(truthFile)), filepath: truthFile });
  writeFileSync(truthFile, json);
  console.log(`${folder}/${name}.${extension}`);
}

async function saveSet(folder: string, specs: FixtureSpec[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const spec of specs.filter((candidate) => wanted(candidate.name))) {
      const bytes = await writeFixture(spec.source, browser);
      const encoding = spec.source.kind === "text" ? spec.source.encoding : "utf8";
      await save(folder, spec.name, extensionOf(spec.source), bytes, truthOf(spec.person), encoding);
    }
  } finally {
    await browser.close();
  }
}

if (holdout) await saveSet("bench/intake/holdout", [...holdoutFixtures, ...secondSampleFixtures]);
else {
  await saveSet("bench/intake/fixtures", [
    ...htmlFixtures,
    ...htmlTemplateFixtures,
    ...latexFixtures,
    ...wordFixtures,
    ...wordTemplateFixtures,
    ...textFixtures,
    ...headerFixtures,
    ...familyFixtures,
  ]);
  for (const fixture of await renderVitaeTemplates(wanted))
    await save("bench/intake/fixtures", fixture.name, "pdf", fixture.bytes, fixture.truth, "utf8");
}
