import { AppError } from "../errors";
import { csvTable } from "./csv";
import { TOO_LARGE, unpackEntry, zipEntries, type ZipEntry } from "./zip-size";

/**
 * The files of LinkedIn's 'Get a copy of your data' archive a resume is made of, each with a
 * column its header always has (the header is found by it, past any preamble). Headers as the
 * exports write them and public importers read them (Reactive Resume v4's LinkedIn parser).
 */
export const LINKEDIN_FILES = {
  profile: { file: "Profile.csv", key: "First Name" },
  positions: { file: "Positions.csv", key: "Company Name" },
  education: { file: "Education.csv", key: "School Name" },
  skills: { file: "Skills.csv", key: "Name" },
  languages: { file: "Languages.csv", key: "Name" },
  certifications: { file: "Certifications.csv", key: "Name" },
  projects: { file: "Projects.csv", key: "Title" },
  emails: { file: "Email Addresses.csv", key: "Email Address" },
  phones: { file: "PhoneNumbers.csv", key: "Number" },
} as const;

export type LinkedinTables = Record<keyof typeof LINKEDIN_FILES, Record<string, string>[]>;

/**
 * The profile files of an export together: a real one's are tens of kilobytes (50 positions with
 * long descriptions about 250 KB). The rest of the archive (messages, connections) is never unpacked.
 */
export const MAX_PROFILE_BYTES = 2 * 1024 * 1024;

// Every zip archive starts with a local file header, as DOCX files do (detect-format.ts).
export const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const baseName = (name: string) => name.slice(name.lastIndexOf("/") + 1).toLowerCase();
const KNOWN = new Map(Object.entries(LINKEDIN_FILES).map(([table, { file }]) => [file.toLowerCase(), table as keyof LinkedinTables]));

/** The archive's entries that are profile files, by table: none for a DOCX or any other archive. */
function profileEntries(bytes: Uint8Array): Map<keyof LinkedinTables, ZipEntry> | null {
  if (!isZip(bytes)) return null;
  const entries = zipEntries(bytes);
  if (!Array.isArray(entries) || entries.some((entry) => entry.name === "word/document.xml")) return null;
  const found = new Map<keyof LinkedinTables, ZipEntry>();
  for (const entry of entries) {
    const table = KNOWN.get(baseName(entry.name));
    if (table && !found.has(table)) found.set(table, entry);
  }
  return found.size > 0 ? found : null;
}

/** Whether the bytes are a LinkedIn data export: a zip archive with at least one of its profile files. */
export const isLinkedinExport = (bytes: Uint8Array): boolean => profileEntries(bytes) !== null;

/**
 * The profile files of a LinkedIn export as tables (a file the archive lacks is an empty one),
 * unpacking at most MAX_PROFILE_BYTES of them: the cost is bounded whatever the archive declares.
 * Throws AppError VALIDATION_FAILED for an archive that is not an export, is damaged, or is too large.
 */
export function readLinkedinExport(bytes: Uint8Array): LinkedinTables {
  const entries = profileEntries(bytes);
  if (!entries) throw new AppError("VALIDATION_FAILED", "This ZIP file is not a LinkedIn data export: it has none of its profile files.");
  const decoder = new TextDecoder();
  let room = MAX_PROFILE_BYTES;
  const tables = Object.fromEntries(Object.keys(LINKEDIN_FILES).map((table) => [table, []])) as unknown as LinkedinTables;
  for (const [table, entry] of entries) {
    const unpacked = unpackEntry(entry, room);
    if (unpacked === TOO_LARGE) {
      throw new AppError(
        "VALIDATION_FAILED",
        "This LinkedIn export's profile files are too large to read. Request a new export and upload it.",
      );
    }
    if (unpacked === null)
      throw new AppError("VALIDATION_FAILED", "This LinkedIn export is damaged and cannot be read. Download it again.");
    room -= unpacked.length;
    tables[table] = csvTable(decoder.decode(unpacked), LINKEDIN_FILES[table].key);
  }
  return tables;
}
