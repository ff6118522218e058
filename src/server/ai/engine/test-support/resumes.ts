import { aiResumeSchema, type AiResume } from "#shared/ai";

/** A mid-career developer's resume as people write them: duties, gerunds, filler, an alias ('JS'), mixed date forms. */
export function developerResume(): AiResume {
  return aiResumeSchema.parse({
    personal_info: {
      fullName: "Dana Reyes",
      email: "dana.reyes@example.com",
      phone: "+1 415 555 0142",
      location: "Oakland, CA",
      linkedin: "linkedin.com/in/danareyes",
      summary: "I am a frontend developer who enjoys building accessible web apps.",
    },
    experience: [
      {
        id: "e1",
        company: "Brightline Health",
        position: "Frontend Developer",
        location: "San Francisco, CA",
        startDate: "Mar 2021",
        endDate: "",
        current: true,
        description: [
          "• Responsible for building the patient portal in React and JS",
          "• Reduced page load time by 38% through code splitting",
          "• Worked on the design system with 2 designers",
          "• Mentoring 3 junior developers",
        ].join("\n"),
      },
      {
        id: "e2",
        company: "Copper & Pine",
        position: "Web Developer",
        location: "Oakland, CA",
        startDate: "06/2018",
        endDate: "2021-02",
        current: false,
        description: [
          "- Successfully maintained various client websites",
          "- Built an online booking flow used by 1,200 customers a month",
          "- Duties included writing unit tests and reviewing code",
        ].join("\n"),
      },
    ],
    education: [
      { id: "d1", institution: "San Jose State University", degree: "BSc", field: "Computer Science", startDate: "2014", endDate: "2018" },
    ],
    skills: [
      { id: "s1", category: "Languages", items: ["JS", "TypeScript", "HTML", "CSS"] },
      { id: "s2", category: "Tools", items: ["React", "Git", "Jest", "JavaScript"] },
    ],
    projects: [
      { id: "p1", name: "Trailhead", description: "Helped build an open-source trail map used by 400 hikers", technologies: ["React"] },
    ],
  });
}

/** A job advert for the developer: some of its skills the resume shows (under aliases too), some it does not. */
export const FRONTEND_JOB = `Senior Frontend Engineer at Northwind Labs

We are looking for a Senior Frontend Engineer to join our team. You will build accessible web applications with React, TypeScript and JavaScript, and work closely with designers on our design system.

Requirements:
- 5+ years of experience with JavaScript and React
- Strong TypeScript skills
- Experience with GraphQL and Next.js
- Familiarity with Cypress or Playwright for end-to-end testing
- Excellent communication skills

Nice to have:
- Experience with Storybook
- AWS
`;
