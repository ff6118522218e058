import { Fragment } from "react";
import { cn } from "../../lib/cn";

export type RichTextBlock = { type: "paragraph"; lines: string[] } | { type: "list"; items: string[] };

const BULLET = /^[-•*]\s*/;

/**
 * Splits a description typed in a plain textarea into blocks: lines starting with '-', '•' or '*'
 * become list items, consecutive other lines one paragraph (their line breaks kept), and a blank
 * line ends the current block so the user's spacing survives.
 */
export function parseRichText(text: string | null | undefined): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let current: RichTextBlock | undefined;
  for (const raw of (text ?? "").split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line === "") {
      current = undefined;
      continue;
    }
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      // A lone marker or a rule like '---' carries no text to print.
      if (item === "" || /^[-•*\s]+$/.test(item)) continue;
      if (current?.type !== "list") {
        current = { type: "list", items: [] };
        blocks.push(current);
      }
      current.items.push(item);
    } else {
      if (current?.type !== "paragraph") {
        current = { type: "paragraph", lines: [] };
        blocks.push(current);
      }
      current.lines.push(line);
    }
  }
  return blocks;
}

export interface RichTextProps {
  text: string | null | undefined;
  className?: string;
  paragraphClassName?: string;
  /** Bullet colour and indent, e.g. "marker:text-blue-600". */
  listClassName?: string;
  itemClassName?: string;
}

export function RichText({ text, className, paragraphClassName, listClassName, itemClassName }: RichTextProps) {
  const blocks = parseRichText(text);
  if (blocks.length === 0) return null;
  return (
    <div className={cn("min-w-0 space-y-1.5 wrap-anywhere", className)}>
      {blocks.map((block, index) =>
        block.type === "list" ? (
          <ul key={index} className={cn("list-disc space-y-0.5 pl-[1.15em]", listClassName)}>
            {block.items.map((item, i) => (
              <li key={i} className={cn("pl-[0.15em]", itemClassName)}>
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} className={paragraphClassName}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
