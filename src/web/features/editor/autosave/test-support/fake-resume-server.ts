import { ApiError } from "#web/lib/api-client";
import type { SaveOptions } from "#web/lib/api/resumes";
import type { Resume, ResumeContent } from "#shared/resume";
import type { ErrorCode } from "#shared/api/errors";
import type { ResumeGateway } from "../auto-save";

export interface GatewayCall {
  method: "create" | "update" | "fetch";
  id: string;
  content?: ResumeContent;
  lastSeenUpdatedAt?: string;
  options?: SaveOptions;
  /** When the call was made (Date.now(), faked with the timers). */
  at: number;
}

/** What the next write meets instead of the server's prompt answer. */
type Fault =
  /** The request never reaches the server (offline, DNS, refused). */
  | { kind: "unreachable" }
  /** The server answers with this error status. */
  | { kind: "server-error"; status: number }
  /** The server refuses the write for what it is (VALIDATION_FAILED, say), with this message. */
  | { kind: "refused"; status: number; code: ErrorCode; message: string }
  /** The server stores the write, but the answer never comes back. */
  | { kind: "answer-lost" }
  /** The server answers after this many milliseconds. */
  | { kind: "slow"; ms: number };

/**
 * The resume API's save rules in memory, for auto-save tests: a create of an id the server has
 * answers 409 CONFLICT, an update over a version other than the stored one answers 409
 * RESUME_CONFLICT, every write stores its save id and a newer updated_at. Calls are recorded, and
 * faults can be queued for the next writes (reads always answer).
 */
export class FakeResumeServer implements ResumeGateway {
  readonly calls: GatewayCall[] = [];
  private readonly resumes = new Map<string, Resume>();
  private readonly faults: Fault[] = [];
  private clock = Date.parse("2026-01-01T00:00:00.000Z");

  /** Makes the next writes (create or update) fail or wait, in order, one fault per write. */
  failNext(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  stored(id: string): Resume | undefined {
    return this.resumes.get(id);
  }

  /** Another tab or device saves the resume (no save id of this editor). */
  writeElsewhere(id: string, content: ResumeContent, saveId: string | null = "save-of-another-tab"): Resume {
    return this.store(id, content, saveId);
  }

  writes(): GatewayCall[] {
    return this.calls.filter((call) => call.method !== "fetch");
  }

  create = async (id: string, content: ResumeContent, options: SaveOptions): Promise<Resume> => {
    this.calls.push({ method: "create", id, content, options, at: Date.now() });
    return this.answer(this.faults.shift(), () => {
      if (this.resumes.has(id)) throw new ApiError(409, { code: "CONFLICT", message: "A resume with this id already exists." });
      return this.store(id, content, options.saveId ?? null);
    });
  };

  update = async (id: string, content: ResumeContent, lastSeenUpdatedAt: string, options: SaveOptions): Promise<Resume> => {
    this.calls.push({ method: "update", id, content, lastSeenUpdatedAt, options, at: Date.now() });
    return this.answer(this.faults.shift(), () => {
      const current = this.resumes.get(id);
      if (!current) throw new ApiError(404, { code: "NOT_FOUND", message: "Resume not found." });
      if (current.updated_at !== lastSeenUpdatedAt) {
        throw new ApiError(409, { code: "RESUME_CONFLICT", message: "The resume was changed in another tab or device." });
      }
      return this.store(id, content, options.saveId ?? null);
    });
  };

  fetch = async (id: string): Promise<Resume> => {
    this.calls.push({ method: "fetch", id, at: Date.now() });
    return this.answer(undefined, () => {
      const current = this.resumes.get(id);
      if (!current) throw new ApiError(404, { code: "NOT_FOUND", message: "Resume not found." });
      return current;
    });
  };

  private async answer(fault: Fault | undefined, handle: () => Resume): Promise<Resume> {
    if (fault?.kind === "slow") await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.kind === "unreachable") throw new TypeError("Failed to fetch");
    if (fault?.kind === "server-error") throw new ApiError(fault.status, { code: "INTERNAL", message: "Something went wrong." });
    if (fault?.kind === "refused") throw new ApiError(fault.status, { code: fault.code, message: fault.message });
    const resume = handle();
    if (fault?.kind === "answer-lost") throw new TypeError("Failed to fetch");
    return structuredClone(resume);
  }

  private store(id: string, content: ResumeContent, saveId: string | null): Resume {
    this.clock += 1000;
    const now = new Date(this.clock).toISOString();
    const resume: Resume = {
      ...structuredClone(content),
      id,
      created_at: this.resumes.get(id)?.created_at ?? now,
      updated_at: now,
      save_id: saveId,
    };
    this.resumes.set(id, resume);
    return resume;
  }
}
