import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { templateCounts } from "#web/lib/template-ids";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { SectionHeading } from "../components/section-heading";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { ExamplesAdvice } from "./examples-advice";
import { ExamplesGallery } from "./examples-gallery";
import { CV_EXAMPLES } from "./samples/cv-examples";

const info = marketingPage("/cv-examples")!;

/** /cv-examples: complete sample CVs from several countries, in the CV-with-photo templates. */
export function CvExamplesPage({ isSignedIn }: MarketingPageProps) {
  return (
    <ContentPage
      info={info}
      eyebrow="CV examples"
      heading="CV examples you can edit"
      lead={
        <p>
          Complete sample CVs for {CV_EXAMPLES.length} professions, written for employers in Canada, the UK, Ireland, Australia and France.
          Each is laid out in one of Vitae&apos;s {templateCounts.cv} CV templates with a photo; open any of them in the editor and make it
          yours.
        </p>
      }
      actions={
        <>
          <CallToAction isSignedIn={isSignedIn} to="/dashboard/templates" label="Start from a blank template" />
          <Button asChild variant="outline" size="lg" className="h-12 rounded-xl bg-white px-6 text-base">
            <Link to="/resume-examples">See resume examples</Link>
          </Button>
        </>
      }
      width="wide"
    >
      <section aria-labelledby="examples-list">
        <SectionHeading
          id="examples-list"
          title="Eight complete CVs"
          description="Fictional people, realistic careers: local qualifications, registrations and languages, the way employers in each country expect them."
        />
        <div className="mt-10">
          <ExamplesGallery examples={CV_EXAMPLES} isSignedIn={isSignedIn} label="CV examples" />
        </div>
      </section>

      <section aria-labelledby="examples-photo" className="mx-auto mt-20 max-w-3xl">
        <h2 id="examples-photo" className="text-center text-2xl font-bold tracking-tight text-slate-900">
          Photo or no photo?
        </h2>
        <div className="mt-4 space-y-4 text-base leading-7 text-slate-600">
          <p>
            Customs differ. A photo is common on CVs in much of continental Europe and in parts of Asia and the Middle East, while employers
            in the UK, Ireland, the US, Canada and Australia usually prefer a CV without one.
          </p>
          <p>
            These examples leave the photo empty, so each template shows its neutral placeholder. Upload your own photo in the editor, or,
            when the employer does not expect one, switch to one of the {templateCounts.resume} resume templates: your content stays exactly
            as it is.
          </p>
        </div>
      </section>

      <ExamplesAdvice noun="CV" />
    </ContentPage>
  );
}
