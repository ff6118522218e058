import { RESUME_LIMITS } from "#shared/limits";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";

const BULLET = "- Delivered measurable improvements across reliability, latency and cost while coaching engineers on the team.";

/** Bullet lines filling exactly `length` characters. */
const bullets = (length: number) =>
  Array.from({ length: Math.ceil(length / (BULLET.length + 1)) }, () => BULLET)
    .join("\n")
    .slice(0, length);

/**
 * The largest resume a user can save (about 524 KB of JSON): every experience and project entry the
 * schema allows, each with the longest description, and the longest summary. It prints about a
 * hundred pages.
 */
export function largestResume(templateId = "modern"): ResumeContent {
  const description = bullets(RESUME_LIMITS.description);
  const entries = Array.from({ length: RESUME_LIMITS.listEntries }, (_, i) => i);
  return {
    ...emptyResumeContent(templateId),
    title: "Largest resume",
    personal_info: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      location: "London",
      summary: bullets(RESUME_LIMITS.summary),
    },
    experience: entries.map((i) => ({
      id: `exp-${i}`,
      company: `Company ${i + 1}`,
      position: "Senior Engineer",
      location: "London",
      startDate: "Jan 2020",
      endDate: "Dec 2021",
      current: false,
      description,
    })),
    projects: entries.map((i) => ({
      id: `project-${i}`,
      name: `Project ${i + 1}`,
      description,
      technologies: ["TypeScript"],
      link: "",
      startDate: "2021",
      endDate: "2022",
    })),
  };
}
