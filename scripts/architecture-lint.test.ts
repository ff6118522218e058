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

  it("keeps the queries behind the services: a route calls a service, its tests may read the database", async () => {
    expect(await importErrors("src/server/routes/probe.ts", "../db/queries/users")).toEqual([
      expect.stringContaining("only services call db/queries."),
    ]);
    expect(await importErrors("src/server/services/auth/probe.ts", "../../db/queries/users")).toEqual([]);
    expect(await importErrors("src/server/routes/probe.test.ts", "../db/queries/users")).toEqual([]);
    expect(await importErrors("src/server/routes/probe.ts", "#server/db/queries/users")).toEqual([
      expect.stringContaining("only services call db/queries."),
    ]);
  });

  it("keeps the intake to reading documents: ai/ imports intake/, never the reverse", async () => {
    expect(await importErrors("src/server/intake/probe.ts", "../ai/functions")).toEqual([
      expect.stringContaining("intake reads documents only"),
    ]);
    expect(await importErrors("src/server/intake/parser/probe.ts", "#server/ai/engine/vocabulary")).toEqual([
      expect.stringContaining("intake reads documents only"),
    ]);
    expect(await importErrors("src/server/ai/functions/parse-resume-upload/probe.ts", "../../../intake/document")).toEqual([]);
  });

  it.each([
    ["src/web/features/editor/components/probe.tsx", "../../dashboard/components/dashboard-page"],
    ["src/web/features/editor/components/sections/probe.tsx", "../../../dashboard/components/dashboard-page"],
    ["src/web/features/profile/probe.tsx", "../dashboard/components/dashboard-page"],
  ])("refuses a feature importing another feature (%s)", async (filePath, specifier) => {
    expect(await importErrors(filePath, specifier)).toEqual([expect.stringContaining("features never import each other")]);
  });

  // The zones match resolved paths, so an alias (#web/*, package.json "imports") is held to them as a relative path is.
  it.each([
    [
      "src/web/features/editor/components/probe.tsx",
      "#web/features/dashboard/components/dashboard-page",
      "features never import each other",
    ],
    ["src/web/lib/probe.ts", "#server/errors", "web talks to the server over HTTP only"],
    ["src/server/probe.ts", "#web/templates/catalog", "server never imports web."],
    ["src/shared/probe.ts", "#web/lib/cn", "shared imports nothing of ours."],
  ])("refuses an aliased import out of its zone (%s imports %s)", async (filePath, specifier, message) => {
    expect(await importErrors(filePath, specifier)).toEqual([expect.stringContaining(message)]);
  });

  it("lets aliased imports the zones allow through", async () => {
    expect(await importErrors("src/server/probe.ts", "#shared/resume")).toEqual([]);
    expect(await importErrors("src/web/features/tracker/components/probe.tsx", "#web/features/tracker/lib/group-by-status")).toEqual([]);
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

  it("keeps lib below components and templates", async () => {
    for (const specifier of ["../components/ui/toaster", "../templates/registry"]) {
      expect(await importErrors("src/web/lib/probe.ts", specifier)).toEqual([
        expect.stringContaining("lib is below components and templates"),
      ]);
    }
    expect(await importErrors("src/web/components/probe.tsx", "../lib/toast")).toEqual([]);
    expect(await importErrors("src/web/templates/probe.tsx", "../lib/template-ids")).toEqual([]);
  });

  describe("imports across roots and three folders up name the alias", () => {
    const aliasErrors = async (filePath: string, code: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
        .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "no-restricted-syntax")
        .map((message) => message.message);
    const importing = (specifier: string) => `import { resumeSchema } from "${specifier}";\nexport const used = resumeSchema;\n`;

    it.each([
      ["src/server/probe.ts", "../shared/resume"],
      ["src/server/services/probe.ts", "../../shared/resume"],
      ["src/web/lib/probe.ts", "../../shared/resume"],
      ["e2e/probe.spec.ts", "../src/shared/resume"],
      ["bench/ai/probe.ts", "../../src/shared/resume"],
    ])("refuses a relative import out of its root (%s imports %s)", async (filePath, specifier) => {
      expect(await aliasErrors(filePath, importing(specifier))).toEqual([expect.stringContaining("decision 038")]);
    });

    it("refuses a relative import three folders up, also within its root, re-exported, imported on demand or mocked", async () => {
      const filePath = "src/web/features/editor/components/probe.tsx";
      for (const code of [
        importing("../../../../shared/resume"),
        importing("../../../lib/cn"),
        'export { cn } from "../../../lib/cn";\n',
        'export const load = () => import("../../../lib/cn");\n',
        'import { vi } from "vitest";\nvi.mock("../../../lib/cn");\n',
      ]) {
        expect(await aliasErrors(filePath, code)).toEqual([expect.stringContaining("decision 038")]);
      }
    });

    it("lets the alias and a short climb within the root through", async () => {
      expect(await aliasErrors("src/server/probe.ts", importing("#shared/resume"))).toEqual([]);
      expect(await aliasErrors("e2e/probe.spec.ts", importing("#shared/resume"))).toEqual([]);
      expect(await aliasErrors("src/server/services/auth/probe.ts", importing("../../db/queries/users"))).toEqual([]);
      expect(await aliasErrors("src/web/features/editor/components/sections/probe.tsx", importing("../../store/editor-store"))).toEqual([]);
      expect(await aliasErrors("src/web/features/editor/components/probe.tsx", importing("./sections/comma-list"))).toEqual([]);
      // bench/ has no alias: the engine's tests read the benchmark's samples.
      expect(await aliasErrors("src/server/ai/probe.test.ts", importing("../../../bench/ai/samples"))).toEqual([]);
    });
  });

  it("refuses an import cycle, also one held only by type imports", async () => {
    const cycleErrors = async (filePath: string, code: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
        .filter((message) => message.ruleId === "import-cycles/no-import-cycle")
        .map((message) => message.message);
    // session-cache.ts takes its user type from create-auth.ts: naming the cache's class there again
    // is the cycle that was broken, and one through a value import is refused as well.
    expect(
      await cycleErrors(
        "src/server/auth/create-auth.ts",
        'import type { SessionCache } from "./session-cache";\nexport type Cache = SessionCache;\n',
      ),
    ).toEqual([expect.stringContaining("./session-cache leads back to this module")]);
    expect(
      await cycleErrors(
        "src/server/auth/create-auth.ts",
        'import { SessionCache } from "./session-cache";\nexport const cache = new SessionCache();\n',
      ),
    ).toHaveLength(1);
    expect(
      await cycleErrors(
        "src/server/auth/session-cache.ts",
        'import type { SessionUser } from "./create-auth";\nexport type User = SessionUser;\n',
      ),
    ).toEqual([]);
  });

  it("keeps the web's API calls in the API client", async () => {
    const code = 'export const load = () => fetch("/api/resumes");\n';
    const rulesHit = async (filePath: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).map((message) => message.ruleId);
    expect(await rulesHit("src/web/features/tools/probe.ts")).toContain("no-restricted-globals");
    expect(await rulesHit("src/web/lib/api-client.ts")).not.toContain("no-restricted-globals");
  });
});
