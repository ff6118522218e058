import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  Check,
  CircleCheck,
  Download,
  FilePen,
  FileText,
  Gauge,
  LayoutTemplate,
  LogOut,
  Mail,
  MousePointerClick,
  Sparkles,
  SquareKanban,
  UserRoundSearch,
  WandSparkles,
  Zap,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { AI_FUNCTION_NAMES } from "#shared/ai/names";
import { AUTO_SAVE_DELAY_MS } from "#shared/limits";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "#web/components/ui/card";
import { templateCounts } from "#web/lib/template-ids";
import { RenderWhenNear } from "../examples/render-when-near";
import { RESUME_TEMPLATES_PATH } from "../templates/template-links";
import { SectionHeading } from "./section-heading";

// The strip draws live layouts: the catalogue and its components load only as it nears the screen,
// so they stay out of the landing page's first download.
const TemplateStrip = lazy(() => import("../templates/template-strip").then((module) => ({ default: module.TemplateStrip })));

export type LandingPageProps = {
  isSignedIn: boolean;
  onSignOut: () => void;
};

type IconItem = { icon: LucideIcon; title: string; description: string };

const heroHighlights = ["ATS-friendly templates", "PDF export", "Real-time preview", "Auto-save"];

const toolkit: { icon: LucideIcon; label: string }[] = [
  { icon: FileText, label: "Resume and CV builder" },
  { icon: Mail, label: "Cover letter generator" },
  { icon: FilePen, label: "Job application generator" },
  { icon: UserRoundSearch, label: "LinkedIn profile optimizer" },
  { icon: SquareKanban, label: "Job tracker" },
];

// Facts the code proves, each read from where it is defined (decision 027): not the seed's usage
// figures, which a self-hosted copy has no way to know.
const stats = [
  { value: String(templateCounts.all), label: `Templates: ${templateCounts.resume} resume, ${templateCounts.cv} CV with photo` },
  { value: String(AI_FUNCTION_NAMES.length), label: "AI functions, no AI account needed" },
  { value: `${AUTO_SAVE_DELAY_MS / 1000} s`, label: "Auto-save after you stop typing" },
];

const features: IconItem[] = [
  {
    icon: FileText,
    title: "Professional Resume Builder",
    description: "Fill in guided sections and watch a recruiter-ready resume take shape in the real-time preview.",
  },
  {
    icon: Mail,
    title: "CV Maker & Cover Letter Generator",
    description: "Create a detailed CV, with or without a photo, and a matching cover letter tailored to each role.",
  },
  {
    icon: FilePen,
    title: "Application Generator",
    description: "Paste a job description and get a complete, personalised job application letter in seconds.",
  },
  {
    icon: UserRoundSearch,
    title: "LinkedIn Optimizer",
    description: "Rewrite your headline and About section so recruiters find you, and remember you.",
  },
];

const steps = [
  {
    title: "Tell us about you",
    description: "Answer a few questions or upload your existing resume. Your experience is all we need.",
  },
  {
    title: "AI does the magic",
    description: "Vitae writes sharp, ATS-friendly content and lays it out in a professional template.",
  },
  {
    title: "Get hired faster",
    description: "Export a polished PDF, send tailored applications and track every opportunity in one place.",
  },
];

const tools: IconItem[] = [
  {
    icon: MousePointerClick,
    title: "Easy to Use",
    description: "A clean, guided editor with real-time preview and auto-save, so nothing you write is ever lost.",
  },
  {
    icon: Zap,
    title: "Lightning Fast",
    description: "The preview follows every keystroke, and the built-in AI engine answers a typical request in well under a second.",
  },
  {
    icon: Download,
    title: "Export to PDF",
    description: "Download crisp, ATS-friendly A4 PDFs that look exactly like the preview.",
  },
];

const pricingItems = [
  `Access to all ${templateCounts.all} templates`,
  "AI resume builder",
  "Cover letters",
  "Job application letters",
  "LinkedIn optimizer",
  "Job tracker",
  "PDF export",
];

