import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importCycles } from "./scripts/lint-import-cycles.js";

// Features never import each other, at any depth: one zone per feature folder, so a new feature is
// covered without editing this file. The app shell composes them.
const features = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: "./src/web/features",
  except: [`./${feature}`],
  message: "features never import each other; compose them in src/web/app.",
}));

// Decision 038: an import into another root (src/shared, src/server, src/web), or one that climbs
// three folders, names the alias (#shared/*, #server/*, #web/*). Each rule refuses the relative
// specifiers that `climb` matches, in static imports and re-exports, import() and vi.mock-style
// calls; bench/ has no alias, and the engine's tests read the benchmark's samples from it.
const aliasMessage = "across roots, or three folders up, import through #shared/*, #server/* or #web/* (decision 038).";
const useAliases = (climb) => {
  const refused = new RegExp(climb.source + /(?!(\.\.\/)*bench\/)/.source);
  return {
    "no-restricted-imports": ["error", { patterns: [{ regex: refused.source, message: aliasMessage }] }],
    "no-restricted-syntax": [
      "error",
      ...["ImportExpression", "CallExpression[callee.object.name='vi']"].map((call) => ({
        selector: `${call} > Literal[value=${refused}]`,
        message: aliasMessage,
      })),
    ],
  };
};

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "import-cycles": importCycles },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // The folders are the architecture (DESIGN.md "Layout"): these zones keep the arrows one-way.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src/shared", from: ["./src/server", "./src/web"], message: "shared imports nothing of ours." },
            { target: "./src/server", from: "./src/web", message: "server never imports web." },
            {
              // A route's tests may read what it wrote; the route itself goes through a service.
              target: "./src/server/routes/**/!(*.test).ts",
              from: "./src/server/db/queries",
              message: "routes validate and call a service; only services call db/queries.",
            },
            {
              // Decision 037: the intake reads documents; what a function makes of them lives with the function in ai/.
              target: "./src/server/intake",
              from: "./src/server/ai",
              message: "intake reads documents only; ai/ may import intake/, never the reverse.",
            },
            {
              target: "./src/web",
              from: "./src/server",
              message: "web talks to the server over HTTP only; shared types live in src/shared.",
            },
            {
              target: "./src/web/features",
              from: "./src/web/app",
              message: "features do not import the app shell; the app composes features.",
            },
            {
              target: ["./src/web/components", "./src/web/lib", "./src/web/templates"],
              from: ["./src/web/app", "./src/web/features"],
              message: "components, lib and templates are below features and app.",
            },
            {
              target: "./src/web/lib",
              from: ["./src/web/components", "./src/web/templates"],
              message: "lib is below components and templates: what lib needs of them belongs in lib.",
            },
            ...featureZones,
          ],
        },
      ],
      // Not import-x/no-cycle: it skips type-only imports, and a cycle held by a type ties two modules together all the same.
      "import-cycles/no-import-cycle": "error",
    },
  },
  {
    // Decision 018: the web calls the API through the contract only, so every answer's type, error
    // code and the session cookie are handled in one place. Better Auth's endpoints are not the
    // contract's: session.ts reads the session and signs out with plain requests (decision 029).
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/api-client.ts", "src/web/lib/session.ts", "src/web/**/*.test.{ts,tsx}", "src/web/test-support/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call the API with request() from src/web/lib/api-client.ts and an endpoint of src/shared/api." },
        { name: "XMLHttpRequest", message: "Call the API with request() from src/web/lib/api-client.ts." },
      ],
    },
  },
  // By a file's depth in its root, the climbs that leave the root; three climb too far at any depth.
  { files: ["src/**/*.{ts,tsx}"], rules: useAliases(/^(\.\.\/){3}/) },
  { files: ["src/*/*/*.{ts,tsx}"], rules: useAliases(/^(\.\.\/){2}/) },
  { files: ["src/*/*.{ts,tsx}"], rules: useAliases(/^\.\.\//) },
  { files: ["{e2e,bench,scripts}/**/*.{ts,tsx,mts}"], rules: useAliases(/^(\.\.\/)+src\//) },
  {
    files: ["src/web/**/*.tsx", "src/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
