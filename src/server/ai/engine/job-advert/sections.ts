/**
 * A job advert split into its parts: the header before the first heading, then one section per
 * heading ("Responsibilities", "What you'll need", "Nice to have", "About us", ...), each line
 * with its bullet taken off. Adverts are pasted from job boards in every style: headings with or
 * without colons, in capitals, in Markdown; "Label: value" lines; bullets of any kind or none.
 */
export type SectionKind =
  "header" | "about" | "role" | "responsibilities" | "required" | "preferred" | "benefits" | "apply" | "equal-opportunity" | "other";

export interface AdvertLine {
  text: string;
  bullet: boolean;
}

export interface AdvertSection {
  kind: SectionKind;
  heading: string;
  lines: AdvertLine[];
}

/** A "Label: value" line the advert states a fact in ("Company: Acme", "Location: Leeds"). */
export interface AdvertLabel {
  label: string;
  value: string;
}

export interface Advert {
  sections: AdvertSection[];
  labels: AdvertLabel[];
}

// Typographic bullets may touch their text; "*", "-", "+" and numbers need a space, so "**Company:**" and "-5%" are no bullets.
const BULLET = /^\s*(?:[•●▪■◦‣∙·○◆◇►▶➢➤→✓✔☐⁃]\s*|(?:[*+–—-]|\d{1,2}[.)]|\(\d{1,2}\)|[a-z][.)])\s+)/u;
const MARKDOWN = /^\s*(?:#{1,6}\s*)|\*\*|__/g;
const MAX_HEADING_WORDS = 8;

// Cues in a heading, tried in this order: "Preferred qualifications" is preferred before it is a
// qualification, "About the role" is the role before it is "About".
const HEADING_CUES: readonly [SectionKind, RegExp][] = [
  ["equal-opportunity", /\b(equal (employment )?opportunit|eeo\b|diversity (and|&) inclusion|accommodations?)/],
  [
    "preferred",
    /\b(preferred|nice[ -]to[ -]haves?|bonus|desirable|desired|pluses|plus\b|good to have|extra credit|additional|optional|advantageous|would be great)/,
  ],
  [
    "role",
    /\b(about the (role|job|position|opportunity)|the (role|job|position|opportunity)$|job (description|summary|overview)|role (description|overview|summary)|position (summary|overview|description)|overview|summary|introduction)/,
  ],
  [
    "responsibilities",
    /\b(responsibilit|what (you'll|you will|you'd) (do|be doing|work on)|duties|day[ -]to[ -]day|your (role|impact|mission|day)|key (tasks|accountabilities)|accountabilit|tasks|in this role|the work|what the job involves)/,
  ],
  [
    "required",
    /\b(requirement|qualification|must[ -]haves?|must have|what (you'll|you will|you) (need|bring)|what we('re| are) looking for|who you are|about you|you (have|bring)|skills|experience|essential|minimum|criteria|competenc|profile|ideal candidate|knowledge)/,
  ],
  [
    "benefits",
    /\b(benefits?|perks|what we offer|we offer|compensation|salary|pay\b|why (join|work|you'll love)|rewards|package|what's in it)/,
  ],
  ["apply", /\b(how to apply|to apply|application|next steps|hiring process|interview process)/],
  ["about", /\b(about|who we are|company overview|our (company|story|mission)|the company)/],
];

function normalise(text: string): string {
  return text.replace(/[’`]/g, "'").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The kind a heading names, or undefined when its words name none. */
export function headingKind(heading: string): SectionKind | undefined {
  const text = normalise(heading);
  return HEADING_CUES.find(([, cue]) => cue.test(text))?.[0];
}

// A line that is nothing but one of the usual headings needs no colon or capitals to be one.
const BARE_HEADING = new RegExp(
  "^(" +
    [
      "about (us|you|the (company|role|job|team|position|opportunity)|[\\p{L}\\d&.' -]{1,40})",
      "who (we|you) are",
      "what (you'll|you will|you'd) (do|need|bring|be doing|get)",
      "what we('re| are) looking for",
      "what (we offer|you bring|we're offering)",
      "(key |main |core |primary |your |job |essential )?(responsibilities|duties|accountabilities|tasks)( (and|&) (responsibilities|duties|requirements|qualifications))?",
      "(minimum |basic |required |preferred |desired |additional |key |essential |technical )?(requirements|qualifications|skills|experience|criteria)( (and|&) (experience|qualifications|skills|requirements))?",
      "nice[ -]to[ -]haves?|bonus( points)?|desirable|preferred|must[ -]haves?|benefits|perks|compensation|salary|why join us",
      "(the )?(role|opportunity)|overview|summary|job (description|summary)|how to apply|day[ -]to[ -]day|in this role",
    ].join("|") +
    ")$",
  "u",
);

/** The kind of section a line opens, or undefined when it is no heading. */
function headingOf(raw: string, text: string): SectionKind | undefined {
  if (text.split(/\s+/).length > MAX_HEADING_WORDS || /[.!?;,]$/.test(text) || text.length < 3) return undefined;
  const words = text.replace(/:$/, "").trim();
  if (text.endsWith(":")) return headingKind(words) ?? "other";
  const letters = words.replace(/[^\p{L}]/gu, "");
  const capitals = letters.length >= 3 && letters === letters.toUpperCase();
  const markdown = /^\s*#{1,6}\s/.test(raw) || /^\s*(\*\*|__).+(\*\*|__)\s*$/.test(raw);
  return capitals || markdown || BARE_HEADING.test(normalise(words)) ? headingKind(words) : undefined;
}

/** Splits "Label: value" when the label is short (at most four words) and the value is not empty. */
function splitLabel(text: string): AdvertLabel | undefined {
  const match = /^([^:]{2,40}):\s+(\S.*)$/.exec(text);
  if (!match || match[1]!.trim().split(/\s+/).length > 4) return undefined;
  return { label: match[1]!.trim(), value: match[2]!.trim() };
}

export function parseAdvert(text: string): Advert {
  const sections: AdvertSection[] = [{ kind: "header", heading: "", lines: [] }];
  const labels: AdvertLabel[] = [];
  const start = (kind: SectionKind, heading: string) => sections.push({ kind, heading, lines: [] });
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const bullet = BULLET.test(raw);
    const line = raw.replace(BULLET, "").replace(MARKDOWN, "").replace(/\s+/g, " ").trim();
    if (line === "") continue;
    const current = sections.at(-1)!;
    const kind = bullet ? undefined : headingOf(raw, line);
    if (kind) {
      start(kind, line.replace(/:$/, "").trim());
      continue;
    }
    const label = bullet ? undefined : splitLabel(line);
    if (label) {
      const labelKind = headingKind(label.label);
      if (labelKind && labelKind !== "about" && labelKind !== "role") {
        start(labelKind, label.label);
        sections.at(-1)!.lines.push({ text: label.value, bullet: false });
        continue;
      }
      labels.push(label);
    }
    // A line that goes on from a bullet without a marker of its own continues it.
    const previous = current.lines.at(-1);
    if (!bullet && previous?.bullet && /^[\p{Ll}(]/u.test(line)) previous.text = `${previous.text} ${line}`;
    else current.lines.push({ text: line, bullet });
  }
  return { sections: sections.filter((section) => section.lines.length > 0 || section.kind !== "header"), labels };
}
