import { Camera, Eye, Gauge, RefreshCw, Repeat, UserRound } from "lucide-react";
import { MAX_IMAGE_BYTES } from "#shared/limits";
import { templateCatalog } from "#web/templates/catalog";
import { templateCounts } from "#web/lib/template-ids";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { TemplateShowcase } from "./template-showcase";
import type { ToolPoint, ToolQuestion, ToolStep } from "./tool-content";
import { PointGrid, ToolSection, ToolPageEnding } from "./tool-page-sections";

export const CV_MAKER_PATH = "/cv-maker";
/** The template picker, where a CV with a photo is one click away. */
export const CV_MAKER_TOOL = "/dashboard/templates";

const info = marketingPage(CV_MAKER_PATH)!;

const cvTemplates = templateCatalog.filter((template) => template.category === "cv");
const photoLimitMb = MAX_IMAGE_BYTES / (1024 * 1024);

const features: ToolPoint[] = [
  {
    icon: UserRound,
    title: `${templateCounts.cv} CV templates with a photo`,
    description: `${cvTemplates.map((template) => template.name.replace(" CV with Photo", "")).join(", ")}: each frames your photo in its own way.`,
  },
  {
    icon: Camera,
    title: "Photo upload in the editor",
    description: `Add a JPG, PNG or WEBP photo of up to ${photoLimitMb} MB under Personal Info; it is cropped to the template's frame. Change or remove it whenever you like.`,
  },
  {
    icon: Eye,
    title: "The same live A4 preview",
    description: "Your CV is drawn on A4 pages beside the form as you type, and the PDF prints exactly what you see, photo included.",
  },
  {
    icon: Gauge,
    title: "Completion score and auto-save",
    description:
      "The score lists what is missing, and every change is saved once your CV is 80% complete; before that it is kept as a draft in your browser.",
  },
  {
    icon: Repeat,
    title: "A resume and a CV from one text",
    description: `Switch between the ${templateCounts.cv} CV and ${templateCounts.resume} resume templates at any time. Your content stays the same; resume templates simply leave the photo out.`,
  },
  {
    icon: RefreshCw,
    title: "Revamp the CV you have",
    description:
      "Upload your current CV (PDF, DOC, DOCX or TXT) to the Revamp CV wizard, aim it at a job if you like, and review the rewritten version before you save it as a new resume.",
  },
];

/** Where the photo belongs: general hiring conventions, not rules of the product. */
const conventions = [
  {
    title: "Usually with a photo",
    where: "Germany, Austria, Switzerland and other parts of continental Europe, and many employers in the Middle East and East Asia.",
    advice: "A recent, friendly head-and-shoulders photo on a plain background, dressed as you would for the interview.",
  },
  {
    title: "Usually without a photo",
    where: "The United States, Canada, the United Kingdom, Ireland, Australia and New Zealand.",
    advice:
      "Employers there avoid photos to keep hiring free of bias, and some set such applications aside. Use a resume template, which leaves the photo out.",
  },
  {
    title: "When in doubt",
    where: "International companies, and countries where both are common.",
    advice: "Follow the job advert and the company's own careers page. If neither asks for a photo, leaving it out is the safer choice.",
  },
];

const steps: ToolStep[] = [
  { title: "Open the templates", description: "Sign in and pick 'Start from Scratch', or go straight to the template picker." },
  {
    title: "Choose a CV with a photo",
    description: `The picker lists the ${templateCounts.cv} CV templates after the resumes, each showing where your photo goes.`,
  },
  {
    title: "Add your photo and details",
    description: "Upload your photo under Personal Info, then fill in your experience, education and skills.",
  },
  { title: "Download the PDF", description: "Export an A4 PDF with your photo and real text, ready to attach to an application." },
];

const questions: ToolQuestion[] = [
  {
    question: "What is the difference between a CV and a resume?",
    answer:
      "In the United States and Canada a resume is a short, tailored summary, usually one or two pages, while a CV is the full record of an academic career. In the United Kingdom, Ireland and much of Europe, 'CV' simply means the document you apply with. Vitae calls the layouts with a photo CVs and the rest resumes; both hold the same sections.",
  },
  {
    question: "Does my photo appear in the PDF?",
    answer:
      "Yes. CV templates print your photo in the PDF exactly where the preview shows it. Until you add one, they show a neutral silhouette.",
  },
  {
    question: "Can an applicant tracking system read a CV with a photo?",
    answer:
      "The system reads the text and passes over the photo. Every Vitae PDF holds real text, and the Resume Optimizer's 'What an ATS reads' shows what a reader takes from yours, field by field.",
  },
  {
    question: "Which photo files can I upload?",
    answer: `JPG, PNG or WEBP images of up to ${photoLimitMb} MB. Change or remove your photo in the editor at any time.`,
  },
];

/** /cv-maker: CVs with a photo, the templates drawn live, and when a photo belongs on a CV. */
export function CvMakerPage({ isSignedIn }: MarketingPageProps) {
  const callToAction = { isSignedIn, to: CV_MAKER_TOOL, label: isSignedIn ? "Choose a CV template" : "Make your CV" };
  return (
    <ContentPage
      info={info}
      eyebrow="CV Maker"
      heading="Make a CV with your photo, laid out for you"
      lead={
        <p>
          {templateCounts.cv} CV templates give your photo a place of its own. Upload it, fill in your details, watch the A4 preview and
          download a PDF, with everything the resume builder does.
        </p>
      }
      actions={<CallToAction {...callToAction} />}
    >
      <ToolSection id="what-it-does" eyebrow="What it does" title="A CV builder that makes room for you">
        <PointGrid points={features} />
      </ToolSection>

      <ToolSection
        id="templates"
        eyebrow="Templates"
        title={`All ${templateCounts.cv} CV templates with a photo`}
        description="Drawn live from the components that print your PDF; the silhouette is where your photo goes."
        tinted
      >
        <TemplateShowcase templates={cvTemplates} label="CV templates with a photo" columns={3} />
      </ToolSection>

      <ToolSection
        id="photo-or-not"
        eyebrow="CV or resume"
        title="When a photo belongs on your CV"
        description="Conventions differ from country to country. These are the usual ones; the job advert always has the last word."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {conventions.map((convention) => (
            <li key={convention.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{convention.title}</h3>
              <p className="text-sm leading-6 text-slate-700">{convention.where}</p>
              <p className="text-sm leading-6 text-slate-600">{convention.advice}</p>
            </li>
          ))}
        </ul>
      </ToolSection>

      <ToolPageEnding
        stepsTitle="Your CV in four steps"
        steps={steps}
        differenceTitle="Your photo and your CV, in good hands"
        faqTitle="Questions about CVs with a photo"
        questions={questions}
        closing={{
          id: "cv-maker-closing",
          title: "Put a face to your experience",
          description: "Choose one of the CV templates, add your photo and download a PDF that prints exactly what you see.",
        }}
        callToAction={callToAction}
        startTinted
      />
    </ContentPage>
  );
}
