/**
 * Which resumes the template read-back prints: for each page count, the longest read-back resume
 * that still prints on exactly that many pages, so the last page is full and the page breaks fall
 * inside the job list. Shared by the benchmark (bench/template-readback.mjs) and the read-back
 * journey (e2e/template-readback.spec.ts), which print through the real export each its own way.
 */
import type { ResumeContent } from "#shared/resume";
import { MAX_JOBS, readbackResume } from "./resumes";

export const PAGE_COUNTS = [1, 2, 3] as const;

/** The read-back goal (issue 26): this share of the printed fields read back, for every template at every page count. */
export const READ_BACK_GOAL = 0.98;

export interface KeptPrint<P> {
  pageCount: number;
  jobs: number;
  resume: ResumeContent;
  print: P;
}

/** The kept print of each page count some resume prints at, and the page counts none does. */
export async function longestPrints<P extends { pages: number }>(
  templateId: string,
  photoUrl: string,
  print: (resume: ResumeContent) => Promise<P>,
): Promise<{ kept: KeptPrint<P>[]; unreachable: number[] }> {
  const kept: KeptPrint<P>[] = [];
  const unreachable: number[] = [];
  for (const pageCount of PAGE_COUNTS) {
    // One page leaves the optional sections out; longer resumes keep every section of the sample.
    let longest: KeptPrint<P> | undefined;
    for (let jobs = 1; jobs <= MAX_JOBS; jobs++) {
      const resume = readbackResume(templateId, jobs, { short: pageCount === 1, photoUrl });
      const printed = await print(resume);
      if (printed.pages === pageCount) longest = { pageCount, jobs, resume, print: printed };
      if (printed.pages > pageCount) break;
    }
    if (longest) kept.push(longest);
    else unreachable.push(pageCount);
  }
  return { kept, unreachable };
}
