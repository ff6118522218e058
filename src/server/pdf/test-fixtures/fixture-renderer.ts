import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { LocalFileStore } from "../../storage/file-store";
import { ChromiumPdfRenderer, type PdfRendererOptions, type RenderRequest } from "../pdf-renderer";

/** The fixture print entry: a real page in the real browser, whose render obeys words in the title. */
export const FIXTURE_WEB_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "web");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A render on behalf of one user, Ada, for tests where whose render it is does not matter. */
export const ADA: RenderRequest = { owner: "ada" };

/** A render on behalf of a user of its own. */
export const as = (owner: string): RenderRequest => ({ owner });

/** A resume whose title carries the fixture's commands ("pages:3", "hang", ...). */
export const fixtureResume = (title: string, fullName = "Ada Lovelace", email = "ada@example.com"): ResumeContent => ({
  ...emptyResumeContent(),
  title,
  personal_info: { fullName, email, phone: "", location: "", summary: "" },
});

export interface FixtureRenderer {
  renderer: ChromiumPdfRenderer;
  files: LocalFileStore;
  close(): Promise<void>;
}

/** A file store that tells `onRead` of every file the page asks for (the fixture's "started:" asks for one as it begins a render). */
class WatchedFileStore extends LocalFileStore {
  constructor(
    dataDir: string,
    private readonly onRead: (key: string) => void,
  ) {
    super(dataDir);
  }

  override read(key: string) {
    this.onRead(key);
    return super.read(key);
  }
}

export async function fixtureRenderer({
  onFileRead,
  ...options
}: Partial<PdfRendererOptions> & { onFileRead?: (key: string) => void } = {}): Promise<FixtureRenderer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-pdf-test-"));
  const files = onFileRead ? new WatchedFileStore(dataDir, onFileRead) : new LocalFileStore(dataDir);
  const renderer = new ChromiumPdfRenderer({ webRoot: FIXTURE_WEB_ROOT, files, chromiumPath: CHROMIUM_PATH, ...options });
  return {
    renderer,
    files,
    async close() {
      await renderer.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
