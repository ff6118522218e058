import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";
import { CallToAction, type CallToActionProps } from "../components/call-to-action";
import { SectionHeading } from "../components/section-heading";
import { DATA_STAYS_HERE, REAL_TEXT_PDFS, WORKS_WITHOUT_AI_ACCOUNT } from "./differences";
import type { ToolPoint, ToolQuestion, ToolStep } from "./tool-content";

/** A titled band of a tool page; every other band is tinted so the page reads in chapters. */
export function ToolSection({
  id,
  eyebrow,
  title,
  description,
  tinted = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // The tint reaches the window's edges while the content keeps the page's column.
      className={cn(
        "py-16 first:pt-4 sm:py-20 sm:first:pt-8",
        tinted && "-mx-4 bg-slate-50 px-4 sm:-mx-6 sm:px-6 lg:-mx-8 lg:rounded-3xl lg:px-8",
      )}
    >
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      <div className="mt-12">{children}</div>
    </section>
  );
}

/** What the tool does: cards of icon, title and text, two or three to a row. */
export function PointGrid({ points, columns = 3 }: { points: readonly ToolPoint[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {points.map(({ icon: Icon, title, description }) => (
        <li key={title} className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-blue-600 to-indigo-600 text-white shadow-md shadow-blue-600/20">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-lg leading-snug font-semibold text-slate-900">{title}</h3>
          <p className="text-sm leading-6 text-slate-600">{description}</p>
        </li>
      ))}
    </ul>
  );
}

/** How it works: the steps in order, numbered, as the landing page draws them. */
export function StepList({ steps }: { steps: readonly ToolStep[] }) {
  return (
    <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-base font-bold text-blue-700 ring-1 ring-blue-100"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The questions visitors ask, each answer folded under its question. */
export function FaqList({ questions }: { questions: readonly ToolQuestion[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {questions.map(({ question, answer }) => (
        <details key={question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-5 text-sm leading-6 text-slate-600">{answer}</div>
        </details>
      ))}
    </div>
  );
}

/** The page's last word: one more way into the tool, after the visitor has read about it. */
export function ClosingCallToAction({
  id,
  title,
  description,
  isSignedIn,
  to,
  label,
}: {
  id: string;
  title: string;
  description: string;
  isSignedIn: boolean;
  to: string;
  label: string;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="relative isolate overflow-hidden rounded-3xl border border-blue-100 bg-linear-to-br from-blue-50 via-indigo-50 to-white px-6 py-14 text-center sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-indigo-200/40 blur-3xl" />
        <h2 id={id} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-pretty text-slate-600 sm:text-lg">{description}</p>
        <div className="mt-8 flex justify-center">
          <CallToAction isSignedIn={isSignedIn} to={to} label={label} />
        </div>
      </div>
    </section>
  );
}

export interface ToolPageEndingProps {
  stepsTitle: string;
  steps: readonly ToolStep[];
  /** The heading over the three promises every tool keeps. */
  differenceTitle: string;
  faqTitle: string;
  questions: readonly ToolQuestion[];
  closing: { id: string; title: string; description: string };
  callToAction: CallToActionProps;
  /** The bands alternate with the page's own sections above: tint the first of these when the last above is plain. */
  startTinted?: boolean;
}

/** Every tool page ends alike: how it works, what makes Vitae different, questions, and one more way in. */
export function ToolPageEnding({
  stepsTitle,
  steps,
  differenceTitle,
  faqTitle,
  questions,
  closing,
  callToAction,
  startTinted = false,
}: ToolPageEndingProps) {
  return (
    <>
      <ToolSection id="how-it-works" eyebrow="How it works" title={stepsTitle} tinted={startTinted}>
        <StepList steps={steps} />
      </ToolSection>
      <ToolSection id="why-vitae" eyebrow="What makes it different" title={differenceTitle} tinted={!startTinted}>
        <PointGrid points={[WORKS_WITHOUT_AI_ACCOUNT, DATA_STAYS_HERE, REAL_TEXT_PDFS]} />
      </ToolSection>
      <ToolSection id="faq" eyebrow="FAQ" title={faqTitle} tinted={startTinted}>
        <FaqList questions={questions} />
      </ToolSection>
      <ClosingCallToAction {...closing} {...callToAction} />
    </>
  );
}
