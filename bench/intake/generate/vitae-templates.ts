import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ChromiumPdfRenderer } from "#server/pdf/pdf-renderer";
import { LocalFileStore } from "#server/storage/file-store";
import { resumeContentSchema, type ResumeContent } from "#shared/resume";
import { templateCatalog } from "#web/templates/catalog/index";
import type { TemplateDefinition } from "#web/templates/define-template";
import { formatDateValue } from "#web/templates/primitives/date-range";
import { formatDegree } from "#web/templates/primitives/entries";
import type { ResumeTruth } from "../truth";
import { vitaePeople, type VitaePerson } from "./vitae-people";

export interface RenderedFixture {
  name: string;
  bytes: Buffer;
  truth: ResumeTruth;
}

const withIds = <T extends object>(entries: T[] | undefined, prefix: string) =>
  (entries ?? []).map((entry, index) => ({ ...entry, id: `${prefix}-${index}` }));

function resumeOf(person: VitaePerson, templateId: string): ResumeContent {
  return resumeContentSchema.parse({
    title: person.personal_info.fullName,
    template_id: templateId,
    personal_info: person.personal_info,
    experience: withIds(person.experience, "exp"),
    education: withIds(person.education, "edu"),
    skills: withIds(person.skills, "skill"),
    projects: withIds(person.projects, "project"),
    certifications: withIds(person.certifications, "cert"),
    languages: withIds(person.languages, "lang"),
  });
}

/** The truth as the layout prints it: the templates' own date and degree formatting, and its word for a current role. */
function truthOf(person: VitaePerson, template: TemplateDefinition): ResumeTruth {
  const info = person.personal_info;
  return {
    name: info.fullName,
    email: info.email,
    phone: info.phone,
    location: info.location,
    experience: person.experience.map((entry) => ({
      company: entry.company,
      title: entry.position,
      start: formatDateValue(entry.startDate),
      end: entry.current ? template.presentLabel : formatDateValue(entry.endDate),
    })),
    education: person.education.map((entry) => ({
      school: entry.institution,
      degree: formatDegree(entry.degree, entry.field),
      start: formatDateValue(entry.startDate),
      end: formatDateValue(entry.endDate),
    })),
    skills: person.skills.flatMap((group) => group.items),
  };
}

/**
 * Each of Vitae's layouts filled with a person of its own and printed by the server's own PDF
 * renderer from the built print entry (run `npm run build` first).
 */
export async function renderVitaeTemplates(wanted: (name: string) => boolean): Promise<RenderedFixture[]> {
  if (!templateCatalog.some((template) => wanted(`vitae-${template.id}`))) return [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitae-fixture-files-"));
  const renderer = new ChromiumPdfRenderer({
    webRoot: path.resolve("dist/web"),
    files: new LocalFileStore(dataDir),
    chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    poolSize: 1,
  });
  try {
    if (!renderer.available) throw new Error("the PDF renderer is not available: build the app (npm run build) and install Chromium");
    const rendered: RenderedFixture[] = [];
    for (const template of templateCatalog) {
      const name = `vitae-${template.id}`;
      if (!wanted(name)) continue;
      const person = vitaePeople[template.id];
      if (!person) throw new Error(`no sample person for the ${template.id} layout`);
      const { pdf } = await renderer.render(resumeOf(person, template.id), { owner: "fixtures" });
      rendered.push({ name, bytes: pdf, truth: truthOf(person, template) });
    }
    return rendered;
  } finally {
    await renderer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
