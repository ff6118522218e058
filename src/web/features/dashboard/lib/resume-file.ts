import { fromJsonResume, toJsonResume } from "#shared/json-resume";
import type { ResumeContent } from "#shared/resume";

const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** Downloads the resume as a JSON Resume (v1) file named after its title. */
export function downloadJsonResume(content: ResumeContent): void {
  const blob = new Blob([`${JSON.stringify(toJsonResume(content), null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${
    content.title
      .trim()
      .replace(/[^\w\- ]+/g, "")
      .replace(/\s+/g, "-") || "resume"
  }.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Reads a JSON Resume file; the error messages are meant for the user. */
export async function readJsonResumeFile(file: File): Promise<ResumeContent> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error("This file is too large to be a resume (over 2 MB).");
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    throw new Error("This file is not valid JSON.");
  }
  return fromJsonResume(data);
}
