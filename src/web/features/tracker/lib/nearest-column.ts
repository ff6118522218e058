/** A column's box on screen, as dnd-kit measures it. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type Direction = "left" | "right" | "up" | "down";

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The column an arrow key leads to from `from`, whatever the layout: one row of four, two rows of
 * two, or a phone's row that scrolls sideways. Only columns wholly on that side count; the nearest
 * wins, and a column out of line (the other row) counts as twice as far, so Right stays in its row.
 */
export function nearestColumn<Id>(from: Box, columns: readonly { id: Id; box: Box }[], direction: Direction): Id | null {
  const start = centre(from);
  // A pixel of slack: columns that touch are still beside each other.
  const isOnSide = (box: Box) => {
    switch (direction) {
      case "right":
        return box.left >= from.left + from.width - 1;
      case "left":
        return box.left + box.width <= from.left + 1;
      case "down":
        return box.top >= from.top + from.height - 1;
      case "up":
        return box.top + box.height <= from.top + 1;
    }
  };
  const horizontal = direction === "left" || direction === "right";
  let best: { id: Id; distance: number } | null = null;
  for (const { id, box } of columns) {
    if (!isOnSide(box)) continue;
    const end = centre(box);
    const along = Math.abs(horizontal ? end.x - start.x : end.y - start.y);
    const across = Math.abs(horizontal ? end.y - start.y : end.x - start.x);
    const distance = along + 2 * across;
    if (!best || distance < best.distance) best = { id, distance };
  }
  return best?.id ?? null;
}
