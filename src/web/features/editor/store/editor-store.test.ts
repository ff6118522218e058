import { beforeEach, describe, expect, it } from "vitest";
import { emptyResumeContent } from "../../../../shared/resume";
import { useEditorStore } from "./editor-store";

const store = () => useEditorStore.getState();

describe("editor store: Fit to one page", () => {
  beforeEach(() => store().open({ id: "r1", content: { ...emptyResumeContent(), title: "Kept" }, serverUpdatedAt: null }));

  it("turns it on and off in the content, each time as an edit auto-save stores", () => {
    store().setFitToPage(true);
    expect(store().document?.content.layout).toEqual({ fit_to_page: true });
    expect(store().revision).toBe(1);
    store().setFitToPage(false);
    expect(store().document?.content.layout).toEqual({ fit_to_page: false });
    expect(store().revision).toBe(2);
  });

  it("changes nothing else in the resume", () => {
    const before = store().document!.content;
    store().setFitToPage(true);
    const { layout, ...rest } = store().document!.content;
    expect(layout.fit_to_page).toBe(true);
    expect(rest).toEqual((({ layout: _layout, ...others }) => others)(before));
    expect(before.layout.fit_to_page).toBe(false);
  });

  it("does nothing without an open resume", () => {
    store().close();
    store().setFitToPage(true);
    expect(store().document).toBeNull();
    expect(store().revision).toBe(0);
  });
});
