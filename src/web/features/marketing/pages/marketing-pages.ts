/**
 * The marketing pages linked from the footer (seed 000, section 2): each page's path, its title and
 * description for the browser tab, search engines and link previews, and its footer place. Pages
 * are added here as they ship, so the footer never links to a page that does not exist; the routes,
 * the footer, the pre-rendered HTML and sitemap.xml all read this list.
 */
import { APP_META, type PageMeta } from "#web/lib/use-document-meta";
import { templateCounts } from "#web/lib/template-ids";

export type FooterGroup = "Build" | "Templates" | "Resources" | "Company";

export interface MarketingPageInfo extends PageMeta {
  path: string;
  group: FooterGroup;
  /** The footer link's text. */
  label: string;
}

/** What every marketing page is given by the app: whether the visitor is signed in. */
export interface MarketingPageProps {
  isSignedIn: boolean;
}

export const FOOTER_GROUPS: readonly FooterGroup[] = ["Build", "Templates", "Resources", "Company"];

export const MARKETING_PAGES: readonly MarketingPageInfo[] = [
  // Build: the tools
  {
    path: "/resume-builder",
    title: "Resume Builder with Live A4 Preview | Vitae",
    description: `Build your resume section by section with a live A4 preview, a completion score, auto-save, ${templateCounts.all} templates and PDF export with real text.`,
    group: "Build",
    label: "Resume Builder",
  },
  {
    path: "/cv-maker",
    title: "CV Maker with Photo Templates | Vitae",
    description: `Make a CV with your photo: ${templateCounts.cv} CV templates, photo upload, a live A4 preview and PDF export, and when to use a photo or leave it out.`,
    group: "Build",
    label: "CV Maker",
  },
  {
    path: "/cover-letter-generator",
    title: "Cover Letter Generator | Vitae",
    description:
      "Write a cover letter from your resume and the job advert, edit it, save it and download a PDF; then an application letter and a job tracker.",
    group: "Build",
    label: "Cover Letter Generator",
  },
  {
    path: "/ats-resume-checker",
    title: "ATS Resume Checker and Optimizer | Vitae",
    description:
      "Score your resume for applicant tracking systems, find missing keywords, apply suggestions, and see what an ATS reads from your PDF, field by field.",
    group: "Build",
    label: "ATS Resume Checker",
  },

  // Templates
  {
    path: "/resume-templates",
    title: `Resume and CV Templates: ${templateCounts.all} Free Designs | Vitae`,
    description: `Browse ${templateCounts.all} free templates, ${templateCounts.resume} resumes and ${templateCounts.cv} CVs with a photo, drawn live. Preview any at full A4 size and start writing in it.`,
    group: "Templates",
    label: "All Templates",
  },
  {
    path: "/templates/modern",
    title: "Modern Resume Templates | Vitae",
    description:
      "Clean, contemporary resume and CV templates for tech, start-ups and fast-moving teams, with advice on layout, length, colour and ATS.",
    group: "Templates",
    label: "Modern",
  },
  {
    path: "/templates/professional",
    title: "Professional Resume Templates | Vitae",
    description:
      "Conservative resume and CV templates for corporate, public-sector and academic roles, with advice on what to put first and how long to go.",
    group: "Templates",
    label: "Professional",
  },
  {
    path: "/templates/creative",
    title: "Creative Resume Templates | Vitae",
    description:
      "Colourful, expressive resume templates for design, marketing and media roles, with advice on keeping personality readable by an ATS.",
    group: "Templates",
    label: "Creative",
  },
  {
    path: "/templates/executive",
    title: "Executive Resume Templates | Vitae",
    description:
      "Resume and CV templates for senior leaders: commanding headers, an executive summary and room for a long career, with advice on focus and length.",
    group: "Templates",
    label: "Executive",
  },
  {
    path: "/templates/entry-level",
    title: "Entry-Level Resume Templates | Vitae",
    description:
      "Simple resume templates for students, graduates and career starters, with advice on letting education, projects and skills carry the page.",
    group: "Templates",
    label: "Entry-Level",
  },

  // Resources: examples and guides
  {
    path: "/resume-examples",
    title: "Resume Examples for 8 Professions | Vitae",
    description:
      "Complete sample resumes for engineering, nursing, teaching, sales, design, finance, hospitality and graduates. Open any in the editor and make it yours.",
    group: "Resources",
    label: "Resume Examples",
  },
  {
    path: "/cv-examples",
    title: "CV Examples with Photo Templates | Vitae",
    description:
      "Complete sample CVs for eight professions from the UK, Ireland, Canada, Australia and France, in CV-with-photo templates, ready to edit.",
    group: "Resources",
    label: "CV Examples",
  },
  {
    path: "/resume-tips",
    title: "Resume Tips: Write a Resume That Gets Interviews | Vitae",
    description:
      "Practical resume and CV tips with examples: achievement bullets, honest numbers, regional conventions and files that applicant tracking systems read.",
    group: "Resources",
    label: "Resume Tips",
  },
  {
    path: "/interview-preparation",
    title: "Interview Preparation Guide: Research, STAR Answers, Follow-up | Vitae",
    description:
      "Prepare for job interviews step by step: research the employer, answer with the STAR method, ask good questions and send a follow-up email that helps.",
    group: "Resources",
    label: "Interview Preparation",
  },
  {
    path: "/job-search-guide",
    title: "Job Search Guide: Find, Apply and Track Jobs | Vitae",
    description:
      "A practical job search plan: set your target, find openings, tailor each application, network without awkwardness and track every application to an offer.",
    group: "Resources",
    label: "Job Search Guide",
  },

  // Company
  {
    path: "/contact",
    title: "Contact Us | Vitae",
    description:
      "Write to the people who run this Vitae site about your account, your data or a bug. Your message is emailed to them, and they reply to your address.",
    group: "Company",
    label: "Contact",
  },
  {
    path: "/privacy",
    title: "Privacy Policy | Vitae",
    description:
      "What this self-hosted Vitae site keeps about you, where, who sees it, what goes to an AI provider, how long it stays, and how to export or delete it.",
    group: "Company",
    label: "Privacy Policy",
  },
  {
    path: "/terms",
    title: "Terms of Use | Vitae",
    description:
      "The plain-language terms of this Vitae site: your content stays yours, fair use of the AI tools and their limits, no guarantees, and who runs the site.",
    group: "Company",
    label: "Terms of Use",
  },
];

export const marketingPage = (path: string): MarketingPageInfo | undefined => MARKETING_PAGES.find((page) => page.path === path);

/** The landing page has the app's own title and description. */
export const LANDING_PAGE_META: PageMeta = APP_META;

export const FEATURES_PAGE_META: PageMeta = {
  title: "Features: Resume Builder, Templates, PDF Export and AI Career Tools | Vitae",
  description: `Everything in Vitae: a live A4 editor with a completion score and auto-save, ${templateCounts.all} templates, real-text PDFs, a public profile and AI career tools that work without an AI account.`,
};
