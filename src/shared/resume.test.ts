import { describe, expect, it } from "vitest";
import { emptyResumeContent, resumeContentSchema } from "./resume";

describe("resume layout settings", () => {
  it("reads a resume saved before they existed with 'Fit to one page' off", () => {
    const { layout: _layout, ...older } = emptyResumeContent();
    expect(resumeContentSchema.parse(older).layout).toEqual({ fit_to_page: false });
    expect(resumeContentSchema.parse({ ...older, layout: {} }).layout).toEqual({ fit_to_page: false });
  });

  it("keeps 'Fit to one page' on", () => {
    expect(resumeContentSchema.parse({ ...emptyResumeContent(), layout: { fit_to_page: true } }).layout).toEqual({ fit_to_page: true });
  });

  it("refuses a setting that is not a yes or no, at layout.fit_to_page", () => {
    const result = resumeContentSchema.safeParse({ ...emptyResumeContent(), layout: { fit_to_page: "yes" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["layout", "fit_to_page"]);
  });

  it("starts a new resume with it off", () => {
    expect(emptyResumeContent().layout).toEqual({ fit_to_page: false });
  });
});
