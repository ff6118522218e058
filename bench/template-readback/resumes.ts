/**
 * The resumes the template read-back benchmark prints, and what each one prints as the parser's
 * ground truth. Every job has its own company, title and dates, so a job lost or merged on a page
 * break shows as that job, not as a copy another one stands in for.
 */
import type { ResumeContent } from "#shared/resume";
import { formatDegree } from "#web/templates/primitives/entries";
import { sampleResume } from "#web/templates/sample-resume";
import type { ResumeTruth } from "../intake/truth";

const MORE_JOBS = [
  ["Harborview Health", "Backend Engineer", "Portland, OR"],
  ["Quillstone Media", "Full-Stack Developer", "Denver, CO"],
  ["Redwood Logistics", "Platform Engineer", "Oakland, CA"],
  ["Sablecrest Bank", "Software Developer", "Chicago, IL"],
  ["Tidewater Energy", "Data Engineer", "Houston, TX"],
  ["Umberfield Games", "Gameplay Programmer", "Boston, MA"],
  ["Verdant Foods", "Web Developer", "Minneapolis, MN"],
  ["Westbrook Insurance", "Systems Analyst", "Hartford, CT"],
  ["Yellowpine Robotics", "Embedded Engineer", "Pittsburgh, PA"],
  ["Zephyr Aerospace", "Test Automation Engineer", "Phoenix, AZ"],
  ["Ironleaf Software", "Junior Developer", "Raleigh, NC"],
  ["Juniper Civic Tech", "Developer Intern", "Sacramento, CA"],
] as const;

const MONTHS = ["Jan", "Mar", "May", "Jul", "Sep", "Nov"];
const descriptions = sampleResume.experience.map((entry) => entry.description);

/** The sample's jobs first, then older ones, each ending where the next-newer one starts. */
function jobs(count: number): ResumeContent["experience"] {
  const sample = sampleResume.experience.slice(0, count);
  const older = MORE_JOBS.slice(0, Math.max(0, count - sample.length)).map(([company, position, location], index) => {
    const endYear = 2016 - index;
    return {
      id: `readback-exp-${index}`,
      company,
      position,
      location,
      startDate: `${MONTHS[index % MONTHS.length]} ${endYear - 1}`,
      endDate: `${MONTHS[(index + 3) % MONTHS.length]} ${endYear}`,
      current: false,
      description: descriptions[index % descriptions.length] ?? "",
    };
  });
  return [...sample, ...older];
}

export const MAX_JOBS = sampleResume.experience.length + MORE_JOBS.length;

/**
 * A resume with `jobCount` jobs. `short` leaves out the optional sections (projects,
 * certifications, custom sections), as a one-page resume would.
 */
export function readbackResume(templateId: string, jobCount: number, { short = false, photoUrl = "" } = {}): ResumeContent {
  return {
    ...sampleResume,
    title: `Read-back ${templateId} ${jobCount} jobs`,
    template_id: templateId,
    personal_info: { ...sampleResume.personal_info, photo_url: photoUrl },
    experience: jobs(jobCount),
    ...(short ? { projects: [], certifications: [], custom_sections: [] } : {}),
  };
}

/** What the resume prints, in the intake benchmark's truth format (bench/intake/truth.ts). */
export function truthOf(resume: ResumeContent): ResumeTruth {
  const { personal_info: info } = resume;
  return {
    name: info.fullName,
    email: info.email,
    phone: info.phone,
    location: info.location,
    experience: resume.experience.map((entry) => ({
      company: entry.company,
      title: entry.position,
      start: entry.startDate,
      end: entry.current && entry.endDate.trim() === "" ? "Present" : entry.endDate,
    })),
    education: resume.education.map((entry) => ({
      school: entry.institution,
      degree: formatDegree(entry.degree, entry.field),
      start: entry.startDate,
      end: entry.endDate,
    })),
    skills: resume.skills.flatMap((group) => group.items),
  };
}
