// How many templates there are is also written where no code renders it: README.md, package.json's
// description and index.html's, whose count vite.config.ts puts in (the page then says what
// APP_META says). They follow the catalogue: a 23rd layout fails here until its texts say so.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { templateCounts } from "#web/lib/template-ids";
import { APP_META } from "#web/lib/use-document-meta";
import { withTemplateCount } from "../vite.config.ts";

const { all, resume, cv } = templateCounts;
const read = (file: string) => readFileSync(file, "utf8");

describe("template counts in the project's texts", () => {
  it("README.md states the catalogue's counts", () => {
    expect(read("README.md").replace(/\s+/g, " ")).toContain(`${all} templates (${resume} resumes, ${cv} CVs with a photo)`);
  });

  it("package.json's description states the catalogue's count", () => {
    const { description } = JSON.parse(read("package.json")) as { description: string };
    expect(description).toContain(` ${all} templates`);
  });

  it("index.html writes no count of its own, and with the build's carries APP_META's title and description", () => {
    const html = read("index.html");
    const attribute = (text: string) => text.replace(/&/g, "&amp;");
    expect(html).not.toMatch(/\d+ templates/);
    const built = withTemplateCount(html).replace(/\s+/g, " ");
    expect(built).toContain(`<title>${attribute(APP_META.title)}</title>`);
    expect(built).toContain(`<meta name="description" content="${attribute(APP_META.description)}" />`);
  });
});
