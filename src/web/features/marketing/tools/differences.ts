import { Cpu, FileCheck2, ShieldCheck } from "lucide-react";
import type { ToolPoint } from "./tool-content";

/**
 * What sets every Vitae tool apart, said once so the four tool pages make the same promises in the
 * same words. Each is checked against the product: the built-in engine (src/server/ai/engine)
 * always answers, user rows are read by their owner only, and PDFs are printed by Chromium with
 * embedded fonts and a text layer (decision 016).
 */
export const WORKS_WITHOUT_AI_ACCOUNT: ToolPoint = {
  icon: Cpu,
  title: "Works with no AI account",
  description:
    "A built-in engine does the work itself: it matches keywords, sharpens bullet points and composes letters from your resume. You need no AI subscription and no API key, and when a site connects an AI model, the built-in engine still answers if the model cannot.",
};

export const DATA_STAYS_HERE: ToolPoint = {
  icon: ShieldCheck,
  title: "Your data stays on this site",
  description:
    "Your resumes and letters are kept in this site's own database, and only your account can open them, unless you publish a resume on your public profile. The built-in engine runs on the same server, so nothing you write goes to an outside AI service unless the site's operator connects one.",
};

export const REAL_TEXT_PDFS: ToolPoint = {
  icon: FileCheck2,
  title: "PDFs made of real text",
  description:
    "PDFs are printed by a real browser on the server with their fonts embedded, so every word is selectable text, not a picture of text: applicant tracking systems and screen readers can read them.",
};
