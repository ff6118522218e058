import { ListChecks, MousePointerClick, PenLine, type LucideIcon } from "lucide-react";
import { templateCounts } from "#web/lib/template-ids";
import { SectionHeading } from "../components/section-heading";

type Step = { icon: LucideIcon; title: string; description: string };

/** The path from an example to the visitor's own document, as the product does it. */
function stepsFor(noun: string): Step[] {
  return [
    {
      icon: MousePointerClick,
      title: "Choose 'Use this example'",
      description: `A copy of the ${noun} is saved to your account and opens in the editor. If you are not signed in yet, you sign in first and it opens right after.`,
    },
    {
      icon: PenLine,
      title: "Make it yours",
      description:
        "Replace each line with your own experience. The A4 preview updates as you type, changes save automatically, and the completion meter lists anything still missing.",
    },
    {
      icon: ListChecks,
      title: "Pick a look and export",
      description: `Switch to any of the ${templateCounts.all} templates without retyping a word, then download a PDF with real, selectable text that applicant tracking systems can read.`,
    },
  ];
}

/** What every example does on purpose: the habits worth copying even without the example. */
const HABITS = [
  {
    title: "A summary with a direction",
    description: "Two or three sentences: what you do, for how long, what you are good at and what you want next.",
  },
  {
    title: "Bullets that end in a result",
    description: "Each starts with a verb, says what was done and finishes with what changed, with a number where one is honest.",
  },
  {
    title: "Scale and context",
    description: "Team sizes, budgets, caseloads and customer counts tell a reader how big the job was.",
  },
  {
    title: "Keywords where screeners look",
    description: "Skills are grouped the way job adverts list them, and qualifications use their official names.",
  },
  {
    title: "One date format, newest first",
    description: "Consistent dates and a reverse-chronological order make a career easy to follow at a glance.",
  },
  {
    title: "Only what helps",
    description: "Projects, languages, certificates and a custom section appear because they support the application.",
  },
];

/** The page's second half: how to use an example, and the habits they share. */
export function ExamplesAdvice({ noun }: { noun: "resume" | "CV" }) {
  return (
    <>
      <section aria-labelledby="examples-how" className="mt-20">
        <SectionHeading
          id="examples-how"
          eyebrow="How it works"
          title={`From an example to your own ${noun}`}
          description="The examples are starting points, not forms to copy word for word: keep the structure, replace the story."
        />
        <ol className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {stepsFor(noun).map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
              <span className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/20">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-blue-700">Step {index + 1}</span>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="examples-habits" className="mt-20 rounded-3xl bg-slate-50 px-4 py-12 sm:px-10">
        <SectionHeading
          id="examples-habits"
          eyebrow="Why they work"
          title="Six habits every example shares"
          description={`Whatever your profession, these are what make a ${noun} quick to read for a person and easy to parse for software.`}
        />
        <dl className="mx-auto mt-10 grid max-w-5xl gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {HABITS.map(({ title, description }) => (
            <div key={title}>
              <dt className="font-semibold text-slate-900">{title}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-600">{description}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
