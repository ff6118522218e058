import type { AiResume } from "#shared/ai";
import { joinAsList } from "../rewrite";
import type { CheckResult } from "./check";

/** The sections an ATS and a recruiter expect, with the issue their absence raises. */
const EXPECTED_SECTIONS: readonly { name: string; present: (resume: AiResume) => boolean; missing: string }[] = [
  {
    name: "summary",
    present: (resume) => resume.personal_info.summary.trim() !== "",
    missing: "No professional summary: a two or three sentence opening tells the reader who you are.",
  },
  {
    name: "experience",
    present: (resume) => resume.experience.some((entry) => entry.company.trim() !== "" || entry.position.trim() !== ""),
    missing: "No work experience section.",
  },
  {
    name: "education",
    present: (resume) => resume.education.some((entry) => entry.institution.trim() !== "" || entry.degree.trim() !== ""),
    missing: "No education section.",
  },
  {
    name: "skills",
    present: (resume) => resume.skills.some((group) => group.items.some((item) => item.trim() !== "")),
    missing: "No skills section: ATS filters match skills listed by name.",
  },
];

export function checkSections(resume: AiResume): CheckResult {
  const missing = EXPECTED_SECTIONS.filter((section) => !section.present(resume));
  const issues = missing.map((section) => section.missing);
  const incomplete = resume.experience.filter(
    (entry) => entry.description.trim() === "" && (entry.company.trim() || entry.position.trim()),
  );
  for (const entry of incomplete) issues.push(`Experience entry "${entry.company.trim() || entry.position.trim()}" has no description.`);
  const score = (EXPECTED_SECTIONS.length - missing.length) / EXPECTED_SECTIONS.length;
  const finding =
    missing.length === 0
      ? "Every expected section is there (summary, experience, education, skills)."
      : `The resume lacks ${joinAsList(missing.map((section) => section.name))}.`;
  return { score, finding, issues };
}
