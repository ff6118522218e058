import type { InterviewData } from "#shared/ai";

export interface InterviewField {
  name: keyof InterviewData;
  label: string;
  /** An example answer, written the way the engine reads answers best. */
  placeholder: string;
  /** A textarea of this many rows; a one-line input without it. */
  rows?: number;
  hint?: string;
}

export interface InterviewStep {
  title: string;
  description: string;
  fields: InterviewField[];
}

/** Seed 001 "AI resume interview wizard": four steps and their fields, in order. */
export const INTERVIEW_STEPS: readonly InterviewStep[] = [
  {
    title: "Career Basics",
    description: "Tell us where you are in your career and where you want to go.",
    fields: [
      { name: "industry", label: "Industry", placeholder: "e.g. Software, Healthcare, Retail, Finance" },
      { name: "yearsExperience", label: "Years of Experience", placeholder: "e.g. 5 years" },
      { name: "targetRole", label: "Target Role", placeholder: "e.g. Senior Frontend Engineer" },
    ],
  },
  {
    title: "Work Experience",
    description: "List your jobs, most recent first: the role, the employer, the dates, then what you did.",
    fields: [
      {
        name: "workHistory",
        label: "Work History",
        rows: 6,
        placeholder: [
          "Frontend Engineer at Acme Corp, Berlin, Jan 2021 - Present",
          "- Rebuilt the checkout in React, cutting load time by 40%",
          "- Mentored 3 junior developers",
          "",
          "Web Developer at Globex, Munich, Mar 2018 - Dec 2020",
          "- Built the design system used by 12 product teams",
        ].join("\n"),
        hint: "One job per paragraph. Numbers you give (team size, percentages, revenue) are kept exactly.",
      },
    ],
  },
  {
    title: "Education & Skills",
    description: "Your studies and the skills you want employers to see.",
    fields: [
      {
        name: "education",
        label: "Education",
        rows: 3,
        placeholder: "BSc Computer Science, Technical University of Munich, 2014 - 2018\nGPA 3.7",
      },
      {
        name: "skills",
        label: "Skills",
        rows: 3,
        placeholder: "React, TypeScript, Node.js, PostgreSQL, AWS\nTools: Jira, Figma, Git",
        hint: "Separate skills with commas; a line such as 'Tools: Jira, Figma' keeps its label as a group.",
      },
    ],
  },
  {
    title: "Projects & Additional",
    description: "Anything else that makes you stand out. All of these are optional.",
    fields: [
      {
        name: "projects",
        label: "Projects",
        rows: 3,
        placeholder: "Budget Buddy: a personal finance app in React Native with 5,000 users\ngithub.com/jdoe/budget-buddy",
      },
      { name: "certifications", label: "Certifications", rows: 2, placeholder: "AWS Certified Developer - Associate, Amazon, 2022" },
      { name: "languages", label: "Languages", placeholder: "English (Native), German (Fluent), Spanish (Intermediate)" },
      {
        name: "additionalInfo",
        label: "Additional Information",
        rows: 4,
        placeholder: "Name: Jane Doe\nLocation: Berlin, Germany\njane.doe@example.com, +49 30 1234567\nAwards: Employee of the Year 2022",
        hint: "Add your name and contact details here to have them on the resume; you can also fill them in the editor.",
      },
    ],
  },
];
