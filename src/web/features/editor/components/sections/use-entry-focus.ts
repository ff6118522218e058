import { useLayoutEffect, useRef } from "react";

const FIRST_FIELD = "input:not([disabled]), textarea:not([disabled]), select:not([disabled])";

function entryElement(container: HTMLElement, id: string): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>("[data-item-id]")) {
    if (element.dataset.itemId === id) return element;
  }
  return null;
}

export interface EntryFocusOptions {
  /** What to focus in the neighbouring item after a removal. */
  removalTarget?: string;
}

/**
 * Keeps keyboard users oriented when items (elements with data-item-id inside containerRef) come and
 * go: after the add button the new item's first field takes focus, and after a removal, which destroys
 * the focused button, the neighbouring item (or the add button when none is left) takes it instead
 * of the page body.
 */
export function useEntryFocus<C extends HTMLElement = HTMLDivElement>(
  ids: readonly string[],
  { removalTarget = "[data-entry-toggle]" }: EntryFocusOptions = {},
) {
  const containerRef = useRef<C>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const previousIds = useRef<readonly string[]>(ids);

  useLayoutEffect(() => {
    const before = previousIds.current;
    previousIds.current = ids;
    const container = containerRef.current;
    if (!container || before === ids) return;

    if (ids.length === before.length + 1 && document.activeElement === addButtonRef.current) {
      const added = ids.find((id) => !before.includes(id));
      if (added === undefined) return;
      entryElement(container, added)?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      return;
    }

    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (ids.length === before.length - 1 && focusLost) {
      const removedIndex = before.findIndex((id) => !ids.includes(id));
      const neighbour = ids[Math.min(removedIndex, ids.length - 1)];
      const target =
        neighbour === undefined ? addButtonRef.current : entryElement(container, neighbour)?.querySelector<HTMLElement>(removalTarget);
      target?.focus();
    }
  }, [ids, removalTarget]);

  return { containerRef, addButtonRef };
}
