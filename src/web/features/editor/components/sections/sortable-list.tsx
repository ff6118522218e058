import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { restrictToVerticalAxis } from "@dnd-kit/modifiers";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";

export interface SortableListProps<T extends { id: string }> {
  items: T[];
  onMove: (fromIndex: number, toIndex: number) => void;
  /** `handle` holds the drag handle and the move buttons; place it in the item's header. */
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  /** Accessible name of the list, e.g. 'Experience entries'. */
  label: string;
  /** How announcements name an item; defaults to its position. */
  itemLabel?: (item: T, index: number) => string;
}

type Direction = "up" | "down";

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To pick up an item, press Space or Enter. Use the up and down arrow keys to move it, " +
    "then press Space or Enter to drop it, or Escape to cancel. " +
    "You can also use the Move up and Move down buttons.",
};

/** Lets the move buttons find their counterparts after React has re-ordered the items. */
const itemSelector = (id: string) => `[data-item-id="${cssEscape(id)}"]`;

function cssEscape(value: string): string {
  return typeof globalThis.CSS?.escape === "function" ? globalThis.CSS.escape(value) : value.replace(/["\\]/g, "\\$&");
}

export function SortableList<T extends { id: string }>({ items, onMove, renderItem, label, itemLabel }: SortableListProps<T>) {
  const sensors = useSensors(
    // A small travel distance before dragging starts keeps clicks on inputs and buttons working.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);
  const [status, setStatus] = useState("");

  const count = items.length;
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const nameOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    const item = items[index];
    const name = item && itemLabel ? itemLabel(item, index).trim() : "";
    return name || `Item ${index + 1}`;
  };
  const position = (index: number) => `position ${index + 1} of ${count}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. It is in ${position(indexOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} was moved into ${position(indexOf(over.id))}.` : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped in ${position(indexOf(over.id))}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} is back in ${position(indexOf(active.id))}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from !== -1 && to !== -1) onMove(from, to);
  };

  const moveBy = (index: number, direction: Direction) => {
    const item = items[index];
    const to = direction === "up" ? index - 1 : index + 1;
    if (!item || to < 0 || to >= count) return;
    pendingFocus.current = { id: item.id, direction };
    setStatus(`${nameOf(item.id)} moved to ${position(to)}.`);
    onMove(index, to);
  };

  // Re-ordering DOM nodes can drop focus, so the pressed button is focused again once the
  // parent has applied the move; at either end the other button takes over.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    const list = listRef.current;
    if (!pending || !list) return;
    pendingFocus.current = null;
    const item = list.querySelector<HTMLElement>(itemSelector(pending.id));
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction === "up" ? "down" : "up"}"]`);
    const target = same && !same.disabled ? same : other;
    target?.focus();
  }, [items]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ul ref={listRef} aria-label={label} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              index={index}
              count={count}
              onMoveBy={moveBy}
              render={(handle) => renderItem(item, index, handle)}
            />
          ))}
        </ul>
      </SortableContext>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  index: number;
  count: number;
  onMoveBy: (index: number, direction: Direction) => void;
  render: (handle: ReactNode) => ReactNode;
}

function SortableItem({ id, index, count, onMoveBy, render }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });

  const style: CSSProperties = {
    // Translate rather than Transform: scaling cards of different heights would distort them.
    transform: CSS.Translate.toString(transform),
    transition,
  };

  const handle = (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        ref={setActivatorNodeRef}
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 cursor-grab touch-none text-muted-foreground active:cursor-grabbing"
        title="Drag to reorder"
        {...attributes}
        {...listeners}
        aria-label="Drag to reorder"
      >
        <GripVertical aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        aria-label="Move up"
        title="Move up"
        data-move="up"
        disabled={index === 0}
        onClick={() => onMoveBy(index, "up")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        aria-label="Move down"
        title="Move down"
        data-move="down"
        disabled={index === count - 1}
        onClick={() => onMoveBy(index, "down")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <li ref={setNodeRef} style={style} data-item-id={id} className={cn("relative", isDragging && "z-10 opacity-90 [&>*]:shadow-lg")}>
      {render(handle)}
    </li>
  );
}
