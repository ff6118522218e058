import { readFileSync } from "node:fs";
import { importTs } from "./import-ts.mjs";

const { descendantProcesses } = await importTs("src/server/test-support/processes.ts");

/** Proportional set size (shared pages split between their users) of one process, in bytes; 0 once it is gone. */
function pssBytes(pid) {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Memory of the Chromium processes (browser, renderers, GPU and utility helpers) started by `serverPid`, in bytes. */
export const chromiumMemory = (serverPid) =>
  descendantProcesses(serverPid)
    .filter(({ command }) => /chrom/.test(command))
    .reduce((sum, { pid }) => sum + pssBytes(pid), 0);

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
