import type { TemplateDefinition } from "../../../templates/define-template";
import { TemplateThumbnail } from "../../../templates/template-thumbnail";

/**
 * Templates drawn live by their own components with the sample resume, so the page always shows
 * the layouts as they print today. Each thumbnail is decorative; its caption names it.
 */
export function TemplateShowcase({ templates, label }: { templates: readonly TemplateDefinition[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-6">
      {templates.map((template) => (
        <li key={template.id}>
          <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="flex justify-center bg-slate-100 p-4">
              <TemplateThumbnail templateId={template.id} width={200} className="rounded-sm shadow-md ring-1 ring-slate-900/5" />
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
