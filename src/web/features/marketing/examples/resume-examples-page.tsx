import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { templateCounts } from "#web/lib/template-ids";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { SectionHeading } from "../components/section-heading";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { ExamplesAdvice } from "./examples-advice";
import { ExamplesGallery } from "./examples-gallery";
import { RESUME_EXAMPLES } from "./samples/resume-examples";

const info = marketingPage("/resume-examples")!;

/** /resume-examples: complete sample resumes, each one click from the editor. */
export function ResumeExamplesPage({ isSignedIn }: MarketingPageProps) {
  return (
    <ContentPage
      info={info}
      eyebrow="Resume examples"
      heading="Resume examples you can edit"
      lead={
        <p>
          Complete sample resumes for {RESUME_EXAMPLES.length} professions, from software engineering and nursing to a first job after
          graduating. Each is laid out in one of Vitae&apos;s {templateCounts.resume} resume templates; open any of them in the editor and
          make it yours.
        </p>
      }
      actions={
        <>
          <CallToAction isSignedIn={isSignedIn} to="/dashboard/templates" label="Start from a blank template" />
          <Button asChild variant="outline" size="lg" className="h-12 rounded-xl bg-white px-6 text-base">
            <Link to="/cv-examples">See CV examples</Link>
          </Button>
        </>
      }
      width="wide"
    >
      <section aria-labelledby="examples-list">
        <SectionHeading
          id="examples-list"
          title="Eight complete resumes"
          description="Fictional people, realistic careers: every section filled in, so you see what a finished resume looks like in each field."
        />
        <div className="mt-10">
          <ExamplesGallery examples={RESUME_EXAMPLES} isSignedIn={isSignedIn} label="Resume examples" />
        </div>
      </section>

      <ExamplesAdvice noun="resume" />

      <section aria-labelledby="examples-cv" className="mx-auto mt-20 max-w-3xl text-center">
        <h2 id="examples-cv" className="text-2xl font-bold tracking-tight text-slate-900">
          Applying outside the US?
        </h2>
        <p className="mt-3 text-base leading-7 text-slate-600">
          In the UK, Ireland, Australia and much of Europe the same document is called a CV, and it is often a little longer. The{" "}
          <Link to="/cv-examples" className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-800">
            CV examples
          </Link>{" "}
          come from those markets and use the CV templates, which have room for a photo.
        </p>
      </section>
    </ContentPage>
  );
}
