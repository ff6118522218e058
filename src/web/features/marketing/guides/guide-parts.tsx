import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { CallToAction, type CallToActionProps } from "../components/call-to-action";

export interface ComparisonProps {
  /** What the pair shows, read before the two versions: "A bullet for a support engineer". */
  caption: string;
  weak: ReactNode;
  strong: ReactNode;
  /** Why the second version works better. */
  why: ReactNode;
}

/**
 * A weak and a stronger version of the same thing side by side (a bullet, an answer, an email), the
 * guides' way of showing rather than telling. Labelled in words, not only by colour.
 */
export function Comparison({ caption, weak, strong, why }: ComparisonProps) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="not-prose my-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <figcaption id={captionId} className="border-b border-slate-200 bg-slate-50 px-5 py-3 text-sm font-semibold text-slate-900">
        {caption}
      </figcaption>
      <div className="grid divide-y divide-slate-200 sm:grid-cols-2 sm:divide-x sm:divide-y-0">
        <div className="p-5">
          <p className="text-xs font-semibold tracking-wide text-rose-700 uppercase">Weak</p>
          <div className="mt-2 text-sm leading-6 text-slate-700">{weak}</div>
        </div>
        <div className="bg-blue-50/40 p-5">
          <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase">Stronger</p>
          <div className="mt-2 text-sm leading-6 text-slate-900">{strong}</div>
        </div>
      </div>
      <div className="border-t border-slate-200 px-5 py-3 text-sm leading-6 text-slate-600">{why}</div>
    </figure>
  );
}

/** A sample message to adapt (an email, a note): set apart from the guide's own voice, as a letter would be. */
export function SampleMessage({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="not-prose my-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <figcaption id={captionId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {caption}
      </figcaption>
      <div className="mt-3 space-y-3 rounded-xl bg-white p-5 text-sm leading-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
        {children}
      </div>
    </figure>
  );
}

/**
 * A word on where a Vitae tool does part of the work a section describes. A plain box, not an
 * <aside>: a complementary landmark inside the page's main one is an accessibility fault.
 */
export function VitaeTip({ children }: { children: ReactNode }) {
  return (
    <div className="not-prose my-6 rounded-xl border border-blue-100 bg-linear-to-r from-blue-50 to-indigo-50 px-5 py-4 text-sm leading-6 text-slate-700">
      <p className="font-semibold text-blue-800">In Vitae</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/**
 * A link to a signed-in tool from the text: a visitor who is not signed in is sent to sign in by the
 * tool's own route, so the link names the tool either way.
 */
export function ToolLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
      {children}
    </Link>
  );
}

/** A wide table that scrolls inside its own box on a narrow screen, never the page. */
export function GuideTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export interface GuideClosingProps extends CallToActionProps {
  heading: string;
  children: ReactNode;
}

/** The guide's last word: what to do next, and the way into the product to do it. */
export function GuideClosing({ heading, children, ...action }: GuideClosingProps) {
  return (
    <section
      aria-labelledby="guide-closing"
      className="mt-16 rounded-3xl border border-blue-100 bg-linear-to-r from-blue-50 to-indigo-50 px-6 py-10 text-center sm:px-12"
    >
      <h2 id="guide-closing" className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-base leading-7 text-pretty text-slate-700">{children}</p>
      <div className="mt-8 flex justify-center">
        <CallToAction {...action} />
      </div>
    </section>
  );
}
