import { Download, Eye, Replace, ScanText, type LucideIcon } from "lucide-react";
import { templateCatalog } from "#web/templates/catalog";
import { templateCounts } from "#web/lib/template-ids";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { SectionHeading } from "../components/section-heading";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { TemplateGallery } from "./template-gallery";
import { RESUME_TEMPLATES_PATH } from "./template-links";
import { TemplateStyleLinks } from "./template-style-links";

const promises: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Eye,
    title: "What you see is what prints",
    text: "The cards above are the real layouts, not pictures of them. The editor's live A4 preview and the PDF are drawn by the same code.",
  },
  {
    icon: Replace,
    title: "Switch at any time",
    text: "Your content is kept apart from the design, so changing template in the editor never means retyping a word.",
  },
  {
    icon: Download,
    title: "PDFs with real text",
    text: "Every template exports to an A4 PDF whose text can be selected, searched and read by applicant tracking systems.",
  },
  {
    icon: ScanText,
    title: "Check what an ATS sees",
    text: "The resume optimizer gives your resume an ATS score, compares it with a job description if you paste one, and shows the text an ATS reads from it.",
  },
];

/** /resume-templates: every layout of the catalogue, live, with the resume / CV-with-photo filter. */
export function ResumeTemplatesPage({ isSignedIn }: MarketingPageProps) {
  return (
    <ContentPage
      info={marketingPage(RESUME_TEMPLATES_PATH)!}
      width="wide"
      eyebrow="Templates"
      heading="Resume and CV templates"
      lead={
        <p>
          {templateCounts.all} free designs: {templateCounts.resume} resumes and {templateCounts.cv} CVs with a photo. Open any of them at
          full size, then start writing in it with a live preview beside you.
        </p>
      }
      actions={<CallToAction isSignedIn={isSignedIn} to="/dashboard/templates" label="Start building" />}
    >
      <section aria-labelledby="gallery-heading">
        <h2 id="gallery-heading" className="sr-only">
          All templates
        </h2>
        <TemplateGallery templates={templateCatalog} isSignedIn={isSignedIn} labelledBy="gallery-heading" filterable />
      </section>

      <section aria-labelledby="styles-heading" className="mt-24">
        <SectionHeading
          id="styles-heading"
          eyebrow="Browse by style"
          title="Not sure where to start?"
          description="Each style page shows the layouts that suit it, with advice on what to put first, how long to go and how an ATS reads it."
        />
        <div className="mt-10">
          <TemplateStyleLinks labelledBy="styles-heading" />
        </div>
      </section>

      <section aria-labelledby="promises-heading" className="mt-24 rounded-3xl bg-slate-50 px-6 py-14 sm:px-10">
        <SectionHeading id="promises-heading" eyebrow="Every template" title="Built the same way underneath" />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-blue-100 text-blue-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
