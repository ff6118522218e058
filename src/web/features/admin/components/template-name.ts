import { templateCatalog } from "#web/templates/catalog";

/** The name the template picker shows; an id the catalogue no longer has is shown as it is stored. */
export const templateName = (id: string): string => templateCatalog.find((template) => template.id === id)?.name ?? id;
