import { Download, Eye, Gauge, Globe, LayoutTemplate, ListChecks, MessagesSquare, Save, Upload } from "lucide-react";
import { SAVE_THRESHOLD } from "#shared/limits";
import { templateCatalog } from "#web/templates/catalog";
import { templateCounts } from "#web/lib/template-ids";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { TemplateShowcase } from "./template-showcase";
import type { ToolPoint, ToolQuestion, ToolStep } from "./tool-content";
import { PointGrid, ToolSection, ToolPageEnding } from "./tool-page-sections";

export const RESUME_BUILDER_PATH = "/resume-builder";
/** The builder lives on the dashboard: the list of resumes with every way to start one. */
export const RESUME_BUILDER_TOOL = "/dashboard";

const info = marketingPage(RESUME_BUILDER_PATH)!;

/** The first resume layouts of the catalogue, a taste of the rest. */
const showcased = templateCatalog.filter((template) => template.category === "resume").slice(0, 4);

const features: ToolPoint[] = [
  {
    icon: ListChecks,
    title: "An editor, section by section",
    description:
      "Personal Info, Experience, Education, Skills, Projects, Certifications and Languages each have a form of their own. Add custom sections for anything else: volunteering, publications, awards.",
  },
  {
    icon: Eye,
    title: "A live A4 preview",
    description:
      "Beside the form sits the real template on A4 pages, 210 × 297 mm, updated as you type and flowing onto a second page when you write more. The PDF prints exactly that.",
  },
  {
    icon: Gauge,
    title: "A completion score",
    description:
      "A score out of 100 weighs your personal details, experience, education, skills and extras, and lists what is missing or incomplete, each item a step away from the section that fixes it.",
  },
  {
    icon: Save,
    title: "Auto-save",
    description: `Once your resume is ${SAVE_THRESHOLD}% complete, every change is saved two seconds after you stop typing. Before that, it is kept as a draft in your browser, so a reload loses nothing.`,
  },
  {
    icon: LayoutTemplate,
    title: `${templateCounts.all} templates`,
    description: `${templateCounts.resume} resumes and ${templateCounts.cv} CVs with a photo. Switch at any time: your content stays as it is, only the design changes.`,
  },
  {
    icon: Download,
    title: "PDF export",
    description:
      "Download an A4 PDF whose words are real, selectable text. If it runs a little long, 'Fit to one page' tightens the spacing, then the type size, until it fits.",
  },
  {
    icon: MessagesSquare,
    title: "An AI interview",
    description:
      "Answer four short steps (career basics, work experience, education and skills, projects and the rest) and Vitae writes a complete first draft in the template you chose.",
  },
  {
    icon: Upload,
    title: "Import the resume you have",
    description:
      "Upload a PDF, DOCX or TXT resume, or a JSON Resume file, and it becomes a new resume you can edit. The editor marks the fields the reader was unsure of and lists the lines it could not place, for you to check.",
  },
  {
    icon: Globe,
    title: "A public profile",
    description:
      "Publish your latest resume at your own address, /your-username, to share one link with recruiters. Turn it off again in Settings.",
  },
];

const steps: ToolStep[] = [
  {
    title: "Create your account",
    description: "Sign up with your email address and confirm it from the link Vitae sends you.",
  },
  {
    title: "Start your way",
    description: "Pick a template and start from scratch, let the AI interview write a first draft, or import the resume you already have.",
  },
  {
    title: "Write and watch it take shape",
    description: "Fill in each section while the preview updates beside you; the completion score tells you what is still missing.",
  },
  {
    title: "Export and share",
    description: "Download the PDF, publish your public profile, and reuse the resume for cover letters and the resume optimizer.",
  },
];

const questions: ToolQuestion[] = [
  {
    question: "Why does saving start at 80%?",
    answer: `A resume is saved to your account once its completion score reaches ${SAVE_THRESHOLD}%, so your list holds resumes worth sending. Until then every change is kept as a draft in this browser, and the dashboard lists your unsaved drafts so you can carry on.`,
  },
  {
    question: "Can I change the template after I have written my resume?",
    answer:
      "Yes. 'Change Template' in the editor switches the design in one click; your content stays exactly as it is. Templates with a photo print the photo you upload; the others leave it out.",
  },
  {
    question: "Will applicant tracking systems read my PDF?",
    answer:
      "The PDF holds your words as real text with embedded fonts, the way tracking systems need it. To see for yourself, the Resume Optimizer's 'What an ATS reads' prints your resume and reads it back field by field.",
  },
  {
    question: "Can I take my resume elsewhere?",
    answer:
      "Yes: download it as a PDF, or export it from the dashboard as a JSON Resume file, an open format other tools read. You can import a JSON Resume file the same way.",
  },
  {
    question: "Do I need an AI account for the interview or the import?",
    answer:
      "No. Vitae's built-in engine writes the interview's draft and reads uploaded resumes itself. A site may also connect an AI model; the interview then tells you which engine wrote your draft.",
  },
];

/** /resume-builder: the builder, what it does and how, and the way into it. */
export function ResumeBuilderPage({ isSignedIn }: MarketingPageProps) {
  const callToAction = { isSignedIn, to: RESUME_BUILDER_TOOL, label: isSignedIn ? "Open the resume builder" : "Start your resume" };
  return (
    <ContentPage
      info={info}
      eyebrow="Resume Builder"
      heading="A resume builder that shows the page as you write"
      lead={
        <p>
          Fill in your resume section by section and watch it take shape on a true A4 page beside the form. Vitae scores how complete it is,
          saves as you go, and exports a PDF made of real text.
        </p>
      }
      actions={<CallToAction {...callToAction} />}
    >
      <ToolSection id="what-it-does" eyebrow="What it does" title="Everything a resume needs, in one editor">
        <PointGrid points={features} />
      </ToolSection>

      <ToolSection
        id="templates"
        eyebrow="Templates"
        title="Choose a design, change it any time"
        description={`Four of the ${templateCounts.all} layouts, drawn live from the same components that print your PDF.`}
        tinted
      >
        <TemplateShowcase templates={showcased} label="Resume templates" columns={4} />
      </ToolSection>

      <ToolPageEnding
        stepsTitle="From a blank page to a finished PDF"
        steps={steps}
        differenceTitle="Built to be trusted with your career"
        faqTitle="Questions about the resume builder"
        questions={questions}
        closing={{
          id: "resume-builder-closing",
          title: "Your next resume starts here",
          description: "Pick a template, write or import your experience, and download a PDF you are proud to send.",
        }}
        callToAction={callToAction}
      />
    </ContentPage>
  );
}
