/**
 * Times each function of the built-in engine and of an earlier copy of it (the first argument: a
 * checkout's root) in turn, on bench/ai-builtin.mjs's inputs, by the CPU time of each call. Run by
 * bench/ai-builtin-against.mjs; the second argument is the file to write the figures to.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadBuiltinEngine, type BuiltinEngine } from "#server/ai/functions";
import { inputFor } from "./inputs";
import { largestResume, typicalResume } from "./samples";

const RUNS = 15;
// Enough runs of each engine for the median to stand above the shared machine's noise (about ±15% a call).
const LARGE_RUNS = 6;

const [root, output] = process.argv.slice(2);
if (!root || !output) throw new Error("usage: against.ts <earlier checkout> <output.json>");
/** The earlier checkout's engine, from its registry, or from builtin/index.ts before each function had its folder (decision 037). */
async function loadEarlierEngine(root: string): Promise<BuiltinEngine> {
  const registry = path.join(root, "src/server/ai/functions/index.ts");
  if (existsSync(registry)) {
    return ((await import(pathToFileURL(registry).href)) as { loadBuiltinEngine: () => Promise<BuiltinEngine> }).loadBuiltinEngine();
  }
  return ((await import(pathToFileURL(path.join(root, "src/server/ai/builtin/index.ts")).href)) as { builtinEngine: BuiltinEngine })
    .builtinEngine;
}
const earlier = await loadEarlierEngine(root);
const builtinEngine = await loadBuiltinEngine();

const cpuMs = (run: () => unknown) => {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
const median = (samples: number[]) => Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]! * 10) / 10;

type Inputs = ReturnType<typeof inputFor>;
/** Both engines on one input, taken in turn so a busy moment of the machine falls on both; the earlier one first in odd runs. */
function compare(name: keyof Inputs, inputs: Inputs, runs: number) {
  const call = (engine: BuiltinEngine) => () => (engine[name] as (input: unknown) => unknown)(inputs[name]);
  const [before, after] = [call(earlier), call(builtinEngine)];
  before(); // the first calls load compromise and the vocabulary
  after();
  const samples = { before: [] as number[], after: [] as number[] };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) samples.before.push(cpuMs(before));
    samples.after.push(cpuMs(after));
    if (i % 2 === 1) samples.before.push(cpuMs(before));
  }
  return { beforeMs: median(samples.before), afterMs: median(samples.after) };
}

const typical = inputFor(typicalResume);
const largest = inputFor(largestResume);
const functions: Record<string, { typical: ReturnType<typeof compare>; largest: ReturnType<typeof compare> }> = {};
for (const name of Object.keys(typical) as (keyof Inputs)[]) {
  functions[name] = { typical: compare(name, typical, RUNS), largest: compare(name, largest, LARGE_RUNS) };
  const { typical: t, largest: l } = functions[name];
  console.log(`${name.padEnd(26)} typical ${t.beforeMs} -> ${t.afterMs} ms, largest resume ${l.beforeMs} -> ${l.afterMs} ms (CPU)`);
}
writeFileSync(output, JSON.stringify({ measure: "median CPU ms per call", runs: RUNS, largeRuns: LARGE_RUNS, functions }));
