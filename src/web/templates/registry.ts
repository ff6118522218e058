import type { TemplateDefinition } from "./define-template";
import { templateCatalog } from "./catalog";
import { modernTemplate } from "./catalog/modern";
import { DEFAULT_FIT_BOUNDS, type FitBounds } from "./fit/fit-ladder";

const byId = new Map(templateCatalog.map((template) => [template.id, template]));

/** Seed 000: any unknown id renders as modern, so a stored resume always has a layout. */
export function getTemplate(id: string): TemplateDefinition {
  return byId.get(id) ?? modernTemplate;
}

export const fitBoundsOf = (id: string): FitBounds => getTemplate(id).fit ?? DEFAULT_FIT_BOUNDS;
