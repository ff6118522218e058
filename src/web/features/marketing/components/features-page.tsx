import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  Check,
  Download,
  FilePen,
  FileText,
  Gauge,
  Globe,
  LayoutTemplate,
  Mail,
  MessagesSquare,
  Save,
  ScanText,
  Sparkles,
  SquareKanban,
  UserRoundSearch,
  WandSparkles,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { templateCounts } from "#web/lib/template-ids";
import { SectionHeading } from "./section-heading";
import { useDocumentMeta } from "#web/lib/use-document-meta";
import { FEATURES_PAGE_META } from "../pages/marketing-pages";

export type FeaturesPageProps = {
  isSignedIn: boolean;
};

type Feature = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  points: string[];
  tag?: string;
};

type FeatureGroup = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  features: Feature[];
};

const heroHighlights = [`${templateCounts.all} templates`, "Live A4 preview", "PDF export", "AI career tools"];

const groups: FeatureGroup[] = [
  {
    id: "create",
    eyebrow: "Create",
    title: "A builder that shows you the result as you type",
    description: "Write once, see exactly what recruiters will see, and never worry about losing a word.",
    features: [
      {
        icon: FileText,
        title: "Resume builder with live A4 preview",
        description: "Edit guided sections on one side and watch a true-to-size A4 page update in real time on the other.",
        points: ["Real-time preview as you type", "What you see is what you export"],
      },
      {
        icon: LayoutTemplate,
        title: `${templateCounts.all} professional templates`,
        description:
          "Clean layouts for every industry, including CVs with a photo for markets that expect one, each printed as real, selectable text.",
        points: [`${templateCounts.resume} resume templates`, `${templateCounts.cv} CV templates with photo`],
      },
      {
        icon: Download,
        title: "PDF export",
        description: "Download a crisp, print-ready PDF that matches the preview pixel for pixel.",
        points: ["A4 page size", "Matches the live preview"],
      },
      {
        icon: Save,
        title: "Auto-save",
        description: "Every change is saved automatically, so you can close the tab and pick up right where you left off.",
        points: ["No save button to forget", "Your work is never lost"],
      },
    ],
  },
  {
    id: "ai-start",
    eyebrow: "Start with AI",
    title: "Skip the blank page",
    description: "Let Vitae interview you, read your old resume, or rebuild an outdated CV from the ground up.",
    features: [
      {
        icon: MessagesSquare,
        title: "AI resume interview",
        description: "Answer a short, friendly conversation about your experience and get a complete first draft.",
        points: ["Conversational and guided", "Turns answers into achievements"],
        tag: "AI",
      },
      {
        icon: ScanText,
        title: "Resume upload & parsing",
        description: "Upload your existing resume and Vitae turns it into editable sections automatically.",
        points: ["No copy and paste", "Start from what you already have"],
      },
      {
        icon: WandSparkles,
        title: "CV revamp wizard",
        description: "A step-by-step wizard that modernises an outdated CV's wording, structure and design.",
        points: ["Guided, step by step", "Stronger, results-focused wording"],
        tag: "AI",
      },
    ],
  },
  {
    id: "tailor",
    eyebrow: "Tailor",
    title: "A tailored application for every role",
    description: "Paste a job description and let AI align your documents and profile with what the employer wants.",
    features: [
      {
        icon: Mail,
        title: "Cover letter generator",
        description: "Generate a personal, well-structured cover letter that connects your experience to the role.",
        points: ["Tailored to the job description", "Edit freely before sending"],
        tag: "AI",
      },
      {
        icon: FilePen,
        title: "Job application generator",
        description: "Create complete job application letters for formal applications in seconds.",
        points: ["Tailored to each posting", "Professional, formal structure"],
        tag: "AI",
      },
      {
        icon: Gauge,
        title: "Resume optimizer with ATS score",
        description: "See how your resume scores with applicant tracking systems and get suggestions to improve it.",
        points: ["ATS score at a glance", "Clear, actionable suggestions"],
        tag: "AI",
      },
      {
        icon: UserRoundSearch,
        title: "LinkedIn optimizer",
        description: "Rewrite your headline and About section so recruiters find you in search, and remember you.",
        points: ["Searchable headline ideas", "A compelling About summary"],
        tag: "AI",
      },
    ],
  },
  {
    id: "share",
    eyebrow: "Share & track",
    title: "Stay visible and organised",
    description: "Publish your profile and keep every application moving forward.",
    features: [
      {
        icon: Globe,
        title: "Public profile",
        description: (
          <>
            Share a clean online version of your resume at{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.8em] text-slate-800">/username</code>, ready to share with
            recruiters.
          </>
        ),
        points: ["One link for every application", "Share it anywhere"],
      },
      {
        icon: SquareKanban,
        title: "Job tracker",
        description: "Keep every application and its status in one place, from first interest to offer.",
        points: ["See your pipeline at a glance", "Never lose track of an application"],
      },
    ],
  },
];

