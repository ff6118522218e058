import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isResumeId } from "#shared/ids";
import type { ResumeContent } from "#shared/resume";
import { readCurrentDocument, readDraft } from "#web/lib/resume-drafts";
import { useEditorStore, type EditorDocument } from "../store/editor-store";
import { startAutoSave, type AutoSave, type AutoSaveOptions } from "./auto-save";
import type { SaveState } from "./save-status";
import { FakeResumeServer } from "./test-support/fake-resume-server";
import { contentAtThreshold, contentBelowThreshold, FULL_SUMMARY } from "./test-support/resume-content";

const ID = "0196a0c0-0000-7000-8000-000000000001";
const editor = () => useEditorStore.getState();

let server: FakeResumeServer;
let statuses: SaveState[];
let saver: AutoSave | undefined;

/** Opens a document in the real editor store and starts auto-save on it against the fake server. */
function open(document: Partial<EditorDocument> = {}, options: Partial<AutoSaveOptions> = {}): AutoSave {
  editor().open({ id: ID, content: contentAtThreshold(), serverUpdatedAt: null, ...document });
  saver = startAutoSave({ store: useEditorStore, gateway: server, onStatus: (state) => statuses.push(state), ...options });
  return saver;
}

/** Opens a resume the server already holds, at the version the editor last saw. */
function openSaved(content: ResumeContent = contentAtThreshold(), options: Partial<AutoSaveOptions> = {}) {
  const stored = server.writeElsewhere(ID, content, null);
  return { saver: open({ content, serverUpdatedAt: stored.updated_at }, options), stored };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const lastStatus = () => statuses.at(-1);
const methods = () => server.calls.map((call) => call.method);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  server = new FakeResumeServer();
  statuses = [];
});

