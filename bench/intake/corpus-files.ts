/**
 * The real resume corpus (issue 26): other people's documents with hand-checked truth, read where
 * they lie at run time and never copied into this repository. It sits in ../shared beside the
 * repository; a git worktree elsewhere finds it beside its main checkout, and CORPUS_DIR names
 * another place.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const BESIDE_REPOSITORY = path.join("..", "shared", "corpus", "resumes");

export const NO_CORPUS =
  "No resume corpus: neither CORPUS_DIR nor ../shared/corpus/resumes (beside this checkout or its main checkout) names one.";

export type CorpusFormat = "pdf" | "docx" | "txt";

/** The fields of a truth file that the scoring rules read (the README gives the whole schema). */
export interface CorpusTruth {
  file: string;
  format: CorpusFormat;
  fullName: string;
  email: string;
  phone: string;
  location: string;
  experience: { company: string; position: string }[];
  education: { institution: string; degree: string }[];
}

function mainCheckout(): string | null {
  const git = spawnSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], { encoding: "utf8" });
  return git.status === 0 ? path.dirname(git.stdout.trim()) : null;
}

/** The corpus folder, or null when there is none on this machine. */
export function corpusDir(): string | null {
  if (process.env.CORPUS_DIR) return existsSync(process.env.CORPUS_DIR) ? path.resolve(process.env.CORPUS_DIR) : null;
  const main = mainCheckout();
  const candidates = [path.resolve(BESIDE_REPOSITORY), ...(main ? [path.resolve(main, BESIDE_REPOSITORY)] : [])];
  return candidates.find((candidate) => existsSync(path.join(candidate, "score.mjs"))) ?? null;
}

/** The truths whose file name contains `only`, in score.mjs's order (sorted by name). */
export function corpusTruths(dir: string, only = ""): CorpusTruth[] {
  return readdirSync(path.join(dir, "truth"))
    .filter((name) => name.endsWith(".json") && name.includes(only))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, "truth", name), "utf8")) as CorpusTruth);
}

export const corpusBytes = (dir: string, truth: CorpusTruth) => Uint8Array.from(readFileSync(path.join(dir, "files", truth.file)));
