/**
 * Per-layout exceptions, by design, shared by the layout unit tests and the browser and PDF tests.
 */

/** The sample's website and LinkedIn as printed (without scheme). */
export const SAMPLE_WEBSITE = "jordanellis.dev";
export const SAMPLE_LINKEDIN = "linkedin.com/in/jordanellis";

/** Contacts a layout leaves out. */
export const OMITTED_CONTACTS: Record<string, readonly string[]> = {
  executive: [SAMPLE_WEBSITE],
  corporate: [SAMPLE_WEBSITE],
  "cv-photo-elegant": [SAMPLE_WEBSITE],
  "cv-photo-creative": [SAMPLE_LINKEDIN],
};

/** The creative layouts label a current role 'Now'. */
export const PRESENT_LABEL: Record<string, string> = { creative: "Now", "cv-photo-creative": "Now" };
