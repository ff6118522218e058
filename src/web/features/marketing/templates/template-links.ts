export const RESUME_TEMPLATES_PATH = "/resume-templates";

/** The query parameter of /resume-templates that opens one template's full-size preview. */
export const PREVIEW_PARAM = "preview";

/** A link to a template's full-size preview on the gallery page (the landing page's strip links there). */
export const templatePreviewPath = (templateId: string) => `${RESUME_TEMPLATES_PATH}?${PREVIEW_PARAM}=${encodeURIComponent(templateId)}`;
