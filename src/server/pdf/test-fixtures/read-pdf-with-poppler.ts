import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PopplerFont {
  name: string;
  /** As pdffonts says it: "CID TrueType", "TrueType", "Type 3", ... */
  type: string;
  embedded: boolean;
  subset: boolean;
  /** Has a ToUnicode map, so its glyphs extract as text. */
  unicode: boolean;
}

export interface PopplerContents {
  /** pdffonts: every font of every page. */
  fonts: PopplerFont[];
  /**
   * pdftotext's text in its reading order (its own layout analysis), one line of the page per line.
   * Read from `-bbox-layout`, the same analysis, because the plain output also drops a hyphen that
   * ends a line ("user-" / "focused" prints as "userfocused").
   */
  text: string;
}

/** The poppler-utils commands the browser tests read PDFs with (Debian: apt-get install poppler-utils). */
export const POPPLER_COMMANDS = ["pdftotext", "pdffonts"] as const;

/** The poppler commands this machine lacks. */
export const missingPopplerCommands = (): string[] => POPPLER_COMMANDS.filter((command) => spawnSync(command, ["-v"]).error !== undefined);

const XML_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&#39;": "'" };
const decodeXml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|apos|#39);/g, (entity) => XML_ENTITIES[entity]!);

/** The lines of pdftotext's `-bbox-layout` output, each line's words joined by spaces. */
function linesOfBboxLayout(xhtml: string): string[] {
  return [...xhtml.matchAll(/<line\b[^>]*>([\s\S]*?)<\/line>/g)].map(([, line]) =>
    [...line!.matchAll(/<word\b[^>]*>([\s\S]*?)<\/word>/g)].map(([, word]) => decodeXml(word!)).join(" "),
  );
}

/**
 * pdffonts' table: the columns are as wide as the dashes under the header. Name, type and encoding
 * may contain spaces; the three flags are yes or no.
 */
function parsePdffonts(output: string): PopplerFont[] {
  const [header, dashes, ...rows] = output.split("\n");
  if (!header?.startsWith("name") || !dashes) throw new Error(`unexpected pdffonts output:\n${output}`);
  const widths = dashes.split(" ").map((dash) => dash.length);
  return rows
    .filter((row) => row.trim() !== "")
    .map((row) => {
      const cells: string[] = [];
      let start = 0;
      for (const width of widths) {
        cells.push(row.slice(start, start + width).trim());
        start += width + 1;
      }
      const [name = "", type = "", , embedded, subset, unicode] = cells;
      return { name, type, embedded: embedded === "yes", subset: subset === "yes", unicode: unicode === "yes" };
    });
}

/** Reads a PDF with poppler's pdffonts and pdftotext, as many applicant tracking systems do. */
export function readPdfWithPoppler(pdf: Uint8Array): PopplerContents {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-poppler-"));
  try {
    const file = path.join(dir, "resume.pdf");
    writeFileSync(file, pdf);
    const fonts = parsePdffonts(execFileSync("pdffonts", [file], { encoding: "utf8" }));
    const text = linesOfBboxLayout(execFileSync("pdftotext", ["-bbox-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" })).join(
      "\n",
    );
    return { fonts, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
