import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent, resumeContentSchema } from "#shared/resume";
import {
  clearCurrentDocument,
  deleteDraft,
  listDrafts,
  readCurrentDocument,
  readDraft,
  writeCurrentDocument,
  writeDraft,
} from "./resume-drafts";

const copy = (id: string, title = `Resume ${id}`) => ({
  id,
  content: { ...emptyResumeContent(), title },
  serverUpdatedAt: null,
  sentSaveIds: [],
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-05-01T10:00:00.000Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("local drafts", () => {
  it("keep a resume on this device, with the time it was written", () => {
    writeDraft({ ...copy("r1"), serverUpdatedAt: "2026-04-30T00:00:00.000Z", sentSaveIds: ["save-1"] });
    expect(readDraft("r1")).toEqual({
      ...copy("r1"),
      // Read through the resume schema, which fills the optional fields.
      content: resumeContentSchema.parse(copy("r1").content),
      serverUpdatedAt: "2026-04-30T00:00:00.000Z",
      sentSaveIds: ["save-1"],
      savedAt: "2026-05-01T10:00:00.000Z",
    });
    expect(readDraft("other")).toBeNull();
  });

  it("are listed newest first, one per resume, the latest write winning", () => {
    writeDraft(copy("r1"));
    vi.setSystemTime(new Date("2026-05-01T11:00:00.000Z"));
    writeDraft(copy("r2"));
    vi.setSystemTime(new Date("2026-05-01T12:00:00.000Z"));
    writeDraft(copy("r1", "Resume r1, edited"));
    expect(listDrafts().map((draft) => [draft.id, draft.content.title])).toEqual([
      ["r1", "Resume r1, edited"],
      ["r2", "Resume r2"],
    ]);
  });

  it("are deleted one resume at a time", () => {
    writeDraft(copy("r1"));
    writeDraft(copy("r2"));
    deleteDraft("r1");
    deleteDraft("never-drafted");
    expect(listDrafts().map((draft) => draft.id)).toEqual(["r2"]);
  });

  it("survive the page in localStorage, while this tab's copy lives in sessionStorage only", () => {
    writeDraft(copy("r1"));
    writeCurrentDocument(copy("r2"));
    expect(Object.keys(localStorage)).toEqual(["vitae.drafts"]);
    expect(Object.keys(sessionStorage)).toEqual(["vitae.editor.current"]);
  });

  it("leave out what cannot be read as a resume, and keep the rest", () => {
    writeDraft(copy("good"));
    const stored = JSON.parse(localStorage.getItem("vitae.drafts")!) as Record<string, unknown>;
    stored.noContent = { id: "noContent" };
    stored.badTitle = { ...copy("badTitle"), content: { ...emptyResumeContent(), title: "" } };
    stored.noId = { content: emptyResumeContent() };
    localStorage.setItem("vitae.drafts", JSON.stringify(stored));
    expect(listDrafts().map((draft) => draft.id)).toEqual(["good"]);
    expect(readDraft("badTitle")).toBeNull();

    localStorage.setItem("vitae.drafts", "{not json");
    expect(listDrafts()).toEqual([]);
    writeDraft(copy("after"));
    expect(readDraft("after")?.id).toBe("after");
  });

  it("read a copy from an older version without save ids, version or time as having none", () => {
    // Before save ids, and before resumes had a layout: the schema completes the content.
    const { layout: _layout, ...older } = emptyResumeContent();
    localStorage.setItem("vitae.drafts", JSON.stringify({ old: { id: "old", content: older } }));
    expect(readDraft("old")).toEqual({
      id: "old",
      content: resumeContentSchema.parse(emptyResumeContent()),
      serverUpdatedAt: null,
      sentSaveIds: [],
      savedAt: "1970-01-01T00:00:00.000Z",
    });
  });

  it("do not break editing when the storage is full: the write is skipped with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    writeDraft(copy("kept"));
    // jsdom holds 5,000,000 code units per origin, as browsers do.
    localStorage.setItem("filler", "x".repeat(4_999_000));
    expect(() => writeDraft(copy("too-much", "A".repeat(2000)))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("vitae.drafts"), expect.anything());
    expect(readDraft("too-much")).toBeNull();
    expect(readDraft("kept")?.id).toBe("kept");
  });
});

describe("this tab's copy", () => {
  it("is written, read back and cleared when the editor is left", () => {
    writeCurrentDocument({ ...copy("r1"), sentSaveIds: ["save-1"] });
    expect(readCurrentDocument()).toMatchObject({ id: "r1", sentSaveIds: ["save-1"], savedAt: "2026-05-01T10:00:00.000Z" });
    writeCurrentDocument(copy("r2"));
    expect(readCurrentDocument()?.id).toBe("r2");
    clearCurrentDocument();
    expect(readCurrentDocument()).toBeNull();
  });
});
