import type { ReactNode } from "react";

/** A timeline's stops: the list around them draws the rail; each stop has a marker on it. */
export interface TimelineLook {
  item: string;
  marker: string;
}

/** One stop of a timeline: its marker on the rail, then the entry. */
export function TimelineStop({ look, children }: { look: TimelineLook; children: ReactNode }) {
  return (
    <li className={look.item}>
      <span aria-hidden="true" className={look.marker} />
      {children}
    </li>
  );
}
