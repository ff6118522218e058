import { readdirSync, readFileSync } from "node:fs";

/** Proportional set size (shared pages split between their users) of one process, in bytes; 0 once it is gone. */
function pssBytes(pid) {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every live process below `rootPid` whose command line matches `pattern`. */
function descendants(rootPid, pattern) {
  const parentOf = new Map();
  const commandOf = new Map();
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
  const below = (pid) => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === rootPid) return true;
    return false;
  };
  return [...commandOf].filter(([pid, command]) => below(pid) && pattern.test(command)).map(([pid]) => pid);
}

/** Memory of the Chromium processes (browser, renderers, GPU and utility helpers) started by `serverPid`, in bytes. */
export const chromiumMemory = (serverPid) => descendants(serverPid, /chrom/).reduce((sum, pid) => sum + pssBytes(pid), 0);

/** Samples `measure()` every `everyMs` until stopped; returns the first and the highest value seen. */
export function sampleMemory(measure, everyMs = 250) {
  const first = measure();
  let peak = first;
  const timer = setInterval(() => {
    peak = Math.max(peak, measure());
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { first, peak: Math.max(peak, measure()) };
    },
  };
}
