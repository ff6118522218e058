// The folder rules of eslint.config.js are the architecture (DESIGN.md "Layout"); these cases prove
// the rules catch what they are meant to, at any depth, and leave allowed imports alone.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { DashboardPage } from "${specifier}";\nexport const used = DashboardPage;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

describe("architecture lint rules", () => {
  // The first lint loads the TypeScript parser and the import resolver (seconds on a busy machine);
  // the cases below then measure only the rules.
  beforeAll(() => eslint.lintText("", { filePath: "src/web/lib/warm-up.ts" }), 60_000);

  it.each([
    ["src/web/features/editor/components/probe.tsx", "../../dashboard/components/dashboard-page"],
    ["src/web/features/editor/components/sections/probe.tsx", "../../../dashboard/components/dashboard-page"],
    ["src/web/features/profile/probe.tsx", "../dashboard/components/dashboard-page"],
  ])("refuses a feature importing another feature (%s)", async (filePath, specifier) => {
    expect(await importErrors(filePath, specifier)).toEqual([expect.stringContaining("features never import each other")]);
  });

  it("lets a feature import its own modules at any depth, and the app compose features", async () => {
    expect(await importErrors("src/web/features/dashboard/components/cards/probe.tsx", "../dashboard-page")).toEqual([]);
    expect(await importErrors("src/web/app/probe.tsx", "../features/dashboard/components/dashboard-page")).toEqual([]);
  });

  it("keeps lib below features", async () => {
    expect(await importErrors("src/web/lib/probe.ts", "../features/dashboard/components/dashboard-page")).toEqual([
      expect.stringContaining("components, lib and templates are below features and app."),
    ]);
  });

  it("keeps the web's API calls in the API client", async () => {
    const code = 'export const load = () => fetch("/api/resumes");\n';
    const rulesHit = async (filePath: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).map((message) => message.ruleId);
    expect(await rulesHit("src/web/features/tools/probe.ts")).toContain("no-restricted-globals");
    expect(await rulesHit("src/web/lib/api-client.ts")).not.toContain("no-restricted-globals");
  });
});
