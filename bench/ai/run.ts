/**
 * Times each function of the built-in engine in process: a typical resume and advert, and the
 * largest resume the schema accepts (50 jobs of 5,000 characters), which bounds how long one call
 * can hold the server's event loop. Run by bench/ai-builtin.mjs; the first argument is the file to
 * write the figures to.
 */
import { writeFileSync } from "node:fs";
import { loadBuiltinEngine } from "#server/ai/functions";
import { inputFor } from "./inputs";
import { largestResume, typicalResume } from "./samples";

const RUNS = 30;
const LARGE_RUNS = 3;

function time(run: () => unknown, runs: number) {
  run(); // the first call loads compromise and the vocabulary
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]! * 10) / 10;
  return { medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

const output = process.argv[2];
if (!output) throw new Error("usage: run.ts <output.json>");

const builtinEngine = await loadBuiltinEngine();
const typical = inputFor(typicalResume);
const largest = inputFor(largestResume);
const functions: Record<string, { typical: ReturnType<typeof time>; largest: ReturnType<typeof time> }> = {};
for (const name of Object.keys(typical) as (keyof typeof typical)[]) {
  const run = (inputs: typeof typical) => () => (builtinEngine[name] as (input: unknown) => unknown)(inputs[name]);
  functions[name] = { typical: time(run(typical), RUNS), largest: time(run(largest), LARGE_RUNS) };
  console.log(`${name.padEnd(26)} typical ${functions[name].typical.medianMs} ms, largest resume ${functions[name].largest.medianMs} ms`);
}
writeFileSync(output, JSON.stringify({ runs: RUNS, largeRuns: LARGE_RUNS, functions }));