export function LandingPage({ isSignedIn, onSignOut }: LandingPageProps) {
  return (
    <div className="bg-background text-foreground">
      <Hero isSignedIn={isSignedIn} onSignOut={onSignOut} />
      <StatsBand />
      <FeaturesSection />
      <StepsSection />
      <ToolsSection />
      <TemplatesSection />
      <PricingSection />
    </div>
  );
}

function Hero({ isSignedIn, onSignOut }: LandingPageProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-b from-blue-50 via-indigo-50/60 to-white"
    >
      <HeroBackdrop />

      <div className="mx-auto grid max-w-6xl items-center gap-16 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.1fr_0.9fr] lg:px-8">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-sm font-medium text-blue-800 shadow-xs backdrop-blur">
            <Sparkles aria-hidden="true" className="size-4 text-blue-600" />
            AI-powered resume and CV builder
          </p>

          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            Build a professional resume{" "}
            <span className="bg-linear-to-r from-blue-600 to-indigo-600 bg-clip-text text-transparent">with AI in minutes</span>
          </h1>

          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600 lg:mx-0">
            Vitae turns your experience into a polished resume or CV, then helps you tailor cover letters and applications for every role.
            Pick a template, watch the real-time preview, and export a PDF when you&apos;re ready.
          </p>

          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            {isSignedIn ? (
              <>
                <Button asChild size="lg" className="h-12 rounded-xl px-6 text-base shadow-lg shadow-blue-600/20">
                  <Link to="/dashboard">
                    Go to Dashboard
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  onClick={onSignOut}
                  className="h-12 rounded-xl bg-white/80 px-6 text-base"
                >
                  <LogOut aria-hidden="true" />
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Button asChild size="lg" className="h-12 rounded-xl px-6 text-base shadow-lg shadow-blue-600/20">
                  <Link to="/auth">
                    Start Building Your Resume
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild variant="outline" size="lg" className="h-12 rounded-xl bg-white/80 px-6 text-base">
                  <Link to="/auth">Sign In</Link>
                </Button>
              </>
            )}
          </div>

          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-slate-700 lg:justify-start">
            {heroHighlights.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4 text-blue-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <ResumePreviewMock />
      </div>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <p className="text-center text-sm font-medium text-slate-600">One workspace for your entire job search</p>
        <ul className="mt-5 flex flex-wrap justify-center gap-3">
          {toolkit.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-xs"
            >
              <Icon aria-hidden="true" className="size-4 text-blue-600" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 left-1/2 h-112 w-4xl -translate-x-1/2 rounded-full bg-linear-to-tr from-blue-300/40 via-indigo-300/30 to-violet-300/30 blur-3xl" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(148_163_184/0.12)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.12)_1px,transparent_1px)] mask-[radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-size-[40px_40px]" />
    </div>
  );
}

// Purely decorative: a stylised A4 page hints at the product without shipping image assets.
function ResumePreviewMock() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xs select-none sm:max-w-sm lg:max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-tr from-blue-500/20 to-indigo-500/20 blur-2xl" />

      <div className="aspect-[1/1.414] rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl shadow-slate-900/10 sm:p-8">
        <div className="flex items-center gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-blue-600 to-indigo-600 text-sm font-semibold text-white">
            AM
          </div>
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-slate-900">Alex Morgan</p>
            <p className="truncate text-xs text-slate-600">Senior Product Designer</p>
          </div>
        </div>

        <div className="mt-6 space-y-2">
          <div className="h-2 w-full rounded-full bg-slate-100" />
          <div className="h-2 w-11/12 rounded-full bg-slate-100" />
          <div className="h-2 w-4/5 rounded-full bg-slate-100" />
        </div>

        <p className="mt-6 text-[0.65rem] font-semibold tracking-widest text-blue-700 uppercase">Experience</p>
        <div className="mt-3 space-y-4">
          {[0, 1].map((row) => (
            <div key={row} className="space-y-2">
              <div className="flex items-center justify-between gap-4">
                <div className="h-2.5 w-1/2 rounded-full bg-slate-300" />
                <div className="h-2 w-1/6 rounded-full bg-slate-200" />
              </div>
              <div className="h-2 w-full rounded-full bg-slate-100" />
              <div className="h-2 w-10/12 rounded-full bg-slate-100" />
            </div>
          ))}
        </div>

        <p className="mt-6 text-[0.65rem] font-semibold tracking-widest text-blue-700 uppercase">Skills</p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {["w-14", "w-10", "w-16", "w-12", "w-9"].map((width) => (
            <div key={width} className={`h-4 ${width} rounded-full bg-blue-50 ring-1 ring-blue-100`} />
          ))}
        </div>

        <p className="mt-6 text-[0.65rem] font-semibold tracking-widest text-blue-700 uppercase">Education</p>
        <div className="mt-3 space-y-2">
          <div className="flex items-center justify-between gap-4">
            <div className="h-2.5 w-2/5 rounded-full bg-slate-300" />
            <div className="h-2 w-1/6 rounded-full bg-slate-200" />
          </div>
          <div className="h-2 w-3/4 rounded-full bg-slate-100" />
        </div>
      </div>

      <div className="absolute top-[38%] -left-2 flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white/95 px-3 py-2 shadow-lg backdrop-blur sm:-left-8">
        <span className="flex size-8 items-center justify-center rounded-lg bg-green-50 text-green-700">
          <Gauge className="size-4" />
        </span>
        <span className="text-xs leading-tight">
          <span className="block text-slate-600">ATS score</span>
          <span className="block text-sm font-semibold text-slate-900">94 / 100</span>
        </span>
      </div>

      <div className="absolute -right-2 bottom-12 flex items-center gap-2 rounded-xl border border-slate-200 bg-white/95 px-3 py-2 text-xs font-medium text-slate-700 shadow-lg backdrop-blur sm:-right-6">
        <WandSparkles className="size-4 text-indigo-600" />
        Written with AI
        <span className="mx-1 h-3 w-px bg-slate-200" />
        <Check className="size-4 text-green-600" />
        Saved
      </div>
    </div>
  );
}

