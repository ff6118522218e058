import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { TemplateDefinition } from "../../templates/define-template";
import { TemplateThumbnail } from "../../templates/template-thumbnail";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";

/** One template to choose: a live thumbnail of the real layout, its name and words, and an action. */
export function TemplateCard({
  template,
  isCurrent = false,
  showCategory = false,
  action,
}: {
  template: TemplateDefinition;
  isCurrent?: boolean;
  showCategory?: boolean;
  action: ReactNode;
}) {
  return (
    <article
      aria-labelledby={`template-${template.id}-name`}
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-xs transition-shadow hover:shadow-md",
        isCurrent ? "border-blue-500 ring-2 ring-blue-500/30" : "border-slate-200",
      )}
    >
      <div className="relative flex justify-center bg-slate-100 p-3">
        <TemplateThumbnail templateId={template.id} width={232} />
        {isCurrent && (
          <span className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-blue-600 px-2 py-0.5 text-xs font-medium text-white">
            <Check className="size-3" aria-hidden="true" />
            Current
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`template-${template.id}-name`} className="font-semibold text-slate-900">
            {template.name}
          </h3>
          {showCategory && (
            <Badge variant={template.category === "cv" ? "warning" : "secondary"} className="shrink-0">
              {template.category === "cv" ? "CV" : "RESUME"}
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">{template.description}</p>
        <p className="text-xs font-medium text-blue-700">{template.tagline}</p>
        <div className="mt-auto pt-3">{action}</div>
      </div>
    </article>
  );
}