afterEach(() => {
  saver?.stop();
  saver = undefined;
  editor().close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("auto-save: when it sends", () => {
  it("sends once, 2 s after the last change, with the latest content", async () => {
    open();
    editor().setTitle("First");
    await advance(1500);
    editor().setTitle("Second");
    await advance(1999);
    expect(server.writes()).toHaveLength(0);
    expect(lastStatus()).toBe("waiting");

    await advance(1);
    expect(server.writes()).toHaveLength(1);
    expect(server.writes()[0]!.content!.title).toBe("Second");
    expect(statuses.slice(-2)).toEqual(["saving", "saved"]);
  });

  it("sends nothing below 80%: the edits stay a draft on this device until the score reaches 80", async () => {
    open({ content: contentBelowThreshold() });
    editor().setTitle("Draft only");
    expect(lastStatus()).toBe("below-threshold");
    await advance(10_000);
    await saver!.flush({ keepalive: true });
    expect(server.calls).toHaveLength(0);
    expect(lastStatus()).toBe("below-threshold");
    expect(readDraft(ID)?.content.title).toBe("Draft only");

    editor().updatePersonal({ summary: FULL_SUMMARY });
    expect(lastStatus()).toBe("waiting");
    await advance(2000);
    expect(methods()).toEqual(["create"]);
    expect(server.stored(ID)?.title).toBe("Draft only");
    expect(readDraft(ID)).toBeNull();
  });

  it("sends nothing for an opened resume until it changes, and nothing after stop", async () => {
    const { saver: opened } = openSaved();
    await advance(10_000);
    expect(server.calls).toHaveLength(0);

    editor().setTitle("Edited, then the editor closed");
    opened.stop();
    await advance(10_000);
    expect(server.calls).toHaveLength(0);
  });
});

describe("auto-save: create, then update", () => {
  it("creates a new resume on its first save and then updates the version it last saw, each save with an id of its own", async () => {
    open();
    editor().setTitle("One");
    await advance(2000);
    const created = server.stored(ID)!;
    expect(editor().document?.serverUpdatedAt).toBe(created.updated_at);

    editor().setTitle("Two");
    await advance(2000);
    const [create, update] = server.writes();
    expect(create).toMatchObject({ method: "create", id: ID, content: { title: "One" } });
    expect(update).toMatchObject({ method: "update", id: ID, content: { title: "Two" }, lastSeenUpdatedAt: created.updated_at });
    const saveIds = [create!.options!.saveId!, update!.options!.saveId!];
    expect(saveIds.every(isResumeId)).toBe(true);
    expect(new Set(saveIds).size).toBe(2);
    expect(server.stored(ID)).toMatchObject({ title: "Two", save_id: saveIds[1] });
    expect(editor().document?.serverUpdatedAt).toBe(server.stored(ID)!.updated_at);
    expect(lastStatus()).toBe("saved");
  });

  it("keeps the save's id in this tab's copy and the draft before the answer, and drops the draft once the server has the content", async () => {
    open();
    server.failNext({ kind: "slow", ms: 1000 });
    editor().setTitle("On its way");
    await advance(2000);
    const saveId = server.writes()[0]!.options!.saveId!;
    expect(readCurrentDocument()?.sentSaveIds).toEqual([saveId]);
    expect(readDraft(ID)).toMatchObject({ sentSaveIds: [saveId], content: { title: "On its way" } });

    await advance(1000);
    expect(readDraft(ID)).toBeNull();
    expect(readCurrentDocument()).toMatchObject({ sentSaveIds: [], serverUpdatedAt: server.stored(ID)!.updated_at });
  });

  it("saves an edit made while a save is on its way right after that save's answer, keeping the draft until then", async () => {
    open();
    server.failNext({ kind: "slow", ms: 3000 });
    editor().setTitle("One");
    await advance(2000);
    await advance(500);
    editor().setTitle("Two");
    await advance(2500);
    // The first save's answer is in; the edit is still only on this device.
    expect(methods()).toEqual(["create"]);
    expect(server.stored(ID)?.title).toBe("One");
    expect(readDraft(ID)?.content.title).toBe("Two");

    // A zero delay is one millisecond for timers.
    await advance(1);
    expect(methods()).toEqual(["create", "update"]);
    expect(server.stored(ID)?.title).toBe("Two");
    expect(readDraft(ID)).toBeNull();
    expect(statuses).not.toContain("conflict");
  });
});

describe("auto-save: conflicts", () => {
  /** Another tab saves over the version this editor opened; this editor then edits. */
  async function meetConflict() {
    openSaved();
    server.writeElsewhere(ID, { ...contentAtThreshold(), title: "Theirs" });
    editor().setTitle("Mine");
    await advance(2000);
  }

  it("a newer version from another tab stops auto-save until the user chooses, and keeps the edits on this device", async () => {
    await meetConflict();
    expect(lastStatus()).toBe("conflict");
    expect(server.writes()).toHaveLength(1);

    editor().setTitle("Mine, edited further");
    await advance(60_000);
    expect(server.writes()).toHaveLength(1);
    expect(lastStatus()).toBe("conflict");
    expect(readDraft(ID)?.content.title).toBe("Mine, edited further");
    expect(server.stored(ID)?.title).toBe("Theirs");
  });

  it("'Keep mine' saves this tab's content over the newer version", async () => {
    await meetConflict();
    editor().setTitle("Mine, edited further");
    await saver!.resolveConflict("keep-mine");
    expect(server.stored(ID)?.title).toBe("Mine, edited further");
    expect(lastStatus()).toBe("saved");
    expect(readDraft(ID)).toBeNull();

    editor().setTitle("Later");
    await advance(2000);
    expect(server.stored(ID)?.title).toBe("Later");
  });

  it("'Reload' takes the server's version, drops the draft and sends nothing", async () => {
    await meetConflict();
    const writesBefore = server.writes().length;
    await saver!.resolveConflict("reload");
    expect(editor().document).toMatchObject({ content: { title: "Theirs" }, serverUpdatedAt: server.stored(ID)!.updated_at });
    expect(readDraft(ID)).toBeNull();
    expect(lastStatus()).toBe("saved");
    await advance(10_000);
    expect(server.writes()).toHaveLength(writesBefore);

    editor().setTitle("After reload");
    await advance(2000);
    expect(server.stored(ID)?.title).toBe("After reload");
  });

  it("a first save that meets a resume of the same id already on the server is a conflict too", async () => {
    server.writeElsewhere(ID, { ...contentAtThreshold(), title: "Created by another tab" });
    open();
    editor().setTitle("Mine");
    await advance(2000);
    expect(methods()).toEqual(["create"]);
    expect(lastStatus()).toBe("conflict");
    expect(server.stored(ID)?.title).toBe("Created by another tab");
  });
});

describe("auto-save: failed saves", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  const writeTimes = () => server.writes().map((call) => call.at);
  const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

  it("retries a save that cannot reach the server after 1, 2 and 4 s, keeping the draft until it lands", async () => {
    openSaved();
    server.failNext({ kind: "unreachable" }, { kind: "unreachable" }, { kind: "unreachable" });
    editor().setTitle("Offline edit");
    await advance(2000);
    expect(server.writes()).toHaveLength(1);
    expect(lastStatus()).toBe("retrying");
    expect(console.error).toHaveBeenCalled();

    await advance(999);
    expect(server.writes()).toHaveLength(1);
    await advance(1);
    expect(server.writes()).toHaveLength(2);
    await advance(2000);
    expect(server.writes()).toHaveLength(3);
    expect(readDraft(ID)?.content.title).toBe("Offline edit");
    await advance(4000);
    expect(server.writes()).toHaveLength(4);
    expect(server.stored(ID)?.title).toBe("Offline edit");
    expect(lastStatus()).toBe("saved");
    expect(readDraft(ID)).toBeNull();
  });

  it("retries server errors with a backoff that stops growing at 30 s, and starts from 1 s again after a success", async () => {
    openSaved();
    server.failNext(...Array.from({ length: 7 }, () => ({ kind: "server-error" as const, status: 503 })));
    editor().setTitle("While the server is down");
    await advance(2000 + 1000 + 2000 + 4000 + 8000 + 15_000 + 30_000 + 30_000);
    expect(gaps(writeTimes())).toEqual([1000, 2000, 4000, 8000, 15_000, 30_000, 30_000]);
    expect(server.stored(ID)?.title).toBe("While the server is down");

    server.failNext({ kind: "server-error", status: 500 });
    editor().setTitle("Another edit");
    await advance(2000 + 1000);
    expect(gaps(writeTimes()).slice(-2)).toEqual([2000, 1000]);
    expect(server.stored(ID)?.title).toBe("Another edit");
  });
});

describe("auto-save: refused saves", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("does not send a refused save again; it tells why, keeps the draft, and the next edit tries again", async () => {
    openSaved();
    const problems: Array<string | undefined> = [];
    saver!.stop();
    saver = startAutoSave({
      store: useEditorStore,
      gateway: server,
      onStatus: (state, detail) => {
        statuses.push(state);
        problems.push(detail?.problem);
      },
    });
    server.failNext({ kind: "refused", status: 422, code: "VALIDATION_FAILED", message: "Must be at most 120 characters." });
    editor().setTitle("Refused edit");
    await advance(2000);
    expect(lastStatus()).toBe("refused");
    expect(problems.at(-1)).toBe("Must be at most 120 characters.");
    await advance(60_000);
    expect(server.writes()).toHaveLength(1);
    expect(readDraft(ID)?.content.title).toBe("Refused edit");

    editor().setTitle("Fixed edit");
    await advance(2000);
    expect(server.writes()).toHaveLength(2);
    expect(server.stored(ID)?.title).toBe("Fixed edit");
    expect(lastStatus()).toBe("saved");
  });

  it("tells a first save refused by a full account apart from a conflict: the server's words, the draft kept on this device", async () => {
    const problems: Array<string | undefined> = [];
    open(
      {},
      {
        onStatus: (state, detail) => {
          statuses.push(state);
          problems.push(detail?.problem);
        },
      },
    );
    const message = "You have 200 resumes, the most one account can keep. Delete one you no longer need to create another.";
    server.failNext({ kind: "refused", status: 409, code: "ACCOUNT_LIMIT_REACHED", message });
    editor().setTitle("One too many");
    await advance(2000);
    expect(lastStatus()).toBe("refused");
    expect(problems.at(-1)).toBe(message);
    await advance(60_000);
    expect(methods()).toEqual(["create"]);
    expect(readDraft(ID)).toMatchObject({ serverUpdatedAt: null, content: { title: "One too many" } });
  });

  it("retries a rate-limited save, which passes with time", async () => {
    openSaved();
    server.failNext({ kind: "refused", status: 429, code: "RATE_LIMITED", message: "Too many requests." });
    editor().setTitle("Busy server");
    await advance(2000);
    expect(lastStatus()).toBe("retrying");
    await advance(1000);
    expect(server.stored(ID)?.title).toBe("Busy server");
  });
});

