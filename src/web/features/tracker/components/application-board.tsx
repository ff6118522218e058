import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { useLayoutEffect, useRef, useState, type KeyboardEventHandler, type ReactNode } from "react";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus, type JobApplication } from "#shared/applications";
import { toast } from "#web/lib/toast";
import { useMoveJobApplication } from "#web/lib/api/job-applications";
import { cn } from "#web/lib/cn";
import { describeAppliedAgo } from "../lib/applied-when";
import { groupByStatus } from "../lib/group-by-status";
import { nearestColumn, type Direction } from "../lib/nearest-column";
import type { CardAction } from "./application-card";
import { StatusDot } from "./status-badge";

/** What a dragged card carries, for the announcements and the drop. */
interface CardData {
  status: ApplicationStatus;
  name: string;
}

const isStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.includes(value as ApplicationStatus);
const columnName = (status: unknown) => (isStatus(status) ? `the ${APPLICATION_STATUS_LABELS[status]} column` : "no column");
const cardOf = (active: Active) => active.data.current as CardData;

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move this application to another status, press Space or Enter to pick it up, use the arrow keys to choose a column, " +
    "then press Space or Enter to drop it there, or Escape to cancel.",
};

/**
 * What a screen reader hears while a card moves, naming the columns. dnd-kit reports the column under
 * the card at once when it is picked up; only a new column is news, or 'Picked up' would be cut short.
 */
function useAnnouncements(): Announcements {
  const lastColumn = useRef<unknown>(null);
  return {
    onDragStart: ({ active }) => {
      lastColumn.current = cardOf(active).status;
      return `Picked up ${cardOf(active).name}. It is in ${columnName(cardOf(active).status)}.`;
    },
    // Between columns is no news either: a drop there leaves the card where it was, and the drop says so.
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastColumn.current) return undefined;
      lastColumn.current = over.id;
      return `${cardOf(active).name} is over ${columnName(over.id)}.`;
    },
    onDragEnd: ({ active, over }) => endMessage(cardOf(active), over),
    onDragCancel: ({ active }) => `Moving cancelled. ${cardOf(active).name} stays in ${columnName(cardOf(active).status)}.`,
  };
}

function endMessage(card: CardData, over: Over | null): string {
  if (!over || over.id === card.status) return `${card.name} was dropped back in ${columnName(card.status)}.`;
  return `${card.name} was moved to ${columnName(over.id)}.`;
}

const ARROWS: Partial<Record<string, Direction>> = {
  [KeyboardCode.Right]: "right",
  [KeyboardCode.Left]: "left",
  [KeyboardCode.Down]: "down",
  [KeyboardCode.Up]: "up",
};

/** Each arrow key carries the picked-up card one whole column over, instead of dnd-kit's 25 px steps. */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = ARROWS[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const fromId = over?.id ?? cardOf(active).status;
  const from = droppableRects.get(fromId) ?? collisionRect;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => (droppableRects.get(container.id) ? [{ id: container.id, box: droppableRects.get(container.id)! }] : []));
  const targetId = nearestColumn(from, columns, direction);
  const target = targetId === null ? undefined : droppableRects.get(targetId);
  if (!target) return currentCoordinates;
  const cardWidth = Math.min(collisionRect.width, target.width);
  const cardHeight = Math.min(collisionRect.height, target.height);
  return {
    x: target.left + (target.width - cardWidth) / 2,
    // Columns of a row are of one height, so a sideways move keeps its height; else the card goes under the column's heading.
    y: Math.min(
      Math.max(direction === "left" || direction === "right" ? currentCoordinates.y : target.top + 48, target.top),
      target.bottom - cardHeight,
    ),
  };
};

