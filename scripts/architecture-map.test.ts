// docs/architecture.md is the map a newcomer reads first, so it must stay true: every file or folder
// it names exists. A name with a folder counts when it is the end of a real path (`routes/auth.ts`,
// `catalog/<id>.tsx`). In the map's folder trees an entry (`  pdf/`) is a real path under its root
// (`src/server/`), and a bare file or folder name in its description lies under that entry (or at
// the root), so a file moved to another folder is caught too.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// What the build, the app and the tests write (.gitignore's folders): the map may name them, the tree
// does not have them.
const writtenFolders = readFileSync(".gitignore", "utf8")
  .split("\n")
  .filter((line) => line.endsWith("/"));
const isWritten = (path: string) => writtenFolders.some((folder) => path.startsWith(folder));

const repoPaths = readdirSync(".", { recursive: true, withFileTypes: true })
  .map((entry) => `${entry.parentPath}/${entry.name}`.replace(/^\.\//, "") + (entry.isDirectory() ? "/" : ""))
  .filter((path) => !path.startsWith(".git/") && !isWritten(path));

// A path is lowercase folder names ending in slashes (file names are kebab-case), maybe a name after
// them, or a file name with an extension; `<id>` and `*` stand for any name. Never after a letter,
// digit or slash, so an address (`/api/resumes`, `http://...`) or `UTF-8/16` is not one.
const PATH =
  /(?<![\w/.<>*:-])(?:\.?[a-z<>*][\w.<>*-]*\/)+(?:[\w.<>*-]*[\w>*])?|(?<![\w/.<>*:-])[\w<>*-]+(?:\.[\w-]+)*\.(?:tsx?|m?js|md|json|css|html|ya?ml|sh)\b/g;

const namedPaths = (text: string): string[] => (text.match(PATH) ?? []).filter((path) => !isWritten(path));

const asPattern = (path: string) =>
  path
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/<[^>]+>/g, "[^/]+")
    .replace(/\*/g, "[^/]*");
const isReal = (pattern: RegExp) => repoPaths.some((path) => pattern.test(path));
const tail = (named: string) => `${asPattern(named)}${named.endsWith("/") ? "" : "/?"}$`;

/** Whether a real path ends with `named`, or, given a folder, lies under it and ends with it. */
const exists = (named: string, under?: string) =>
  isReal(new RegExp(`${under === undefined ? "(?:^|/)" : `^${asPattern(under)}(?:.*/)?`}${tail(named)}`));

/** Every name the map gives that does not exist, each with the line it is on. */
function missingPaths(map: string): string[] {
  const missing: string[] = [];
  let inTree = false;
  let root = "";
  let folder = "";
  map.split("\n").forEach((line, index) => {
    const report = (path: string) => missing.push(`line ${index + 1}: ${path}`);
    if (line.startsWith("```")) {
      inTree = !inTree;
      root = folder = "";
      return;
    }
    let description = line;
    const entry = inTree ? /^( {0,2})([^\s,]+)/.exec(line) : null;
    if (entry) {
      const indent = entry[1] ?? "";
      const name = entry[2] ?? "";
      const path = (indent ? root : "") + name;
      if (!isReal(new RegExp(`^${tail(path)}`))) report(path);
      if (!indent) root = name.endsWith("/") ? name : "";
      folder = name.endsWith("/") ? path : path.replace(/[^/]*$/, "");
      description = line.slice(entry[0].length);
    }
    for (const named of namedPaths(description)) {
      // A bare name (`pdf-renderer.ts`, `queries/`) in a tree lies under its entry, or at the root (print.html).
      const isBare = inTree && !named.replace(/\/$/, "").includes("/");
      if (isBare ? !exists(named, folder) && !isReal(new RegExp(`^${tail(named)}`)) : !exists(named)) report(named);
    }
  });
  return missing;
}

describe("the architecture map", () => {
  it("names only files and folders that exist", () => {
    expect(missingPaths(readFileSync("docs/architecture.md", "utf8"))).toEqual([]);
  });

  it("reads a path with its folders, and no address or abbreviation", () => {
    expect(namedPaths("`src/server/routes/auth.ts`, (lib/toast.ts) and features/<name>/ then `catalog/<id>.tsx`.")).toEqual([
      "src/server/routes/auth.ts",
      "lib/toast.ts",
      "features/<name>/",
      "catalog/<id>.tsx",
    ]);
    expect(namedPaths("GET /api/resumes/:id at http://localhost:3000, JPG/PNG/WEBP in UTF-8/16, into dist/web")).toEqual([]);
  });

  it("finds a file named in a tree under its entry only", () => {
    const tree = (description: string) => ["```", "src/server/", `  pdf/             ${description}`, "```"].join("\n");
    expect(missingPaths(tree("the renderer (pdf-renderer.ts), and routes/pdf.ts calls it"))).toEqual([]);
    expect(missingPaths(tree("the renderer and the export service (export-pdf.ts)"))).toEqual(["line 3: export-pdf.ts"]);
    expect(missingPaths(tree("functions/*/prompt.md, catalog/<id>.tsx, pdf/no-such-file.ts"))).toEqual(["line 3: pdf/no-such-file.ts"]);
    expect(missingPaths(["```", "src/server/", "  templates/       layouts", "```"].join("\n"))).toEqual(["line 3: src/server/templates/"]);
  });
});
