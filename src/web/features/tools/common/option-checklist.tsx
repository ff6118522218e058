import { useId } from "react";
import { Checkbox } from "#web/components/ui/checkbox";

export interface ChecklistOption<T extends string> {
  id: T;
  label: string;
  /** One line under the label: what ticking it does. */
  hint: string;
}

interface OptionChecklistProps<T extends string> {
  legend: string;
  options: readonly ChecklistOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  disabled?: boolean;
  /** Shown under the options, tied to them for screen readers (a rule the choice breaks). */
  error?: string | undefined;
}

/** A tool's set of options to tick (goals, sections): a fieldset whose order stays the options' order. */
export function OptionChecklist<T extends string>({ legend, options, value, onChange, disabled, error }: OptionChecklistProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((item) => item.id).filter((item) => (item === option ? checked : value.includes(item))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            htmlFor={`${id}-${option.id}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:bg-slate-50 has-[button[data-state=checked]]:border-blue-300 has-[button[data-state=checked]]:bg-blue-50/60"
          >
            <Checkbox
              id={`${id}-${option.id}`}
              // Named by the label alone; the hint describes it.
              aria-labelledby={`${id}-${option.id}-label`}
              aria-describedby={`${id}-${option.id}-hint`}
              className="mt-0.5"
              checked={value.includes(option.id)}
              disabled={disabled}
              onCheckedChange={(checked) => toggle(option.id, checked === true)}
            />
            <span className="min-w-0">
              <span id={`${id}-${option.id}-label`} className="block text-sm font-medium text-slate-900">
                {option.label}
              </span>
              <span id={`${id}-${option.id}-hint`} className="block text-xs text-slate-500">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