describe("auto-save: saves whose answer went unseen (decision 013)", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("a create whose answer was lost is followed by an update of that version, not a conflict", async () => {
    open();
    server.failNext({ kind: "answer-lost" });
    editor().setTitle("Created, answer lost");
    await advance(2000);
    expect(lastStatus()).toBe("retrying");
    const landed = server.stored(ID)!;

    await advance(1000);
    expect(methods()).toEqual(["create", "fetch", "update"]);
    expect(server.calls[2]!.lastSeenUpdatedAt).toBe(landed.updated_at);
    expect(statuses).not.toContain("conflict");
    expect(lastStatus()).toBe("saved");
  });

  it("a create that never reached the server is sent again once the server says it has no such resume", async () => {
    open();
    server.failNext({ kind: "unreachable" });
    editor().setTitle("Never arrived");
    await advance(3000);
    expect(methods()).toEqual(["create", "fetch", "create"]);
    expect(server.stored(ID)?.title).toBe("Never arrived");
    expect(lastStatus()).toBe("saved");
  });

  it("an update whose answer was lost is retried over the version it wrote", async () => {
    openSaved();
    server.failNext({ kind: "answer-lost" });
    editor().setTitle("Updated, answer lost");
    await advance(3000);
    expect(methods()).toEqual(["update", "fetch", "update"]);
    expect(statuses).not.toContain("conflict");
    expect(server.stored(ID)?.title).toBe("Updated, answer lost");
  });

  it("after a reload, a version written by one of the sent saves is built on without a conflict", async () => {
    const opened = server.writeElsewhere(ID, contentAtThreshold(), null);
    server.writeElsewhere(ID, { ...contentAtThreshold(), title: "Sent as the page closed" }, "save-sent-on-unload");
    open(
      { content: { ...contentAtThreshold(), title: "Sent as the page closed" }, serverUpdatedAt: opened.updated_at },
      { startsDirty: true, sentSaveIds: ["save-sent-on-unload"] },
    );
    await advance(0);
    expect(methods()).toEqual(["fetch", "update"]);
    expect(lastStatus()).toBe("saved");
    expect(readCurrentDocument()?.sentSaveIds).toEqual([]);
  });

  it("after a reload, a version with a save id this editor never sent is another writer's: a conflict", async () => {
    const opened = server.writeElsewhere(ID, contentAtThreshold(), null);
    server.writeElsewhere(ID, { ...contentAtThreshold(), title: "Another tab's" }, "save-of-another-tab");
    open(
      { content: { ...contentAtThreshold(), title: "Mine" }, serverUpdatedAt: opened.updated_at },
      { startsDirty: true, sentSaveIds: ["save-sent-on-unload"] },
    );
    await advance(0);
    expect(methods()).toEqual(["fetch", "update"]);
    expect(lastStatus()).toBe("conflict");
    expect(server.stored(ID)?.title).toBe("Another tab's");
  });
});

