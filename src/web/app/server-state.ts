import type { DehydratedState } from "@tanstack/react-query";

/**
 * The data a server-rendered page was drawn with (a public profile, the signed-in user), handed to
 * the browser so it hydrates with the same data instead of fetching it again. A JSON data block,
 * not a script: the Content-Security-Policy allows no inline script, and a data block never runs.
 */
const ELEMENT_ID = "vitae-server-state";

export function serverStateElement(state: DehydratedState): string {
  // "<" escaped so no text in the data (a resume's) can close the element.
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

export function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}
