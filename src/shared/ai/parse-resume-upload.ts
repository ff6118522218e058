import { z } from "zod";
import { defineAiFunction } from "./define";
import { text } from "./fields";
import { providerSchema } from "./providers";
import { resumeSectionsSchema } from "./resume-sections";

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
    /** The file was a scan or a photo whose text was read by OCR (how many pages): the user is told to check what was read. */
    ocr: z.object({ pages: z.number().int().positive() }).optional(),
    provider: providerSchema,
  }),
});
