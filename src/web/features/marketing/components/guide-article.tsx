import type { ReactNode } from "react";

export interface GuideSection {
  /** The section's anchor: /resume-tips#quantify-results. */
  id: string;
  heading: string;
  content: ReactNode;
}

/**
 * A long read with its table of contents: the contents beside the text on wide screens and above it
 * on narrow ones, each entry a link to its section's heading.
 */
export function GuideArticle({ sections }: { sections: GuideSection[] }) {
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-labelledby="guide-contents" className="mb-10 lg:mb-0">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-20">
          <h2 id="guide-contents" className="text-sm font-semibold text-slate-900">
            On this page
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded-sm text-slate-600 hover:text-blue-700">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="prose max-w-3xl prose-slate prose-headings:scroll-mt-20 prose-a:text-blue-700 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.content}
          </section>
        ))}
      </article>
    </div>
  );
}
