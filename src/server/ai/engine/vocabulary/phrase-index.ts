import { isHyphen, phraseTokens, tokenize, type Token } from "../text/tokenize";

/** One spelling of a vocabulary entry: its name or an alias. */
export interface PhraseForm<T> {
  entry: T;
  form: string;
  /** The form's words and joiners in their own case, hyphens left out. */
  cased: readonly string[];
  /**
   * Matched only as written: acronyms ("JS", "RN", "REST"), since in lower case they are other
   * words ("rest", "pm"), and the forms that are everyday English words ("Go", "Excel").
   */
  caseSensitive: boolean;
}

export interface PhraseHit<T> {
  form: PhraseForm<T>;
  /** The text as written, from the first to the last token of the match. */
  matched: string;
  index: number;
  firstToken: number;
  lastToken: number;
}

interface TrieNode<T> {
  children: Map<string, TrieNode<T>>;
  form?: PhraseForm<T>;
}

/** The key two spellings share when they are the same phrase: lower case, hyphens as spaces. */
export function phraseKey(phrase: string): string {
  return phraseTokens(phrase).join(" ");
}

function isAcronym(form: string): boolean {
  return /\p{Lu}/u.test(form) && !/\p{Ll}/u.test(form);
}

/**
 * A trie of phrases over tokens. Scanning finds, at each word, the longest phrase that starts
 * there and honours its case rule; matches do not overlap, so "Spring Boot" is not also "Spring".
 */
export class PhraseIndex<T> {
  private readonly root: TrieNode<T> = { children: new Map() };
  private readonly byKey = new Map<string, PhraseForm<T>>();

  constructor(entries: Iterable<{ entry: T; forms: readonly string[] }>, exactCaseForms: ReadonlySet<string>) {
    for (const { entry, forms } of entries) {
      for (const form of forms) {
        const key = phraseKey(form);
        const existing = this.byKey.get(key);
        if (existing) throw new Error(`Vocabulary phrase "${form}" is already "${existing.form}".`);
        const cased = tokenize(form)
          .filter((token) => token.kind === "word" || (token.kind === "joiner" && !isHyphen(token)))
          .map((token) => token.text);
        const phrase: PhraseForm<T> = { entry, form, cased, caseSensitive: isAcronym(form) || exactCaseForms.has(form) };
        this.byKey.set(key, phrase);
        let node = this.root;
        for (const word of key.split(" ")) {
          let child = node.children.get(word);
          if (!child) {
            child = { children: new Map() };
            node.children.set(word, child);
          }
          node = child;
        }
        node.form = phrase;
      }
    }
  }

  lookup(phrase: string): PhraseForm<T> | undefined {
    return this.byKey.get(phraseKey(phrase));
  }

  scan(text: string, tokens: readonly Token[] = tokenize(text)): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    let i = 0;
    while (i < tokens.length) {
      const hit = tokens[i]?.kind === "word" ? this.longestAt(text, tokens, i) : undefined;
      if (hit) {
        hits.push(hit);
        i = hit.lastToken + 1;
      } else {
        i += 1;
      }
    }
    return hits;
  }

  private longestAt(text: string, tokens: readonly Token[], first: number): PhraseHit<T> | undefined {
    let node = this.root;
    let best: PhraseHit<T> | undefined;
    const words: Token[] = [];
    for (let j = first; j < tokens.length; j += 1) {
      const token = tokens[j]!;
      if (isHyphen(token) && words.length > 0) continue;
      if (token.kind !== "word" && token.kind !== "joiner") break;
      const child = node.children.get(token.lower);
      if (!child) break;
      node = child;
      words.push(token);
      const form = node.form;
      if (form && (!form.caseSensitive || form.cased.every((word, k) => words[k]?.text === word))) {
        best = { form, matched: text.slice(tokens[first]!.start, token.end), index: tokens[first]!.start, firstToken: first, lastToken: j };
      }
    }
    return best;
  }
}
