import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { TemplateDefinition } from "#web/templates/define-template";
import { CategoryFilter, inCategory, type CategoryFilterValue } from "./category-filter";
import { GalleryCard } from "./gallery-card";
import { PREVIEW_PARAM } from "./template-links";
import { TemplatePreviewDialog } from "./template-preview-dialog";

export interface TemplateGalleryProps {
  templates: readonly TemplateDefinition[];
  isSignedIn: boolean;
  /** The heading the grid is named by. */
  labelledBy: string;
  /** Offer the All / Resume / CV with photo filter. */
  filterable?: boolean;
}

/**
 * Live templates as cards, each opening its full-size preview and offering 'Use this template':
 * the /resume-templates gallery and every /templates/{style} page.
 */
export function TemplateGallery({ templates, isSignedIn, labelledBy, filterable = false }: TemplateGalleryProps) {
  const [category, setCategory] = useState<CategoryFilterValue>("all");
  // The last template previewed stays mounted while the dialog closes, so it can fade out and
  // hand focus back to the card that opened it.
  const [previewing, setPreviewing] = useState<TemplateDefinition | null>(null);
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openPreview = (template: TemplateDefinition, openedBy: HTMLElement) => {
    opener.current = openedBy;
    setPreviewing(template);
    setPreviewOpen(true);
  };
  // A link from elsewhere (the landing page's strip) names one template whose preview is open
  // while the address names it. Closing it hands focus to that template's card and takes the
  // name out of the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = templates.find((template) => template.id === searchParams.get(PREVIEW_PARAM)) ?? null;
  const closePreview = () => {
    setPreviewOpen(false);
    if (!linked) return;
    opener.current = document.querySelector<HTMLElement>(`[data-template-card="${linked.id}"] button`);
    setPreviewing(linked);
    setSearchParams(
      (params) => {
        params.delete(PREVIEW_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const shown = templates.filter((template) => inCategory(template, category));
  return (
    <div>
      {filterable ? (
        <div className="mb-8 flex justify-center">
          <CategoryFilter templates={templates} value={category} onChange={setCategory} />
        </div>
      ) : null}
      <ul aria-labelledby={labelledBy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((template) => (
          <li key={template.id}>
            <GalleryCard template={template} isSignedIn={isSignedIn} onPreview={openPreview} />
          </li>
        ))}
      </ul>
      <TemplatePreviewDialog
        template={linked ?? previewing}
        open={linked !== null || isPreviewOpen}
        isSignedIn={isSignedIn}
        onClose={closePreview}
        returnFocus={() => opener.current?.focus()}
      />
    </div>
  );
}
