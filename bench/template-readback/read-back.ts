/**
 * A printed resume read back through the real intake (extractDocument) and parser (parseResume),
 * scored against what was printed by the intake benchmark's rules (bench/intake/score.ts).
 */
import { extractDocument } from "#server/intake/extract-document";
import { parseResume } from "#server/ai/functions/parse-resume-upload/parse-resume";
import { FIELDS, parsedOf, scoreResume } from "../intake/score";
import type { ResumeTruth } from "../intake/truth";

export interface ReadBack {
  printed: number;
  readBack: number;
  wrong: number;
  /** Read back over printed (recall), to three places. */
  share: number;
  misses: string[];
  /** The extractor's lines, for reading why a field was lost. */
  text: string;
}

export async function readBack(pdf: Uint8Array, truth: ResumeTruth): Promise<ReadBack> {
  const document = await extractDocument(pdf, { accept: ["pdf"] });
  const { tallies, failures } = scoreResume(truth, parsedOf(await parseResume(document)));
  const printed = FIELDS.reduce((sum, field) => sum + tallies[field].truePositives + tallies[field].falseNegatives, 0);
  const read = FIELDS.reduce((sum, field) => sum + tallies[field].truePositives, 0);
  return {
    printed,
    readBack: read,
    wrong: FIELDS.reduce((sum, field) => sum + tallies[field].falsePositives, 0),
    share: Math.round((read / printed) * 1000) / 1000,
    misses: failures.map((failure) => `${failure.field}: ${JSON.stringify(failure.expected)} → ${JSON.stringify(failure.got)}`),
    text: document.text,
  };
}
