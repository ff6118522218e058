/**
 * The answers the parser has given about a text, kept: it asks the same questions of a line many
 * times (a section without a known heading is split into entries after each of its first 12 rows,
 * and each row is read as a header and as a description), so without them a long file would cost
 * many times its lines (decision 033). The answers depend on the text alone.
 */

// Above the distinct texts of one document within the read limit (200,000 characters make at most
// 100,000 lines), so one parse never forgets what it asked; past it, the answers start again, which
// bounds what a worker keeps between uploads.
const MAX_REMEMBERED = 120_000;

/** `answer`, remembering its answer for each text. */
export function rememberedByText<T>(answer: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    if (answers.has(text)) return answers.get(text)!;
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    const value = answer(text);
    answers.set(text, value);
    return value;
  };
}
