import { z } from "zod";

/**
 * What a resume fixture says, written beside it as <name>.truth.json. Every value is exactly as
 * printed in the document (dates as printed: 'Jan 2020', '01/2019', 'Present'), letter case aside
 * where a layout's CSS prints a value in capitals; a value the document does not print is "". An
 * entry printed with a single date has it as its end.
 */
export const resumeTruthSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  experience: z.array(z.strictObject({ company: z.string(), title: z.string(), start: z.string(), end: z.string() })),
  education: z.array(z.strictObject({ school: z.string(), degree: z.string(), start: z.string(), end: z.string() })),
  /** Each skill as listed, without the category labels that group them. */
  skills: z.array(z.string()),
});

export type ResumeTruth = z.infer<typeof resumeTruthSchema>;