describe("auto-save: flush", () => {
  it("a closing page's flush sends pending edits at once with keepalive, without asking the server first", async () => {
    const stored = server.writeElsewhere(ID, contentAtThreshold(), null);
    open({ serverUpdatedAt: stored.updated_at }, { sentSaveIds: ["unseen-earlier-save"] });
    editor().setTitle("Typed just before closing");
    await advance(300);
    await saver!.flush({ keepalive: true });
    expect(server.calls).toEqual([
      expect.objectContaining({
        method: "update",
        lastSeenUpdatedAt: stored.updated_at,
        options: expect.objectContaining({ keepalive: true }),
      }),
    ]);
    expect(server.stored(ID)?.title).toBe("Typed just before closing");
  });

  it("leaving the editor flushes at once, and the pending timer sends nothing more", async () => {
    openSaved();
    editor().setTitle("Leaving");
    await saver!.flush();
    expect(server.writes()).toHaveLength(1);
    expect(server.writes()[0]!.options?.keepalive).toBeUndefined();
    await advance(10_000);
    expect(server.writes()).toHaveLength(1);
  });

  it("a flush with nothing changed sends nothing", async () => {
    openSaved();
    await saver!.flush({ keepalive: true });
    expect(server.calls).toHaveLength(0);
  });
});
