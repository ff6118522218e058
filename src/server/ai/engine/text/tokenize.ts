/**
 * Splits text into the tokens the vocabulary and keyword matchers walk. Words keep the characters
 * that make tool names ("C++", "C#", "Node.js", ".NET"); joiners ("-", "/", "&", "'") and
 * punctuation are tokens of their own, so "CI/CD" and "P&L" can be matched as phrases while
 * "Python/Django" still yields both words. Offsets index the original text.
 */
export type TokenKind = "word" | "joiner" | "punct" | "break";

export interface Token {
  text: string;
  /** Lower case, for case-insensitive lookups. */
  lower: string;
  kind: TokenKind;
  start: number;
  end: number;
  /** Whitespace separates this token from the previous one (or it is the first). */
  spaceBefore: boolean;
}

// A word: letters and digits, with "+" and "#" inside or at its end (C++, C#) and a dot only
// between letters or digits (Node.js, 3.5); or a leading dot before letters (.NET).
const TOKEN = /(?<![\p{L}\p{N}])\.\p{L}[\p{L}\p{N}]*|[\p{L}\p{N}](?:[\p{L}\p{N}+#]|\.(?=[\p{L}\p{N}]))*|[-/&'’]|\n|[^\s\p{L}\p{N}]/gu;
const JOINERS = new Set(["-", "/", "&", "'", "’"]);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0];
    const start = match.index;
    const kind: TokenKind = value === "\n" ? "break" : JOINERS.has(value) ? "joiner" : /[\p{L}\p{N}]/u.test(value) ? "word" : "punct";
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      kind,
      start,
      end: start + value.length,
      spaceBefore: start > previousEnd || tokens.length === 0 || tokens[tokens.length - 1]?.kind === "break",
    });
    previousEnd = start + value.length;
  }
  return tokens;
}

/** Hyphens read as spaces when phrases are compared ("front-end" is "front end"). */
export function isHyphen(token: Token): boolean {
  return token.kind === "joiner" && token.text === "-";
}

/** The tokens a phrase is compared by: words and the joiners that are part of a name, hyphens left out. */
export function phraseTokens(phrase: string): string[] {
  return tokenize(phrase)
    .filter((token) => token.kind === "word" || (token.kind === "joiner" && !isHyphen(token)))
    .map((token) => token.lower);
}
