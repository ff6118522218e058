import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
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
            ...featureZones,
          ],
        },
      ],
      "import-x/no-cycle": "error",
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
  {
    files: ["src/web/**/*.tsx", "src/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
