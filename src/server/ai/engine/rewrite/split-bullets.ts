import nlp from "compromise";

/**
 * A list marker at the start of a line: a bullet symbol, a dash or star followed by a space, or a
 * number or letter with its dot or bracket ('1.', '2)', '(a)'). Four-digit years are not markers.
 */
const LIST_MARKER = /^\s*(?:[•·▪▫◦‣●○■□►▶➢➤✓✔❖]\s*|[-*+–—]\s+|\(?(?:\d{1,2}|[a-z])\)\s+|\d{1,2}\.\s+)/u;

function hasListMarker(line: string): boolean {
  return LIST_MARKER.test(line);
}

export function stripListMarker(line: string): string {
  return line.replace(LIST_MARKER, "").trim();
}

/**
 * The bullets of an entry's description. A marked line is one bullet; an unmarked line that opens
 * in lower case continues the bullet before it (text wrapped by a PDF or an editor); other unmarked
 * lines are prose, split into sentences.
 */
export function splitBullets(description: string): string[] {
  const bullets: { text: string; marked: boolean }[] = [];
  for (const rawLine of description.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "") continue;
    const previous = bullets.at(-1);
    if (hasListMarker(line)) bullets.push({ text: stripListMarker(line), marked: true });
    else if (previous && /^[a-z]/.test(line)) previous.text = `${previous.text} ${line}`;
    else bullets.push({ text: line, marked: false });
  }
  return bullets
    .flatMap(({ text, marked }) => (marked ? [text] : nlp(text).sentences().out("array")))
    .map((bullet: string) => bullet.trim())
    .filter((bullet) => bullet !== "");
}
