/**
 * Lookups in the XML parts of an uploaded DOCX by indexOf scans, each linear in the part's length.
 * A regular expression that searches from every opening tag (`<w:sectPr\b[\s\S]*?<\/w:sectPr>`) costs
 * the number of openings times the part's length when none is closed, and a part may hold millions
 * of them: inside an XML comment they are valid XML, and they compress to almost nothing (decision 033).
 */

/** Where the next start tag `<name` begins at or after `from` whose name ends there (a `\b`, not `<w:sectPrChange`); -1 without one. */
function startTagAt(xml: string, name: string, from: number): number {
  const open = `<${name}`;
  for (let at = xml.indexOf(open, from); at !== -1; at = xml.indexOf(open, at + open.length)) {
    if (!/\w/.test(xml.charAt(at + open.length))) return at;
  }
  return -1;
}

/** The first element named `name`, from its start tag to the first end tag after it; null when none is closed. */
export function firstElement(xml: string, name: string): string | null {
  const start = startTagAt(xml, name, 0);
  if (start === -1) return null;
  const close = `</${name}>`;
  const end = xml.indexOf(close, start);
  return end === -1 ? null : xml.slice(start, end + close.length);
}

/** The start tags named `name`, each from `<` to its first `>`, in order. */
export function startTags(xml: string, name: string): string[] {
  const tags: string[] = [];
  for (let at = startTagAt(xml, name, 0); at !== -1;) {
    const end = xml.indexOf(">", at);
    if (end === -1) break;
    tags.push(xml.slice(at, end + 1));
    at = startTagAt(xml, name, end + 1);
  }
  return tags;
}

const isSpace = (char: string) => char !== "" && char.trim() === "";

/** The value of a tag's attribute `name="..."` (its first, after white space), as written; null without it. */
export function attributeOf(tag: string, name: string): string | null {
  const open = `${name}="`;
  for (let at = tag.indexOf(open); at !== -1; at = tag.indexOf(open, at + 1)) {
    if (!isSpace(tag.charAt(at - 1))) continue;
    const start = at + open.length;
    const end = tag.indexOf('"', start);
    return end === -1 ? null : tag.slice(start, end);
  }
  return null;
}

/**
 * The root element `name` of an XML part that holds nothing else (an optional byte-order mark and
 * XML declaration before it, white space around it): the attributes of its start tag and its
 * content. Null for any other part.
 */
export function soleRootElement(xml: string, name: string): { attributes: string; content: string } | null {
  let text = xml.startsWith("\uFEFF") ? xml.slice(1) : xml;
  if (text.startsWith("<?xml")) {
    const declarationEnd = text.indexOf(">");
    if (declarationEnd === -1) return null;
    text = text.slice(declarationEnd + 1);
  }
  text = text.trim();
  const close = `</${name}>`;
  if (startTagAt(text, name, 0) !== 0 || !text.endsWith(close)) return null;
  const startTagEnd = text.indexOf(">");
  const contentEnd = text.length - close.length;
  if (startTagEnd >= contentEnd) return null;
  return { attributes: text.slice(name.length + 1, startTagEnd), content: text.slice(startTagEnd + 1, contentEnd) };
}
