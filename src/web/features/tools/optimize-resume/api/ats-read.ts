// 'What an ATS reads' (contract: src/shared/api/ats-read.ts).
import { atsReadApi } from "#shared/api/ats-read";
import type { AtsReading } from "#shared/ats-read";
import { request } from "#web/lib/api-client";

/** The stored resume printed in its template and read back as an applicant tracking system would. */
export async function readResumeAsAts(resumeId: string, signal?: AbortSignal): Promise<AtsReading> {
  return request(atsReadApi.read, { params: { id: resumeId } }, { signal });
}
