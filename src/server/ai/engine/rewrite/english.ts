/** Items as an English list: 'A', 'A and B', 'A, B and C'. */
export function joinAsList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A count with its noun: '1 bullet', '3 bullets', '2 entries'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