function StatsBand() {
  return (
    <section aria-labelledby="stats-heading" className="px-4 sm:px-6 lg:px-8">
      <h2 id="stats-heading" className="sr-only">
        Vitae by the numbers
      </h2>
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-linear-to-r from-blue-600 via-blue-700 to-indigo-700 px-6 py-12 shadow-xl shadow-blue-900/10 sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-3xl" />
        <dl className="relative grid gap-10 text-center sm:grid-cols-3 sm:gap-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end gap-2">
              <dt className="text-sm font-medium text-blue-50 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="py-24 sm:py-32">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to land your next role"
          description="From your first draft to the final interview invite, Vitae's AI handles the heavy lifting while you stay in control."
        />

        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="group h-full gap-4 rounded-2xl border-slate-200 shadow-sm transition-all hover:-translate-y-0.5 hover:border-blue-200 hover:shadow-md">
                <CardHeader className="gap-4">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-blue-600 to-indigo-600 text-white shadow-md shadow-blue-600/20">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-lg leading-snug font-semibold text-slate-900">{title}</h3>
                </CardHeader>
                <CardContent>
                  <p className="text-sm leading-6 text-slate-600">{description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function StepsSection() {
  return (
    <section aria-labelledby="steps-heading" className="bg-slate-50 py-24 sm:py-32">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="steps-heading"
          eyebrow="How it works"
          title="From blank page to hired in three steps"
          description="No design skills or writing talent required. Just bring your story."
        />

        <div className="relative mt-16">
          <div
            aria-hidden="true"
            className="absolute top-6 right-[16.66%] left-[16.66%] hidden h-px bg-linear-to-r from-blue-200 via-indigo-300 to-blue-200 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map((step, index) => (
              <li key={step.title} className="relative text-center">
                <span
                  aria-hidden="true"
                  className="relative mx-auto flex size-12 items-center justify-center rounded-full bg-white text-lg font-bold text-blue-700 shadow-md ring-1 ring-blue-100"
                >
                  {index + 1}
                </span>
                <h3 className="mt-6 text-lg font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mx-auto mt-3 max-w-xs text-sm leading-6 text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

function ToolsSection() {
  return (
    <section aria-labelledby="tools-heading" className="py-24 sm:py-32">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="tools-heading"
          eyebrow="Tools"
          title="Built to get out of your way"
          description="Thoughtful details that make writing a resume feel effortless."
        />

        <ul className="mt-16 grid gap-6 md:grid-cols-3">
          {tools.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="h-full gap-4 rounded-2xl border-slate-200 shadow-sm">
                <CardHeader className="gap-4">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-blue-100">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                </CardHeader>
                <CardContent>
                  <p className="text-sm leading-6 text-slate-600">{description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-6 flex flex-col gap-6 rounded-2xl border border-blue-100 bg-linear-to-r from-blue-50 to-indigo-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-blue-700 shadow-sm ring-1 ring-blue-100">
            <LayoutTemplate aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              {`${templateCounts.all} templates (${templateCounts.resume} resume, ${templateCounts.cv} CV with photo)`}
            </h3>
            <p className="mt-1 text-sm leading-6 text-slate-700">
              From clean one-page resumes to detailed CVs with a photo, there is a design for every industry and market. Every PDF carries
              real, selectable text, and the optimizer's What an ATS reads shows what a tracking system takes from yours.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The strip's height, held before it loads so the page below does not move when it appears. */
const TEMPLATE_STRIP_HEIGHT = "20rem";

function TemplatesSection() {
  const placeholder = <div style={{ height: TEMPLATE_STRIP_HEIGHT }} />;
  return (
    <section aria-labelledby="templates-heading" className="overflow-hidden pb-24 sm:pb-32">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8">
        <SectionHeading
          id="templates-heading"
          eyebrow="Templates"
          title="Templates for every career"
          description="Each one is drawn here by the same code that draws your preview and your PDF, filled with a sample resume."
          align="left"
        />
        <Button asChild variant="outline" className="self-start rounded-xl sm:self-auto">
          <Link to={RESUME_TEMPLATES_PATH}>
            Browse all {templateCounts.all} templates
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="mt-10" style={{ height: TEMPLATE_STRIP_HEIGHT }}>
        <RenderWhenNear placeholder={placeholder}>
          <Suspense fallback={placeholder}>
            <TemplateStrip />
          </Suspense>
        </RenderWhenNear>
      </div>
    </section>
  );
}

function PricingSection() {
  return (
    <section aria-labelledby="pricing-heading" className="relative isolate overflow-hidden bg-slate-50 py-24 sm:py-32">
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 size-160 -translate-x-1/2 -translate-y-1/2 rounded-full bg-linear-to-tr from-blue-200/40 to-indigo-200/40 blur-3xl"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple, honest pricing"
          description="Pay once and keep every tool for life."
        />

        <Card className="mx-auto mt-16 max-w-lg gap-8 rounded-2xl border-blue-200 py-8 shadow-xl shadow-blue-900/10 ring-1 ring-blue-100 sm:py-10">
          <CardHeader className="items-center gap-4 px-6 text-center sm:px-10">
            <Badge className="rounded-full bg-linear-to-r from-blue-600 to-indigo-600 px-3 py-1 text-xs font-semibold">
              <Sparkles aria-hidden="true" />
              Limited Time Offer
            </Badge>
            <h3 className="text-xl font-semibold text-slate-900">Lifetime access</h3>
            <p className="flex items-baseline justify-center gap-2">
              <span className="text-5xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">$1.40</span>
              <span className="text-sm font-medium text-slate-600">one-time payment</span>
            </p>
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-green-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              No subscription
            </p>
          </CardHeader>

          <CardContent className="px-6 sm:px-10">
            <ul className="space-y-3 border-t border-slate-200 pt-8">
              {pricingItems.map((item) => (
                <li key={item} className="flex items-start gap-3 text-sm text-slate-700">
                  <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
                    <Check aria-hidden="true" className="size-3.5" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </CardContent>

          <CardFooter className="px-6 sm:px-10">
            <Button asChild size="lg" className="h-12 w-full rounded-xl text-base shadow-lg shadow-blue-600/20">
              <Link to="/auth">
                Get Started Now
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
