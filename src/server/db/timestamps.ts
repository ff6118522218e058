/** PostgreSQL returns timestamptz as Date, SQLite returns the stored ISO text; callers get ISO text from both. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
