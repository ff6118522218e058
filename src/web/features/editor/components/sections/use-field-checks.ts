import type { UnsureField } from "#web/lib/import-review";
import { entryIdOf, fieldKeyOf, useImportReview } from "../../store/import-review-store";
import type { FieldCheck } from "./field";

/**
 * The marks of one section's (or entry's) fields for its form, while the import's doubt about them
 * stands: `checks(field)` is spread into a field's props, `count` tells an entry's card.
 */
export function useFieldChecks<S extends UnsureField["section"]>(section: S, entryId = "") {
  const all = useImportReview((state) => state.marked);
  const marked = all.filter((mark) => mark.section === section && entryIdOf(mark) === entryId);
  const checks = (field: Extract<UnsureField, { section: S }>["field"]): { check: FieldCheck | undefined } => {
    const found = marked.find((mark) => mark.field === field);
    return { check: found && { reason: found.reason, key: fieldKeyOf(found) } };
  };
  return { checks, count: marked.length };
}