/** The pointer's column while a pointer drags; the column under most of the card for the keyboard. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

interface ApplicationBoardProps {
  applications: JobApplication[];
  now: Date;
  onAction: (application: JobApplication, action: CardAction) => void;
}

/** The four statuses as columns; dragging a card to another column saves its new status at once. */
export function ApplicationBoard({ applications, now, onAction }: ApplicationBoardProps) {
  const move = useMoveJobApplication();
  const [activeId, setActiveId] = useState<string | null>(null);
  const announcements = useAnnouncements();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a card's buttons stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On a phone a short press and hold picks a card up; a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const columns = groupByStatus(applications);
  const dragged = activeId ? applications.find((application) => application.id === activeId) : undefined;

  const boardRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);

  // A card that changes column is drawn anew there, and the focus its handle had is lost: a keyboard
  // user gets it back on the same card, wherever the card now is (after the move, or after a refused one).
  useLayoutEffect(() => {
    const id = refocus.current;
    const focused = document.activeElement;
    if (!id || (focused && focused !== document.body)) return;
    const handle = boardRef.current?.querySelector<HTMLElement>(`[data-application-id="${CSS.escape(id)}"] [data-drag-handle]`);
    if (!handle) return;
    refocus.current = null;
    handle.focus();
  }, [applications]);

  const start = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const end = ({ active, over, activatorEvent }: DragEndEvent) => {
    setActiveId(null);
    const id = String(active.id);
    const from = cardOf(active).status;
    if (!over || !isStatus(over.id) || over.id === from) return;
    const isKeyboardMove = activatorEvent instanceof KeyboardEvent;
    refocus.current = isKeyboardMove ? id : null;
    move.mutate(
      { id, status: over.id, from },
      {
        onError: () => {
          if (isKeyboardMove) refocus.current = id;
          toast.error("Error", { description: "Failed to update application" });
        },
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      {/* A phone shows one column and a bit of the next, and scrolls sideways; wider screens show two, then four, per row. Positioned, so
          the columns' hidden texts scroll with them instead of widening the page. */}
      <div
        ref={boardRef}
        className="relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        <div className="grid auto-cols-[min(82vw,20rem)] grid-flow-col gap-4 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-2 lg:grid-cols-4">
          {APPLICATION_STATUSES.map((status) => (
            <BoardColumn key={status} status={status} applications={columns[status]} now={now} onAction={onAction} />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>{dragged ? <CardBody application={dragged} now={now} isOverlay /> : null}</DragOverlay>
    </DndContext>
  );
}

interface BoardColumnProps {
  status: ApplicationStatus;
  applications: JobApplication[];
  now: Date;
  onAction: (application: JobApplication, action: CardAction) => void;
}

function BoardColumn({ status, applications, now, onAction }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const labelId = `board-column-${status}`;
  const count = applications.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={labelId}
      data-column={status}
      data-over={isOver || undefined}
      className={cn(
        "flex min-h-48 snap-start flex-col rounded-xl border border-slate-200 bg-slate-50 p-3 transition-colors",
        isOver && "border-blue-400 bg-blue-50/70 ring-2 ring-blue-200",
      )}
    >
      <h2 className="flex items-center justify-between gap-2 px-1 text-sm font-semibold text-slate-800">
        <span className="flex items-center gap-2">
          <StatusDot status={status} />
          <span id={labelId}>{APPLICATION_STATUS_LABELS[status]}</span>
        </span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums ring-1 ring-slate-200">
          {count}
          <span className="sr-only">{count === 1 ? " application" : " applications"}</span>
        </span>
      </h2>
      {count > 0 ? (
        <ul className="mt-3 flex flex-col gap-2">
          {applications.map((application) => (
            <BoardCard key={application.id} application={application} now={now} onAction={(action) => onAction(application, action)} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 flex flex-1 items-center justify-center rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
          Drag an application here
        </p>
      )}
    </section>
  );
}

function BoardCard({ application, now, onAction }: { application: JobApplication; now: Date; onAction: (action: CardAction) => void }) {
  const name = `${application.job_title} at ${application.company_name}`;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    data: { status: application.status, name } satisfies CardData,
  });
  // The whole card follows a mouse or a finger; the keyboard picks it up by its handle only, so the card's own buttons keep Enter and Space.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      data-application-id={application.id}
      {...pointerListeners}
      className={cn("touch-manipulation", isDragging && "opacity-40")}
    >
      <CardBody
        application={application}
        now={now}
        handle={
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
            data-drag-handle
            aria-label={`Move ${name}`}
            title="Drag to another column"
            className="-ml-1 flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
        onDetails={() => onAction("details")}
      />
    </li>
  );
}

interface CardBodyProps {
  application: JobApplication;
  now: Date;
  handle?: ReactNode;
  onDetails?: () => void;
  isOverlay?: boolean;
}

/** A board card's face: the same on the board and under the pointer while it is dragged. */
function CardBody({ application, now, handle, onDetails, isOverlay = false }: CardBodyProps) {
  return (
    <div
      className={cn(
        "flex cursor-grab items-start gap-1.5 rounded-lg border border-slate-200 bg-white p-3 shadow-xs select-none [-webkit-touch-callout:none]",
        isOverlay && "cursor-grabbing shadow-lg ring-2 ring-blue-300",
      )}
    >
      {handle ?? (
        <span className="-ml-1 flex size-7 shrink-0 items-center justify-center text-slate-400">
          <GripVertical className="size-4" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        {onDetails ? (
          <button
            type="button"
            data-action="details"
            aria-label={`View details of ${application.job_title} at ${application.company_name}`}
            onClick={onDetails}
            className="text-left text-sm leading-snug font-semibold break-words text-slate-900 hover:text-blue-700 hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {application.job_title}
          </button>
        ) : (
          <p className="text-sm leading-snug font-semibold break-words text-slate-900">{application.job_title}</p>
        )}
        <p className="mt-0.5 text-sm break-words text-slate-600">{application.company_name}</p>
        <p className="mt-1 text-xs text-slate-500">Applied {describeAppliedAgo(application.created_at, now)}</p>
      </div>
    </div>
  );
}
