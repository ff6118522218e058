// Items of a list line are separated by commas, semicolons, bullets of any shape, bars or tabs; a separator
// inside parentheses belongs to the item ('Python (Django, Flask)').
const SEPARATOR = /[,;•·|\t▪◦‧⋅∙●■◆♦]/;
// A spaced slash separates items too ('Python / SQL / Tableau'); an unspaced one is part of a name ('TCP/IP', 'CI/CD').
const SPACED_SLASH = /\s+\/\s+/g;

/** The items of a list line, trimmed, without empty ones or a closing full stop. */
export function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text.replace(SPACED_SLASH, "|")) {
    if (char === "(" || char === "[") depth++;
    if ((char === ")" || char === "]") && depth > 0) depth--;
    if (depth === 0 && SEPARATOR.test(char)) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim().replace(/\.$/, "").trim()).filter((item) => item !== "");
}
