import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { formatMonthYear, MONTH_ABBREVIATIONS, MONTH_NAMES, parseMonthYear, type MonthYear } from "#shared/month-year";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

const COLUMNS = 3;

/** Month steps for the keys of the grid: a month sideways, a row up or down, a year with Page Up/Down. */
const keySteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS, PageUp: -12, PageDown: 12 };

const step = ({ year, month }: MonthYear, months: number): MonthYear => {
  const index = year * 12 + month + months;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
};

/**
 * A button that opens a month grid for a year, to fill a date field with 'Jan 2020'. The field
 * stays free text: the picker only writes into it, and opens on the month already typed.
 */
export function MonthYearPicker({
  value,
  label,
  disabled = false,
  onSelect,
}: {
  value: string;
  /** The field's own label, for the button's and the grid's names. */
  label: string;
  disabled?: boolean;
  onSelect: (value: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [focused, setFocused] = useState<MonthYear>({ year: new Date().getFullYear(), month: new Date().getMonth() });
  const grid = useRef<HTMLDivElement>(null);
  const typed = parseMonthYear(value);

  const open = (next: boolean) => {
    if (next) {
      const today = { year: new Date().getFullYear(), month: new Date().getMonth() };
      setFocused(typed ? { year: typed.year, month: typed.month ?? 0 } : today);
    }
    setIsOpen(next);
  };

  const focusMonth = (next: MonthYear) => {
    setFocused(next);
    // After React has drawn the (possibly new) year.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-month="${next.month}"]`)?.focus());
  };

  const onGridKey = (event: KeyboardEvent) => {
    const months = keySteps[event.key];
    const edge = event.key === "Home" ? 0 : event.key === "End" ? 11 : null;
    if (months === undefined && edge === null) return;
    event.preventDefault();
    focusMonth(edge === null ? step(focused, months!) : { year: focused.year, month: edge });
  };

  const choose = (month: number) => {
    onSelect(formatMonthYear({ year: focused.year, month }));
    setIsOpen(false);
  };

  const name = `Choose a month for ${label}`;
  return (
    <Popover open={isOpen} onOpenChange={open}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-slate-500 hover:text-slate-900"
          aria-label={name}
          title={name}
          disabled={disabled}
        >
          <CalendarDays aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={name}
        align="end"
        className="w-64 p-3"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          grid.current?.querySelector<HTMLButtonElement>(`[data-month="${focused.month}"]`)?.focus();
        }}
      >
        <div className="flex items-center justify-between">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Previous year"
            onClick={() => setFocused(step(focused, -12))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p aria-live="polite" className="text-sm font-semibold text-slate-900 tabular-nums">
            {focused.year}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Next year"
            onClick={() => setFocused(step(focused, 12))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div ref={grid} role="group" aria-label={`Months of ${focused.year}`} className="mt-2 grid grid-cols-3 gap-1" onKeyDown={onGridKey}>
          {MONTH_ABBREVIATIONS.map((abbreviation, month) => {
            const isChosen = typed?.year === focused.year && typed.month === month;
            return (
              <button
                key={abbreviation}
                type="button"
                data-month={month}
                // One stop for Tab; the arrows move inside the grid.
                tabIndex={month === focused.month ? 0 : -1}
                aria-label={`${MONTH_NAMES[month]} ${focused.year}`}
                aria-pressed={isChosen}
                onClick={() => choose(month)}
                className={cn(
                  "h-9 rounded-md text-sm font-medium transition-colors outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isChosen ? "bg-primary text-primary-foreground hover:bg-primary/90" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {abbreviation}
              </button>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
