import type { ResumeSections, RevampedData } from "#shared/ai";

/** An uploaded resume as parse-resume-upload answers it, for the revamp's tests. */
export const uploadedResume = (): ResumeSections => ({
  personal_info: {
    fullName: "Grace Hopper",
    email: "grace.hopper@example.com",
    phone: "+1 555 0100",
    location: "Arlington, VA",
    linkedin: "linkedin.com/in/gracehopper",
    summary: "Mathematician and computer scientist.",
  },
  experience: [
    {
      id: "e1",
      company: "Remington Rand",
      position: "Senior Mathematician",
      location: "Philadelphia",
      startDate: "03/1949",
      endDate: "12/1967",
      current: false,
      description: "Responsible for building the A-0 compiler\nWrote the first compiler manual\nTeam of 4 programmers",
    },
    {
      id: "e2",
      company: "Harvard Computation Laboratory",
      position: "Research Fellow",
      location: "Cambridge, MA",
      startDate: "1944",
      endDate: "1949",
      current: false,
      description: "Programmed the Mark I",
    },
  ],
  education: [
    { id: "d1", institution: "Yale University", degree: "PhD", field: "Mathematics", location: "", startDate: "1930", endDate: "1934" },
  ],
  skills: [{ id: "s1", category: "Languages", items: ["COBOL", "FLOW-MATIC"] }],
  projects: [],
  certifications: [],
  languages: [{ id: "l1", name: "English", proficiency: "Native" }],
  custom_sections: [
    {
      id: "c1",
      title: "Awards",
      fields: [{ id: "f1", name: "field_1", label: "Details", type: "textarea" }],
      items: [{ id: "i1", field_1: "National Medal of Technology, 1991" }],
    },
  ],
});

/** The same resume as revamp-cv-content answers it: rewritten bullets, dates and summary, no custom sections. */
export const revampedAnswer = (): RevampedData => {
  const uploaded = uploadedResume();
  return {
    personal_info: { ...uploaded.personal_info, linkedin: "", summary: "Senior software engineer who built the first compiler." },
    experience: [
      {
        ...uploaded.experience[0]!,
        id: "r1",
        startDate: "Mar 1949",
        endDate: "Dec 1967",
        description: "• Built the A-0 compiler\n• Wrote the first compiler manual\n• Led a team of 4 programmers",
      },
      { ...uploaded.experience[1]!, id: "r2" },
    ],
    education: [{ ...uploaded.education[0]!, id: "r3" }],
    skills: [{ id: "r4", category: "Languages", items: ["COBOL", "FLOW-MATIC", "Python"] }],
    projects: [],
    certifications: [],
    languages: [],
    changes_summary: { key_improvements: ["Rewrote 2 bullets with action verbs", "Normalized 2 dates"] },
  };
};
