// An ESLint rule against import cycles that counts type-only imports too. import-x/no-cycle skips
// every `import type` (no option turns that off), yet two modules tied by a type cannot be moved,
// read or tested one without the other, and `consistent-type-imports` turns any import used only
// for its types into `import type`, so such cycles grow unseen. This rule sees the imports
// TypeScript sees (static, type-only, re-exports, dynamic), resolved as tsc resolves them.
import ts from "typescript";

/**
 * Who imports whom, read once per ESLint process from the files tsconfig.json includes (an editor's
 * ESLint server keeps what it read at its start): a map from each module to the modules that import
 * it. The linted file's own imports come from its source as linted; the others are read from disk.
 */
function readImportGraph(tsconfigPath) {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  const projectFiles = new Set(config.fileNames);
  const cache = ts.createModuleResolutionCache(ts.sys.getCurrentDirectory(), (fileName) => fileName, config.options);
  // A package's name leads to a file of ours only through tsconfig's `paths`: without them only
  // relative and `#` imports are resolved (the packages took a third of the time).
  const mayBeOurs = config.options.paths ? () => true : (specifier) => /^[.#/]/.test(specifier);
  const resolveImport = (specifier, fromFile) => {
    if (!mayBeOurs(specifier)) return undefined;
    const resolved = ts.resolveModuleName(specifier, fromFile, config.options, ts.sys, cache).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport && projectFiles.has(resolved.resolvedFileName)
      ? resolved.resolvedFileName
      : undefined;
  };
  const importers = new Map();
  for (const file of config.fileNames) {
    for (const { fileName: specifier } of ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true).importedFiles) {
      const target = resolveImport(specifier, file);
      if (target) importers.set(target, (importers.get(target) ?? new Set()).add(file));
    }
  }
  return { resolveImport, importers };
}

/** Every module with an import path to `file`, found by walking the importers back from it. */
function modulesLeadingTo(file, importers) {
  const found = new Set();
  const pending = [file];
  while (pending.length > 0) {
    for (const importer of importers.get(pending.pop()) ?? []) {
      if (found.has(importer)) continue;
      found.add(importer);
      pending.push(importer);
    }
  }
  return found;
}

let graph;

const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid a module from importing a module that imports it back, type-only imports included." },
    schema: [],
    messages: { cycle: "Import cycle: {{target}} leads back to this module (type-only imports count)." },
  },
  create(context) {
    const file = context.physicalFilename;
    graph ??= readImportGraph(`${context.cwd}/tsconfig.json`);
    let leadingHere;
    const check = (node, source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = graph.resolveImport(source.value, file);
      if (!target || target === file) return;
      leadingHere ??= modulesLeadingTo(file, graph.importers);
      if (leadingHere.has(target)) context.report({ node, messageId: "cycle", data: { target: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.source),
    };
  },
};

export const importCycles = { rules: { "no-import-cycle": noImportCycle } };
