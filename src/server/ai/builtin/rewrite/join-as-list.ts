/** Items as an English list: 'A', 'A and B', 'A, B and C'. */
export function joinAsList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
