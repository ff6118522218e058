/**
 * Lists the engine writes, fitted to an answer's limits: a list keeps its first items, which every
 * function puts first because they matter most, and a name is kept whole or left out.
 */

/**
 * A name, address or link within `max` characters, or nothing: part of one names something else
 * (a skill, a keyword, an email address that reaches no one).
 */
export function fitName(name: string, max: number): string {
  return name.length <= max ? name : "";
}

/** The names that fit in `maxLength` characters each, the first `maxCount` of them; longer ones are left out, not cut. */
export function fitNames(names: readonly string[], maxLength: number, maxCount = names.length): string[] {
  return names.filter((name) => fitName(name, maxLength) !== "").slice(0, maxCount);
}

/**
 * The longest leading run of `items` whose text, as `compose` writes it, fits in `max` characters
 * (none when even the text of no item is longer). `compose` must write a longer text for more items.
 */
export function leadingWithin<T>(items: readonly T[], max: number, compose: (items: readonly T[]) => string): T[] {
  // Binary search on the count: composing every prefix in turn would be quadratic in a long list.
  let fits = 0;
  let fitsNot = items.length + 1;
  while (fitsNot - fits > 1) {
    const count = Math.floor((fits + fitsNot) / 2);
    if (compose(items.slice(0, count)).length <= max) fits = count;
    else fitsNot = count;
  }
  return items.slice(0, fits);
}
