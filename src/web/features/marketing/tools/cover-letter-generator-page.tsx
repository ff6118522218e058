import type { LucideIcon } from "lucide-react";
import { ArrowRight, Briefcase, FileDown, FileText, Mail, PenLine, Send } from "lucide-react";
import { Link } from "react-router";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "#shared/applications";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import type { ToolPoint, ToolQuestion, ToolStep } from "./tool-content";
import { PointGrid, ToolSection, ToolPageEnding } from "./tool-page-sections";
import { toolHref } from "./tool-href";

export const COVER_LETTER_GENERATOR_PATH = "/cover-letter-generator";
export const COVER_LETTER_TOOL = "/cover-letter";
export const JOB_APPLICATION_TOOL = "/job-application";
export const JOB_TRACKER_TOOL = "/job-tracker";

const info = marketingPage(COVER_LETTER_GENERATOR_PATH)!;

const features: ToolPoint[] = [
  {
    icon: FileText,
    title: "Written from your resume",
    description:
      "Choose one of your resumes, upload a PDF, DOCX or TXT file, or use none at all. Without a resume the letter speaks of your motivation and the role, and claims no experience.",
  },
  {
    icon: Briefcase,
    title: "Aimed at the job",
    description:
      "Give the job title, the company and the job description. The letter names the role and the company and ties your experience to what the advert asks for.",
  },
  {
    icon: PenLine,
    title: "Yours to edit",
    description:
      "The letter opens in an editor: change any word, copy it, or save it under My cover letters to reopen, correct and save again later.",
  },
  {
    icon: FileDown,
    title: "A PDF ready to attach",
    description: "Download the letter as an A4 PDF with real text, printed by the same engine as your resume.",
  },
];

interface RelatedTool {
  icon: LucideIcon;
  title: string;
  description: string;
  to: string;
  linkLabel: string;
}

const relatedTools: RelatedTool[] = [
  {
    icon: Mail,
    title: "Cover Letter Generator",
    description: "A personal letter that introduces you and connects your experience to the role.",
    to: COVER_LETTER_TOOL,
    linkLabel: "Write a cover letter",
  },
  {
    icon: Send,
    title: "Job Application Generator",
    description:
      "A formal application letter, with your salary expectation and availability date when you give them. Saving it adds the job to your tracker as Applied.",
    to: JOB_APPLICATION_TOOL,
    linkLabel: "Write an application letter",
  },
  {
    icon: Briefcase,
    title: "Job Application Tracker",
    description:
      "Every application in one place: totals, this week's count, search, a list or a board, your notes, and the letter you sent.",
    to: JOB_TRACKER_TOOL,
    linkLabel: "Open the job tracker",
  },
];

/** The tracker's badge colours (seed 001), so the page shows the statuses as the tracker does. */
const statusColours: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  applied: "bg-blue-50 text-blue-800 ring-blue-200",
  interview: "bg-purple-50 text-purple-800 ring-purple-200",
  offer: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
};

const steps: ToolStep[] = [
  { title: "Pick your resume", description: "Use one of your saved resumes, upload one, or go without." },
  { title: "Describe the job", description: "Enter the job title, the company name and the job description: all three are needed." },
  {
    title: "Generate the letter",
    description: "Vitae writes a complete letter: a greeting, an opening, your fit for the role and a closing.",
  },
  { title: "Edit, save and send", description: "Make it yours, then copy it, save it for later or download the PDF." },
];

const questions: ToolQuestion[] = [
  {
    question: "Will the letter invent experience I do not have?",
    answer:
      "The built-in engine takes every fact from your resume or the job description, and without a resume it claims no experience at all. Whatever writes your letter, read it before you send it: it goes out in your name.",
  },
  {
    question: "What is the difference between a cover letter and a job application letter?",
    answer:
      "A cover letter accompanies your resume and introduces you. An application letter is the formal application itself, and can state your salary expectation and when you could start. Vitae has a generator for each.",
  },
  {
    question: "Where do my saved letters go?",
    answer:
      "Cover letters are kept under My cover letters on the generator's page, to reopen, change and delete. Application letters go to your Job Tracker with the job they were written for.",
  },
  {
    question: "Can I keep track of where I applied?",
    answer: `Yes. The Job Tracker lists every application with its status (${APPLICATION_STATUSES.map((status) => APPLICATION_STATUS_LABELS[status]).join(", ")}), which you change as you hear back, in a list or on a board. You can add applications made elsewhere by hand.`,
  },
];

/** /cover-letter-generator: the letter generators and the tracker they feed. */
export function CoverLetterGeneratorPage({ isSignedIn }: MarketingPageProps) {
  const callToAction = { isSignedIn, to: COVER_LETTER_TOOL, label: "Write your cover letter" };
  return (
    <ContentPage
      info={info}
      eyebrow="Cover Letter Generator"
      heading="Cover letters written from your resume and the job"
      lead={
        <p>
          Tell Vitae the job and pick your resume: it writes a letter that connects the two, for you to edit, save and download as a PDF.
          Application letters and a job tracker come with it.
        </p>
      }
      actions={<CallToAction {...callToAction} />}
    >
      <ToolSection id="what-it-does" eyebrow="What it does" title="A first draft that already knows the job">
        <PointGrid points={features} columns={2} />
      </ToolSection>

      <ToolSection
        id="application-tools"
        eyebrow="One application, three tools"
        title="From the letter to the offer"
        description="The cover letter is one of three tools that work together on every application."
        tinted
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {relatedTools.map(({ icon: Icon, title, description, to, linkLabel }) => (
            <li key={to} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-blue-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              <p className="text-sm leading-6 text-slate-600">{description}</p>
              <Link
                to={toolHref(isSignedIn, to)}
                className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-blue-700 hover:text-blue-800"
              >
                {linkLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3 text-sm text-slate-700">
          <span>Follow each application through</span>
          <ol className="flex flex-wrap items-center justify-center gap-2" aria-label="Application statuses">
            {APPLICATION_STATUSES.map((status) => (
              <li key={status} className={`rounded-full px-3 py-1 font-medium ring-1 ${statusColours[status]}`}>
                {APPLICATION_STATUS_LABELS[status]}
              </li>
            ))}
          </ol>
        </div>
      </ToolSection>

      <ToolPageEnding
        stepsTitle="A tailored letter in four steps"
        steps={steps}
        differenceTitle="Letters you can stand behind"
        faqTitle="Questions about cover letters"
        questions={questions}
        closing={{
          id: "cover-letter-closing",
          title: "Your next application deserves its own letter",
          description: "Paste the job description, pick your resume and start from a letter that already fits the role.",
        }}
        callToAction={callToAction}
      />
    </ContentPage>
  );
}
