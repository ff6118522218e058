import { readdirSync, readFileSync } from "node:fs";

export interface RunningProcess {
  pid: number;
  /** The command line, its arguments separated by NUL characters. */
  command: string;
}

/** Every live process started, directly or not, by `rootPid` (Linux: read from /proc). */
export function descendantProcesses(rootPid: number): RunningProcess[] {
  const parentOf = new Map<number, number>();
  const commandOf = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      commandOf.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, "utf8"));
    } catch {
      // The process ended while we looked.
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === rootPid) return true;
    return false;
  };
  return [...commandOf].filter(([pid]) => descends(pid)).map(([pid, command]) => ({ pid, command }));
}
