import { Link } from "react-router";
import type { ReactNode } from "react";
import { getTemplate } from "#web/templates/registry";
import { templateCounts } from "#web/lib/template-ids";
import { CallToAction } from "../components/call-to-action";
import { ContentPage } from "../components/content-page";
import { GuideArticle, type GuideSection } from "../components/guide-article";
import { SectionHeading } from "../components/section-heading";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { RESUME_TEMPLATES_PATH } from "./template-links";
import { TemplateGallery } from "./template-gallery";
import { TemplateStyleLinks } from "./template-style-links";
import { TEMPLATE_STYLE_INFO, templateStylePath, type TemplateStyle } from "./template-styles";

export interface StyleTemplatesPageProps extends MarketingPageProps {
  style: TemplateStyle;
  heading: string;
  lead: ReactNode;
  /** The advice for writing in this style: who it suits, what goes first, length, type and colour, ATS. */
  advice: GuideSection[];
}

/** A /templates/{style} page: the layouts that suit the style, live, then advice for writing in it. */
export function StyleTemplatesPage({ isSignedIn, style, heading, lead, advice }: StyleTemplatesPageProps) {
  const { name, templateIds } = TEMPLATE_STYLE_INFO[style];
  return (
    <ContentPage
      info={marketingPage(templateStylePath(style))!}
      width="wide"
      eyebrow="Templates"
      heading={heading}
      lead={lead}
      actions={<CallToAction isSignedIn={isSignedIn} to="/dashboard/templates" label="Start building" />}
    >
      <section aria-labelledby="style-gallery-heading">
        <SectionHeading
          id="style-gallery-heading"
          title={`${templateIds.length} ${name.toLowerCase()} layouts`}
          description="Each is drawn live with a sample resume. Open one at full size, or start writing in it straight away."
        />
        <div className="mt-10">
          <TemplateGallery templates={templateIds.map(getTemplate)} isSignedIn={isSignedIn} labelledBy="style-gallery-heading" />
        </div>
      </section>

      <section aria-labelledby="style-advice-heading" className="mt-24">
        <SectionHeading id="style-advice-heading" eyebrow="Advice" title={`Writing ${name.toLowerCase()} resumes`} />
        <div className="mt-10" data-style-advice="">
          <GuideArticle sections={advice} />
        </div>
      </section>

      <section aria-labelledby="other-styles-heading" className="mt-24">
        <SectionHeading
          id="other-styles-heading"
          title="Other styles"
          description={
            <>
              Or browse{" "}
              <Link to={RESUME_TEMPLATES_PATH} className="font-medium text-blue-700 underline underline-offset-4">
                all {templateCounts.all} templates
              </Link>{" "}
              in one gallery.
            </>
          }
        />
        <div className="mt-10">
          <TemplateStyleLinks labelledBy="other-styles-heading" current={style} />
        </div>
      </section>
    </ContentPage>
  );
}
