import type { Resume, ResumeContent } from "../../../../shared/resume";

/** What the user wrote: the stored resume without its id and timestamps. */
export const contentOf = ({ id: _id, created_at: _created, updated_at: _updated, ...content }: Resume): ResumeContent => content;
