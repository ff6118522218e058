import { create } from "zustand";
import type { ResumeContent } from "#shared/resume";
import { EMPTY_REVIEW, readImportReview, writeImportReview, type ImportReview, type UnsureField } from "#web/lib/import-review";
import { useEditorStore, type SectionId } from "./editor-store";

/** A field to check, with the value it was imported with: once the user changes it, it is checked. */
type MarkedField = UnsureField & { imported: string };

interface ImportReviewState {
  resumeId: string | null;
  unplaced: ImportReview["unplaced"];
  marked: MarkedField[];
  dismiss(): void;
}

export const useImportReview = create<ImportReviewState>()((set, get) => ({
  resumeId: null,
  unplaced: [],
  marked: [],
  dismiss: () => {
    const { resumeId } = get();
    if (resumeId) writeImportReview(resumeId, EMPTY_REVIEW);
    set({ unplaced: [], marked: [] });
  },
}));

/** The section of the editor that shows a field. */
export const sectionIdOf = (field: UnsureField): SectionId => (field.section === "personal_info" ? "personal" : field.section);

/** Which form field shows it, for the panel to focus: its section, entry and field. */
export const entryIdOf = (field: UnsureField) => ("entryId" in field ? field.entryId : "");
export const fieldKeyOf = (field: UnsureField) => [field.section, entryIdOf(field), field.field].join(":");

/** The field's value in the resume, or null when its entry is gone. */
function valueOf(content: ResumeContent, field: UnsureField): string | null {
  if (field.section === "personal_info") return content.personal_info[field.field] ?? "";
  const entries: ReadonlyArray<{ id: string } & Partial<Record<typeof field.field, string>>> = content[field.section];
  const entry = entries.find((candidate) => candidate.id === field.entryId);
  return entry ? (entry[field.field] ?? "") : null;
}

const withoutValue = ({ imported: _imported, ...field }: MarkedField): UnsureField => field;

/**
 * Opens the review of an import for the resume in the editor and keeps it current: a marked field
 * the user edits (or whose entry they remove) is no longer marked, here and in what is kept, so
 * it stays unmarked after a reload. Returns the unsubscribe.
 */
export function followImportReview(resumeId: string): () => void {
  const review = readImportReview(resumeId);
  const content = useEditorStore.getState().document?.content;
  const marked = content
    ? review.unsure.flatMap((field) => {
        const imported = valueOf(content, field);
        return imported === null ? [] : [{ ...field, imported }];
      })
    : [];
  useImportReview.setState({ resumeId, unplaced: review.unplaced, marked });
  if (marked.length < review.unsure.length) writeImportReview(resumeId, { unplaced: review.unplaced, unsure: marked.map(withoutValue) });

  const unsubscribe = useEditorStore.subscribe((state, previous) => {
    const next = state.document?.content;
    if (!next || next === previous.document?.content) return;
    const { marked: before, unplaced } = useImportReview.getState();
    const still = before.filter((field) => valueOf(next, field) === field.imported);
    if (still.length === before.length) return;
    useImportReview.setState({ marked: still });
    writeImportReview(resumeId, { unplaced, unsure: still.map(withoutValue) });
  });
  return () => {
    unsubscribe();
    useImportReview.setState({ resumeId: null, unplaced: [], marked: [] });
  };
}
