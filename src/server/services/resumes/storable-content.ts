import type { FieldIssue } from "#shared/api/errors";
import { AppError } from "../../errors";

// PostgreSQL refuses NUL in text and jsonb, and lone UTF-16 surrogates in jsonb, with a server error;
// SQLite would keep them. Refusing them up front gives both databases the same answer: a 422 naming the field.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findUnstorable(value: unknown, path: string[], issues: FieldIssue[]): void {
  if (typeof value === "string") {
    if (UNSTORABLE.test(value)) issues.push({ path: path.join("."), message: "Contains a character that cannot be stored." });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findUnstorable(item, [...path, String(index)], issues));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) issues.push({ path: [...path, key].join("."), message: "Contains a character that cannot be stored." });
      findUnstorable(item, [...path, key], issues);
    }
  }
}

/** Throws VALIDATION_FAILED when any text of the content could not be stored on every supported database. */
export function assertStorable(content: unknown): void {
  const issues: FieldIssue[] = [];
  findUnstorable(content, [], issues);
  if (issues.length > 0) throw new AppError("VALIDATION_FAILED", "Some fields are not valid.", { issues });
}
