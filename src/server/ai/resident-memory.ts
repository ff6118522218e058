import { readFileSync } from "node:fs";

const VM_RSS = /^VmRSS:\s+(\d+) kB$/m;

/**
 * Resident memory of a process in MB, read from Linux's /proc; null where there is no /proc (macOS,
 * Windows) or once the process is gone. Node has no call for another process's memory, and inside
 * a busy process nothing could answer: its one thread is in the work being measured.
 */
export function residentMegabytes(pid: number): number | null {
  try {
    const match = VM_RSS.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
