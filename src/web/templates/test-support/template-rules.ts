/**
 * What each layout prints by design, read from the template definitions, for the layout unit tests
 * and the browser and PDF tests.
 */
import { templateCatalog } from "../catalog";
import type { TemplateDefinition } from "../define-template";
import { ALL_CONTACTS, getContactItems } from "../primitives/contact-line";
import { sampleResume } from "../sample-resume";

const perTemplate = <T>(fact: (template: TemplateDefinition) => T): Record<string, T> =>
  Object.fromEntries(templateCatalog.map((template) => [template.id, fact(template)]));

/** The section titles each layout prints for the sample resume (its custom section adds 'Volunteering'). */
export const SECTION_TITLES: Record<string, readonly string[]> = perTemplate((template) =>
  Object.values(template.columns)
    .flat()
    .filter((kind) => kind !== "custom")
    .map((kind) => template.titles[kind]),
);

/** The sample's website and LinkedIn as printed (without scheme). */
export const SAMPLE_WEBSITE = "jordanellis.dev";
export const SAMPLE_LINKEDIN = "linkedin.com/in/jordanellis";

/** The sample's contacts, as printed, that a layout leaves out. */
export const OMITTED_CONTACTS: Record<string, readonly string[]> = perTemplate((template) =>
  getContactItems(
    sampleResume.personal_info,
    ALL_CONTACTS.filter((kind) => !template.contacts.includes(kind)),
  ).map((item) => item.label),
);

/** How each layout labels a current role. */
export const PRESENT_LABEL: Record<string, string> = perTemplate((template) => template.presentLabel);
