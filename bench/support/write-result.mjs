import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";

/** Writes one benchmark's figures, with the machine they were measured on, to bench/results/<name>.json. */
export function writeResult(name, figures) {
  mkdirSync("bench/results", { recursive: true });
  const record = {
    name,
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    // The machine is shared: figures taken under load read higher.
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    ...figures,
  };
  writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(record, null, 2)}\n`);
  console.log(JSON.stringify(record, null, 2));
}
