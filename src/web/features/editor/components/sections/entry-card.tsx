import { useId, useState, type ReactNode } from "react";
import { ChevronRight, Trash2Icon } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";

export const NEW_ENTRY_TITLE = "New entry";

export interface EntryCardProps {
  /** One-line summary such as 'Senior Engineer · Acme'; empty shows 'New entry'. */
  title: string;
  /** Secondary line, e.g. the date range. */
  subtitle?: string;
  /** The drag handle and move buttons from SortableList. */
  handle?: ReactNode;
  /** Accessible name of the remove button, e.g. 'Remove experience'. */
  removeLabel: string;
  onRemove: () => void;
  /** Defaults to open for entries without a title, i.e. new or still empty ones, and for entries with fields to check. */
  defaultOpen?: boolean;
  /** How many of its fields an import asks the user to check. */
  toCheck?: number;
  children: ReactNode;
}

export function EntryCard({ title, subtitle, handle, removeLabel, onRemove, defaultOpen, toCheck = 0, children }: EntryCardProps) {
  const trimmedTitle = title.trim();
  const [open, setOpen] = useState(defaultOpen ?? (trimmedTitle === "" || toCheck > 0));
  const bodyId = useId();
  const titleId = `${bodyId}-title`;

  return (
    <div className="rounded-lg border bg-card text-card-foreground shadow-xs transition-shadow">
      <div className="flex items-center gap-1 py-1.5 pr-1.5 pl-1.5 sm:gap-2">
        {handle}
        {/* The heading wraps the toggle (WAI-ARIA disclosure) so screen-reader users can jump between entries. */}
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
            className="group flex w-full min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            data-entry-toggle=""
          >
            <ChevronRight
              aria-hidden="true"
              className={cn(
                "size-4 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none",
                open && "rotate-90",
              )}
            />
            <span className="flex min-w-0 flex-col">
              <span id={titleId} className={cn("truncate text-sm font-medium", trimmedTitle === "" && "text-muted-foreground italic")}>
                {trimmedTitle || NEW_ENTRY_TITLE}
              </span>
              {subtitle && <span className="truncate text-xs text-muted-foreground">{subtitle}</span>}
            </span>
            {toCheck > 0 && (
              <span className="ml-auto shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {toCheck}
                {/* A phone keeps the title's room: '2 to check', read out in full. */}
                <span className="max-sm:sr-only"> {toCheck === 1 ? "field" : "fields"}</span> to check
              </span>
            )}
          </button>
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={removeLabel}
          aria-describedby={titleId}
          title={removeLabel}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <div id={bodyId} hidden={!open} className="border-t px-4 pt-4 pb-5 sm:px-5">
        {children}
      </div>
    </div>
  );
}
