import type { TemplateDefinition } from "#web/templates/define-template";
import { TemplateThumbnail } from "#web/templates/template-thumbnail";
import { cn } from "#web/lib/cn";

/**
 * Templates drawn live by their own components with the sample resume, so the page always shows
 * the layouts as they print today. Each thumbnail is decorative; its caption names it.
 */
export function TemplateShowcase({
  templates,
  label,
  columns,
}: {
  templates: readonly TemplateDefinition[];
  label: string;
  /** On wide screens: rows of three or four, whichever leaves no card alone on the last row. */
  columns: 3 | 4;
}) {
  const thumbnailWidth = columns === 3 ? 240 : 200;
  return (
    <ul aria-label={label} className={cn("grid gap-6 sm:grid-cols-2", columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
      {templates.map((template) => (
        <li key={template.id}>
          <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="flex justify-center bg-slate-100 p-4">
              <TemplateThumbnail templateId={template.id} width={thumbnailWidth} className="rounded-sm shadow-md ring-1 ring-slate-900/5" />
            </div>
            <figcaption className="flex flex-1 flex-col gap-1 p-4">
              <span className="font-semibold text-slate-900">{template.name}</span>
              <span className="text-sm text-slate-600">{template.tagline}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
