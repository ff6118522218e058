import { CheckCircle2, FileSearch, Gauge, ListChecks, Search, TriangleAlert, Wand2 } from "lucide-react";
import { sampleResume } from "#web/templates/sample-resume";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import type { ToolPoint, ToolQuestion, ToolStep } from "./tool-content";
import { PointGrid, ToolSection, ToolPageEnding } from "./tool-page-sections";

export const ATS_RESUME_CHECKER_PATH = "/ats-resume-checker";
/** The Resume Optimizer: the score, the suggestions and 'What an ATS reads'. */
export const ATS_CHECKER_TOOL = "/optimize-resume";

const info = marketingPage(ATS_RESUME_CHECKER_PATH)!;

/** The optimizer's four goals, as its checklist names them (seed 001). */
const goals = ["ATS Optimization", "Content Enhancement", "Keyword Matching", "Length Optimization"];

const features: ToolPoint[] = [
  {
    icon: Gauge,
    title: "An ATS score out of 100",
    description: `Tick the goals that matter to you (${goals.join(", ")}) and get a score with an overall assessment of your resume.`,
  },
  {
    icon: Search,
    title: "Missing keywords",
    description: "Paste the job description and see the words it asks for that your resume does not use yet.",
  },
  {
    icon: TriangleAlert,
    title: "ATS issues",
    description:
      "What could stop a system reading you well: missing contact details, jobs without a description, dates in mixed formats or with unexplained gaps, a length outside one to two pages.",
  },
  {
    icon: Wand2,
    title: "Suggestions you can apply",
    description:
      "Each suggestion shows the section, your current text, the suggested text and why. Edit it if you like, then Apply saves it in your resume; Undo puts your words back.",
  },
];

/** An illustration of the reading's layout, filled from the sample resume the template previews use. */
const illustration = [
  { field: "Full name", value: sampleResume.personal_info.fullName },
  { field: "Email", value: sampleResume.personal_info.email },
  { field: "Phone", value: sampleResume.personal_info.phone },
  { field: "Job title", value: sampleResume.experience[0]?.position ?? "" },
  { field: "Employer", value: sampleResume.experience[0]?.company ?? "" },
];

/** The three outcomes in the optimizer's colours: kept green, changed amber, lost red. */
const outcomes = [
  { label: "Kept", description: "The system read the field as you wrote it.", badge: "bg-green-50 text-green-800 ring-green-200" },
  {
    label: "Changed",
    description: "It read something else: part of the field, or other text run into it.",
    badge: "bg-amber-50 text-amber-800 ring-amber-200",
  },
  {
    label: "Lost",
    description: "It found nothing; recruiters searching by it would never find you.",
    badge: "bg-red-50 text-red-800 ring-red-200",
  },
];

const steps: ToolStep[] = [
  { title: "Choose a resume", description: "Pick one of the resumes you keep in Vitae." },
  {
    title: "Add the job, if you have one",
    description: "Paste the job description for keyword matching, and tick the goals you want checked.",
  },
  {
    title: "Read your results",
    description: "Your score, the overall assessment, missing keywords, ATS issues and suggested improvements.",
  },
  {
    title: "Apply, then read it as an ATS",
    description: "Apply the suggestions you agree with, then let 'What an ATS reads' print your resume and read it back.",
  },
];

const questions: ToolQuestion[] = [
  {
    question: "Is this the score a real applicant tracking system gives?",
    answer:
      "No system publishes one score that every employer uses. Vitae's score measures your resume against the goals you ticked: readable sections, contact details and dates, strong content, the job's keywords and a fitting length. Use it to see what to improve.",
  },
  {
    question: "Which ATS does 'What an ATS reads' use?",
    answer:
      "Vitae's own reader, the one that imports uploaded resumes, stands in for the ATS. Real systems differ, but what it loses, many of them lose too.",
  },
  {
    question: "Will it change my resume without asking?",
    answer:
      "Never. A suggestion changes your resume only when you press Apply, and Undo puts your text back. A suggestion with a gap in [square brackets], such as a figure only you know, waits until you fill it in.",
  },
  {
    question: "Do I need a job description?",
    answer:
      "No. Without one you still get the score, the ATS issues and suggestions; missing keywords need the job description to compare against.",
  },
];

/** /ats-resume-checker: the Resume Optimizer's score and suggestions, and 'What an ATS reads'. */
export function AtsResumeCheckerPage({ isSignedIn }: MarketingPageProps) {
  const callToAction = { isSignedIn, to: ATS_CHECKER_TOOL, label: "Check your resume" };
  return (
    <ContentPage
      info={info}
      eyebrow="ATS Resume Checker"
      heading="See your resume the way an applicant tracking system does"
      lead={
        <p>
          The Resume Optimizer scores your resume, finds the keywords a job asks for, suggests improvements you can apply in one click, and
          prints your resume to read it back field by field, as an ATS would.
        </p>
      }
      actions={<CallToAction {...callToAction} />}
    >
      <ToolSection id="what-it-does" eyebrow="What it does" title="A score, and what to do about it">
        <PointGrid points={features} columns={2} />
      </ToolSection>

      <ToolSection
        id="what-an-ats-reads"
        eyebrow="What an ATS reads"
        title="Your PDF, read back field by field"
        description="Your resume is exported to PDF in its own template and read the way a tracking system reads an upload. Every field is marked kept, changed or lost, and each one not kept comes with advice on what to change."
        tinted
      >
        <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <figure
            aria-labelledby="ats-reading-illustration"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <figcaption
              id="ats-reading-illustration"
              className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-900"
            >
              <FileSearch aria-hidden="true" className="size-4 text-blue-600" />
              Illustration: a reading&apos;s contact and job fields
            </figcaption>
            <table className="w-full table-fixed text-left text-sm">
              <thead className="text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="w-[28%] px-3 py-2 font-semibold sm:px-4">
                    Field
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    What an ATS read
                  </th>
                  <th scope="col" className="w-[26%] px-3 py-2 font-semibold sm:px-4">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {illustration.map((row) => (
                  <tr key={row.field}>
                    <th scope="row" className="px-3 py-2.5 sm:px-4 font-medium text-slate-900">
                      {row.field}
                    </th>
                    <td className="px-3 py-2.5 sm:px-4 break-words text-slate-700">{row.value}</td>
                    <td className="px-3 py-2.5 sm:px-4">
                      <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
                        <CheckCircle2 aria-hidden="true" className="size-3.5" />
                        Kept
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <ListChecks aria-hidden="true" className="size-5 text-blue-600" />
              What each result means
            </h3>
            <dl className="mt-4 space-y-4">
              {outcomes.map((outcome) => (
                <div key={outcome.label}>
                  <dt>
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${outcome.badge}`}>
                      {outcome.label}
                    </span>
                  </dt>
                  <dd className="mt-1 text-sm leading-6 text-slate-600">{outcome.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </ToolSection>

      <ToolPageEnding
        stepsTitle="From a score to a resume that reads well"
        steps={steps}
        differenceTitle="A checker that shows its work"
        faqTitle="Questions about the ATS checker"
        questions={questions}
        closing={{
          id: "ats-checker-closing",
          title: "Find out what the system sees",
          description:
            "Choose a resume, paste the job description and see your score, your missing keywords and your resume as an ATS reads it.",
        }}
        callToAction={callToAction}
      />
    </ContentPage>
  );
}
