// The import aliases are written twice: package.json "imports" for Vite and Vitest, tsconfig.json
// "paths" for TypeScript, tsx, esbuild and Playwright, which find extension-less and index targets
// only through "paths".
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

describe("import aliases", () => {
  it("map the same folders in package.json imports and tsconfig.json paths", () => {
    const { imports } = JSON.parse(readFileSync("package.json", "utf8")) as { imports: Record<string, string> };
    const { config } = ts.readConfigFile("tsconfig.json", ts.sys.readFile) as {
      config: { compilerOptions: { paths: Record<string, string[]> } };
    };
    const asPaths = Object.fromEntries(Object.entries(imports).map(([alias, target]) => [alias, [target]]));
    expect(config.compilerOptions.paths).toEqual(asPaths);
  });
});
