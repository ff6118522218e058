import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useEditorStore } from "../store/editor-store";
import { startAutoSave, type AutoSave } from "./auto-save";
import { flushWhenPageHides } from "./flush-on-page-hide";
import { FakeResumeServer } from "./test-support/fake-resume-server";
import { contentAtThreshold } from "./test-support/resume-content";

const ID = "0196a0c0-0000-7000-8000-000000000002";

let server: FakeResumeServer;
let saver: AutoSave;
let stopListening: () => void;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  server = new FakeResumeServer();
  const stored = server.writeElsewhere(ID, contentAtThreshold(), null);
  useEditorStore.getState().open({ id: ID, content: contentAtThreshold(), serverUpdatedAt: stored.updated_at });
  saver = startAutoSave({ store: useEditorStore, gateway: server, onStatus: () => {} });
  stopListening = flushWhenPageHides(saver);
  useEditorStore.getState().setTitle("Typed a moment before leaving");
});

afterEach(() => {
  stopListening();
  saver.stop();
  useEditorStore.getState().close();
  // Back to the document's own (visible) state.
  delete (document as { visibilityState?: unknown }).visibilityState;
  vi.useRealTimers();
});

const keepaliveUpdates = () => server.writes().filter((call) => call.options?.keepalive === true);

describe("flush when the page hides", () => {
  it("sends pending edits with keepalive as the page is closed or left (pagehide)", async () => {
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(keepaliveUpdates()).toHaveLength(1);
    expect(server.stored(ID)?.title).toBe("Typed a moment before leaving");
  });

  it("sends them when the tab is hidden, and not when it becomes visible", async () => {
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    expect(server.writes()).toHaveLength(0);

    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(0);
    expect(keepaliveUpdates()).toHaveLength(1);
  });

  it("stops listening when the editor closes", async () => {
    stopListening();
    window.dispatchEvent(new Event("pagehide"));
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(0);
    expect(server.writes()).toHaveLength(0);
  });
});
