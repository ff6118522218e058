import type { ReactNode } from "react";
import type { MarketingPageInfo } from "../pages/marketing-pages";
import { useDocumentMeta } from "#web/lib/use-document-meta";

export interface ContentPageProps {
  info: MarketingPageInfo;
  /** A word or two above the heading: the page's kind ('Guide', 'Tool', 'Legal'). */
  eyebrow: string;
  heading: string;
  lead: ReactNode;
  /** Under the header band, before the body: a call to action, a filter... */
  actions?: ReactNode;
  children: ReactNode;
  /** The body's width: reading text, or wide for galleries. */
  width?: "text" | "wide";
}

/** A footer page: its header band and its body in readable type (the shell adds the site footer). */
export function ContentPage({ info, eyebrow, heading, lead, actions, children, width = "text" }: ContentPageProps) {
  useDocumentMeta(info);
  return (
    <div className="bg-white text-slate-900">
      <header className="border-b border-slate-200 bg-linear-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
          <div className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-600">{lead}</div>
          {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
        </div>
      </header>
      <div className={width === "text" ? "mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8" : "mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"}>
        {children}
      </div>
    </div>
  );
}
