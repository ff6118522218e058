import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#web/lib/cn";
import { TEMPLATE_STYLES, TEMPLATE_STYLE_INFO, templateStylePath, type TemplateStyle } from "./template-styles";

export interface TemplateStyleLinksProps {
  /** The heading the list is named by. */
  labelledBy: string;
  /** The page's own style, left out of the list. */
  current?: TemplateStyle;
}

/** The style pages as cards: from the gallery into a style, and from one style to the others. */
export function TemplateStyleLinks({ labelledBy, current }: TemplateStyleLinksProps) {
  return (
    <ul aria-labelledby={labelledBy} className={cn("grid gap-4 sm:grid-cols-2", current ? "lg:grid-cols-4" : "lg:grid-cols-5")}>
      {TEMPLATE_STYLES.filter((style) => style !== current).map((style) => {
        const { name, summary, templateIds } = TEMPLATE_STYLE_INFO[style];
        return (
          <li key={style}>
            <Link
              to={templateStylePath(style)}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow outline-none hover:border-blue-300 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-blue-500/50"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                {name} templates
                <ArrowRight aria-hidden="true" className="size-4 text-blue-700 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-2 text-sm leading-6 text-slate-600">{summary}</span>
              <span className="mt-3 text-xs font-medium text-blue-700">{templateIds.length} layouts</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
