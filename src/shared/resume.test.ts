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

describe("custom section rows", () => {
  const section = (item: Record<string, string>) => ({
    ...emptyResumeContent(),
    custom_sections: [{ id: "s1", title: "Awards", fields: [{ id: "f1", name: "field_1", label: "Award", type: "text" }], items: [item] }],
  });

  it("keep one value per field name", () => {
    const item = { id: "i1", field_1: "Best paper", field_2: "2024" };
    expect(resumeContentSchema.parse(section(item)).custom_sections[0]?.items[0]).toEqual(item);
  });

  it("hold no more values than a section has fields, so one row cannot carry a whole request", () => {
    const item = Object.fromEntries([["id", "i1"], ...Array.from({ length: 21 }, (_, index) => [`field_${index + 1}`, "x"])]);
    const result = resumeContentSchema.safeParse(section(item));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["custom_sections", 0, "items", 0], message: "At most 20 values." }),
    ]);
  });

  it("name their values as fields are named", () => {
    const result = resumeContentSchema.safeParse(section({ id: "i1", "Not A Field!": "x" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["custom_sections", 0, "items", 0, "Not A Field!"]);
  });
});
