import type { ResumeDraft } from "#shared/ai";
import { findContacts } from "./contacts";
import type { EntryBlock } from "./entries";
import { textEdge } from "./entries";
import type { Placed } from "./experience";
import { splitItems } from "./items";
import { authorLines, type Frame } from "./text-blocks";

type Project = ResumeDraft["projects"][number];

const TECHNOLOGIES = /^(?:technologies|technology|tech(?:\s+stack)?|stack|tools|built with|skills(?:\s+used)?)\s*:\s*(.+)$/i;

/**
 * Project entries: the first piece of the header names the project, a list after a bar or in a
 * 'Technologies:' line gives its technologies, a web address its link, the rest its description.
 */
export function toProjects(blocks: readonly EntryBlock[], frame: Frame | null): Placed<Project> {
  const entries: Project[] = [];
  const leftovers: string[] = [];
  for (const block of blocks) {
    let link = "";
    const technologies: string[] = [];
    const names: string[] = [];
    for (const piece of block.pieces) {
      const contacts = findContacts(piece.text);
      if (contacts.links.length > 0) link ||= contacts.links[0]!;
      const text = contacts.rest;
      if (!text) continue;
      const listed = TECHNOLOGIES.exec(text);
      if (listed) technologies.push(...splitItems(listed[1]!));
      else if (names.length > 0 && text.includes(",")) technologies.push(...splitItems(text));
      else names.push(text);
    }
    const lines: string[] = [];
    for (const line of authorLines(block.body, frame, textEdge(block.header))) {
      const listed = TECHNOLOGIES.exec(line.replace(/^• /, ""));
      if (listed) technologies.push(...splitItems(listed[1]!));
      else lines.push(line);
      link ||= findContacts(line).links[0] ?? "";
    }
    const [name = "", ...others] = names;
    if (!name && lines.length === 0) continue;
    entries.push({
      name: name || (lines.shift() ?? ""),
      description: [...others, ...lines].join("\n"),
      technologies,
      ...(link ? { link } : {}),
      startDate: block.dates?.start ?? "",
      endDate: block.dates?.end ?? "",
    });
  }
  return { entries, leftovers };
}
