import { emptyResumeContent, type ResumeContent } from "#shared/resume";

const SUMMARY = "Analytical engineer who turns complex requirements into reliable software."; // 50+ characters: 10 points

/**
 * A resume auto-save stores: Personal Info (30), one complete experience (25) and education (20),
 * and a skills category without skills (5): 80 points, exactly the save threshold.
 */
export function contentAtThreshold(): ResumeContent {
  return {
    ...emptyResumeContent(),
    personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0018", location: "London", summary: SUMMARY },
    experience: [
      {
        id: "exp-1",
        company: "Analytical Engines Ltd",
        position: "Lead Engineer",
        location: "London",
        startDate: "Jan 2020",
        endDate: "Dec 2023",
        current: false,
        description: "Designed the first published algorithm for the engine and documented it.",
      },
    ],
    education: [
      {
        id: "edu-1",
        institution: "University of London",
        degree: "BSc",
        field: "Mathematics",
        location: "London",
        startDate: "2012",
        endDate: "2016",
      },
    ],
    skills: [{ id: "skills-1", category: "Programming", items: [] }],
  };
}

/** One point short of the threshold: the summary lacks the characters of its last point. */
export function contentBelowThreshold(): ResumeContent {
  const content = contentAtThreshold();
  return { ...content, personal_info: { ...content.personal_info, summary: SUMMARY.slice(0, 45) } };
}

export const FULL_SUMMARY = SUMMARY;
