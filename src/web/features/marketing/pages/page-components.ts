import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MarketingPageProps } from "./marketing-pages";

/**
 * Each marketing page's component by its path, loaded when the page is opened, so the landing
 * page carries none of them. Every page of MARKETING_PAGES has one (marketing-pages.test.ts).
 */
export const MARKETING_PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType<MarketingPageProps>>> = {
  // Build: the tools
  "/resume-builder": lazy(() => import("../tools/resume-builder-page").then((m) => ({ default: m.ResumeBuilderPage }))),
  "/cv-maker": lazy(() => import("../tools/cv-maker-page").then((m) => ({ default: m.CvMakerPage }))),
  "/cover-letter-generator": lazy(() =>
    import("../tools/cover-letter-generator-page").then((m) => ({ default: m.CoverLetterGeneratorPage })),
  ),
  "/ats-resume-checker": lazy(() => import("../tools/ats-resume-checker-page").then((m) => ({ default: m.AtsResumeCheckerPage }))),

  // Templates
  "/resume-templates": lazy(() => import("../templates/resume-templates-page").then((module) => ({ default: module.ResumeTemplatesPage }))),
  "/templates/modern": lazy(() => import("../templates/modern-templates-page").then((module) => ({ default: module.ModernTemplatesPage }))),
  "/templates/professional": lazy(() =>
    import("../templates/professional-templates-page").then((module) => ({ default: module.ProfessionalTemplatesPage })),
  ),
  "/templates/creative": lazy(() =>
    import("../templates/creative-templates-page").then((module) => ({ default: module.CreativeTemplatesPage })),
  ),
  "/templates/executive": lazy(() =>
    import("../templates/executive-templates-page").then((module) => ({ default: module.ExecutiveTemplatesPage })),
  ),
  "/templates/entry-level": lazy(() =>
    import("../templates/entry-level-templates-page").then((module) => ({ default: module.EntryLevelTemplatesPage })),
  ),

  // Resources: examples and guides
  "/resume-examples": lazy(() => import("../examples/resume-examples-page").then((m) => ({ default: m.ResumeExamplesPage }))),
  "/cv-examples": lazy(() => import("../examples/cv-examples-page").then((m) => ({ default: m.CvExamplesPage }))),
  "/resume-tips": lazy(() => import("../guides/resume-tips-page").then((m) => ({ default: m.ResumeTipsPage }))),
  "/interview-preparation": lazy(() =>
    import("../guides/interview-preparation-page").then((m) => ({ default: m.InterviewPreparationPage })),
  ),
  "/job-search-guide": lazy(() => import("../guides/job-search-guide-page").then((m) => ({ default: m.JobSearchGuidePage }))),

  // Company
  "/contact": lazy(() => import("../company/contact-page").then((m) => ({ default: m.ContactPage }))),
  "/privacy": lazy(() => import("../company/privacy-page").then((m) => ({ default: m.PrivacyPage }))),
  "/terms": lazy(() => import("../company/terms-page").then((m) => ({ default: m.TermsPage }))),
};
