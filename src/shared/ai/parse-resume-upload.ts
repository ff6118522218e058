import { z } from "zod";
import { defineAiFunction } from "./define";
import { text } from "./fields";
import { providerSchema } from "./providers";
import { resumeSectionsSchema, type ResumeSections } from "./resume-sections";

/** A line of an uploaded file the parser could not place in any section, for the user to review. */
export const unplacedLineSchema = z.object({ text: text(2000), heading: text(200).default("") });
export type UnplacedLine = z.infer<typeof unplacedLineSchema>;

/** The first characters of what an upload's reading left out, quoted for the user to find the place. */
export const UNREAD_QUOTE_CHARACTERS = 60;

/**
 * What of an uploaded file was not read, past the intake's limits: the text after its first `read`
 * characters (with the first words left out), or a PDF's pages after its first `read` of `total`.
 */
export const unreadPartSchema = z.discriminatedUnion("unit", [
  z.object({ unit: z.literal("characters"), read: z.number().int().nonnegative(), from: text(UNREAD_QUOTE_CHARACTERS) }),
  z.object({ unit: z.literal("pages"), read: z.number().int().positive(), total: z.number().int().positive() }),
]);
export type UnreadPart = z.infer<typeof unreadPartSchema>;

/** The longest reason a reader gives for being unsure of a field, and the most fields it may name. */
export const UNSURE_REASON_CHARACTERS = 160;
export const UNSURE_FIELDS_MAX = 200;

const reason = text(UNSURE_REASON_CHARACTERS).trim().min(1);
const personalInfoField = z.enum(["fullName", "email", "phone", "location", "summary", "linkedin", "website"]);
const experienceField = z.enum(["company", "position", "location", "startDate", "endDate", "description"]);
const educationField = z.enum(["institution", "degree", "field", "location", "startDate", "endDate", "gpa"]);

/**
 * A field a reader of the upload filled but is unsure of, with why, as a provider writes it: an
 * entry by its place in its section (a provider's entries have no ids yet). The sections whose
 * fields a reader guesses between: who the person is, where they worked and studied.
 */
export const draftUnsureFieldSchema = z.discriminatedUnion("section", [
  z.object({ section: z.literal("personal_info"), field: personalInfoField, reason }),
  z.object({ section: z.literal("experience"), entry: z.number().int().nonnegative(), field: experienceField, reason }),
  z.object({ section: z.literal("education"), entry: z.number().int().nonnegative(), field: educationField, reason }),
]);
export type DraftUnsureField = z.infer<typeof draftUnsureFieldSchema>;

/** The same field in the answer, its entry named by the id the answer gave it: what the editor marks. */
export const unsureFieldSchema = z.discriminatedUnion("section", [
  z.object({ section: z.literal("personal_info"), field: personalInfoField, reason }),
  z.object({ section: z.literal("experience"), entryId: text(100), field: experienceField, reason }),
  z.object({ section: z.literal("education"), entryId: text(100), field: educationField, reason }),
]);
export type UnsureField = z.infer<typeof unsureFieldSchema>;

/** Names each unsure field's entry by its id in the finished sections; a field of an entry not there is dropped. */
export function unsureFieldsWithIds(fields: readonly DraftUnsureField[], sections: ResumeSections): UnsureField[] {
  return fields.flatMap((unsure): UnsureField[] => {
    if (unsure.section === "personal_info") return [unsure];
    const { entry, ...field } = unsure;
    const entryId = sections[unsure.section][entry]?.id;
    return entryId === undefined ? [] : [{ ...field, entryId }];
  });
}

/**
 * Seed 001 "parse-resume-upload": the file itself in the multipart field `file`, read by the server.
 * The dashboard's 'Import resume' sends `purpose: import`, which also takes a LinkedIn data export
 * (a ZIP), mapped without a model (decision 039); every other upload widget keeps the seed's types.
 */
export const parseResumeUploadFunction = defineAiFunction({
  name: "parse-resume-upload",
  label: "Resume upload",
  body: "multipart",
  request: z.object({ file: z.instanceof(File, { error: "Choose a file to upload." }), purpose: z.literal("import").optional() }),
  answer: z.object({
    success: z.literal(true),
    resumeData: resumeSectionsSchema,
    /** Text the parser read but could not place; shown for review beside the imported resume. */
    unplaced: z.array(unplacedLineSchema).max(500),
    /** What of the file was not read, absent when all of it was: the user is told, the rest of the answer stands. */
    unread: unreadPartSchema.optional(),
    /**
     * How sure the reader is: the fields it filled but may have got wrong, for the user to check
     * first. A provider may say nothing of it (a model is not asked to); absent or empty, no field is marked.
     */
    confidence: z.array(unsureFieldSchema).max(UNSURE_FIELDS_MAX).optional(),
    /** The file was a scan or a photo whose text was read by OCR (how many pages): the user is told to check what was read. */
    ocr: z.object({ pages: z.number().int().positive() }).optional(),
    provider: providerSchema,
  }),
});
