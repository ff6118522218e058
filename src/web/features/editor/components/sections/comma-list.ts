import { RESUME_LIMITS } from "#shared/limits";
import { splitCommaList } from "#shared/resume";

export interface CommaListLimits {
  maxItems: number;
  maxItemLength: number;
}

const DEFAULT_LIMITS: CommaListLimits = {
  maxItems: RESUME_LIMITS.skillItems,
  maxItemLength: RESUME_LIMITS.shortText,
};

/** The text shown for a list when the input is not being edited. */
export function formatCommaList(items: readonly string[]): string {
  return items.join(", ");
}

/**
 * Splits typed text into items. Capped to the server limits so a long paste
 * cannot produce a resume the API would reject on save.
 */
export function parseCommaList(raw: string, limits: CommaListLimits = DEFAULT_LIMITS): string[] {
  return splitCommaList(raw)
    .slice(0, limits.maxItems)
    .map((item) => item.slice(0, limits.maxItemLength).trim())
    .filter((item) => item !== "");
}

export function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
