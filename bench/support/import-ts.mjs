import { build } from "esbuild";

/** Imports one of the app's TypeScript modules (bundled on the fly), so benchmarks use the app's own fixtures. */
export async function importTs(entry) {
  const bundle = await build({ entryPoints: [entry], bundle: true, write: false, format: "esm", platform: "node", logLevel: "error" });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}