export function FeaturesPage({ isSignedIn }: FeaturesPageProps) {
  useDocumentMeta(FEATURES_PAGE_META);
  return (
    <div className="bg-background text-foreground">
      <FeaturesHero isSignedIn={isSignedIn} />
      {groups.map((group, index) => (
        <FeatureGroupSection key={group.id} group={group} tinted={index % 2 === 1} />
      ))}
      {isSignedIn ? null : <BottomCta />}
    </div>
  );
}

function FeaturesHero({ isSignedIn }: FeaturesPageProps) {
  return (
    <section
      aria-labelledby="features-hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-b from-blue-50 via-indigo-50/60 to-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-112 w-4xl -translate-x-1/2 rounded-full bg-linear-to-tr from-blue-300/40 via-indigo-300/30 to-violet-300/30 blur-3xl" />
      </div>

      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-24 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-sm font-medium text-blue-800 shadow-xs backdrop-blur">
          <Sparkles aria-hidden="true" className="size-4 text-blue-600" />
          Features
        </p>
        <h1
          id="features-hero-heading"
          className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
        >
          Everything you need to{" "}
          <span className="bg-linear-to-r from-blue-600 to-indigo-600 bg-clip-text text-transparent">land the job</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
          A resume and CV builder with a live A4 preview, {templateCounts.all} templates and a full set of AI tools for cover letters,
          applications, LinkedIn and more.
        </p>

        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {isSignedIn ? (
            <Button asChild size="lg" className="h-12 rounded-xl px-6 text-base shadow-lg shadow-blue-600/20">
              <Link to="/dashboard">
                Go to Dashboard
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" className="h-12 rounded-xl px-6 text-base shadow-lg shadow-blue-600/20">
              <Link to="/auth">
                Get Started Free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>

        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {heroHighlights.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 shadow-xs"
            >
              <Check aria-hidden="true" className="size-4 text-blue-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureGroupSection({ group, tinted }: { group: FeatureGroup; tinted: boolean }) {
  const headingId = `features-${group.id}-heading`;
  const hasOddCount = group.features.length % 2 === 1;

  return (
    <section aria-labelledby={headingId} className={cn("py-20 sm:py-24", tinted && "bg-slate-50")}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading id={headingId} eyebrow={group.eyebrow} title={group.title} description={group.description} align="left" />
        </div>

        <ul className="grid gap-6 sm:grid-cols-2">
          {group.features.map((feature, index) => (
            <li key={feature.title} className={cn(hasOddCount && index === group.features.length - 1 && "sm:col-span-2")}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const { icon: Icon, title, description, points, tag } = feature;

  return (
    <Card className="h-full gap-4 rounded-2xl border-slate-200 shadow-sm transition-all hover:-translate-y-0.5 hover:border-blue-200 hover:shadow-md">
      <CardHeader className="gap-4">
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-blue-600 to-indigo-600 text-white shadow-md shadow-blue-600/20">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {tag ? (
            <Badge variant="outline" className="rounded-full border-blue-200 bg-blue-50 text-blue-800">
              {tag}
            </Badge>
          ) : null}
        </div>
        <h3 className="text-lg leading-snug font-semibold text-slate-900">{title}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm leading-6 text-slate-600">{description}</p>
        <ul className="space-y-2">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-600" />
              {point}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function BottomCta() {
  return (
    <section aria-labelledby="features-cta-heading" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-linear-to-br from-blue-600 via-blue-700 to-indigo-700 px-6 py-16 text-center shadow-xl shadow-blue-900/10 sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 size-72 rounded-full bg-white/10 blur-3xl" />
        <div aria-hidden="true" className="absolute -right-24 -bottom-24 -z-10 size-72 rounded-full bg-indigo-400/20 blur-3xl" />
        <h2 id="features-cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Your next resume is three minutes away
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-blue-50 sm:text-lg">
          Create your account, pick a template and let AI help you write something you are proud to send.
        </p>
        <Button asChild size="lg" className="mt-10 h-12 rounded-xl bg-white px-6 text-base text-blue-700 shadow-lg hover:bg-blue-50">
          <Link to="/auth">
            Start Building for Free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
