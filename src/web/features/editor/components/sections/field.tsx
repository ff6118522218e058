import { TriangleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { MonthYearPicker } from "#web/components/ui/month-year-picker";
import { Textarea } from "#web/components/ui/textarea";
import { cn } from "#web/lib/cn";

/** A field an import filled but was unsure of: why, and the key the review panel finds it by. */
export interface FieldCheck {
  reason: string;
  key: string;
}

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean | undefined;
  hint?: ReactNode;
  hintId: string;
  check?: FieldCheck | undefined;
  /** Right-aligned under the control, e.g. a character count. */
  aside?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

const checkIdOf = (inputId: string) => `${inputId}-check`;

/** What describes a control: its hint, the reason to check it, a count; undefined when nothing does. */
const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

// The amber of the editor's other notices (completion details); the text beside it says the same for those who cannot tell colours.
const CHECKED_CONTROL = "border-amber-500 ring-[3px] ring-amber-200/70 focus-visible:border-amber-600 focus-visible:ring-amber-300/70";

/** Label above, control, then the reason to check it, then hint and aside on one muted line: the layout every field shares. */
export function FieldFrame({ id, label, optional, hint, hintId, check, aside, className, children }: FieldFrameProps) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {children}
      {check && (
        <p id={checkIdOf(id)} className="flex items-start gap-1.5 text-xs text-amber-900">
          <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">Check this:</span> {check.reason}
          </span>
        </p>
      )}
      {(hint || aside) && (
        <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {aside}
        </div>
      )}
    </div>
  );
}

interface CommonFieldProps {
  /** Defaults to a generated id so several entries can show the same field. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Appends a muted '(optional)' to the label. */
  optional?: boolean;
  /** Marks the field for the user to check after an import, with why. */
  check?: FieldCheck | undefined;
  className?: string;
}

export type TextFieldProps = CommonFieldProps &
  Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "className" | "children"> & {
    /** A small button inside the input's end, e.g. a picker. */
    trailing?: ReactNode;
  };

export function TextField({ id, label, value, onChange, hint, optional, check, className, trailing, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const input = (
    <Input
      id={inputId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy(check && checkIdOf(inputId), hint ? hintId : undefined)}
      data-check={check?.key}
      className={cn(trailing && "pr-10", check && CHECKED_CONTROL)}
      {...inputProps}
    />
  );
  return (
    <FieldFrame id={inputId} label={label} optional={optional} hint={hint} hintId={hintId} check={check} className={className}>
      {trailing ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-0.5 flex items-center">{trailing}</div>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

/**
 * A resume date: free text ('Jan 2020', 'Summer 2021'), with a month picker at its end that
 * writes the app's format. Every date of the editor uses it.
 */
export function DateField(props: Omit<TextFieldProps, "trailing">) {
  const { value, label, disabled, onChange } = props;
  return <TextField {...props} trailing={<MonthYearPicker value={value} label={label} disabled={disabled} onSelect={onChange} />} />;
}

export type TextAreaFieldProps = CommonFieldProps &
  Omit<ComponentProps<"textarea">, "id" | "value" | "onChange" | "className" | "children"> & {
    /** Share of maxLength from which the character count appears. */
    countFrom?: number;
  };

const formatCount = (count: number) => count.toLocaleString("en-US");

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  hint,
  optional,
  check,
  className,
  countFrom = 0.8,
  maxLength,
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;
  // The count only matters near the limit; showing it always would be noise.
  const showCount = maxLength !== undefined && value.length >= maxLength * countFrom;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      optional={optional}
      hint={hint}
      hintId={hintId}
      check={check}
      className={className}
      aside={
        showCount && (
          <span
            id={countId}
            className={cn("shrink-0 tabular-nums", value.length >= maxLength ? "font-medium text-destructive" : "text-yellow-800")}
          >
            {formatCount(value.length)} / {formatCount(maxLength)}
          </span>
        )
      }
    >
      <Textarea
        id={inputId}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(check && checkIdOf(inputId), hint ? hintId : undefined, showCount && countId)}
        data-check={check?.key}
        // The textarea grows with its content (field-sizing), which ignores rows; the minimum height restores it.
        style={{ minHeight: `calc(${rows}lh + 1rem + 2px)` }}
        className={cn("max-h-[60vh] resize-y leading-relaxed", check && CHECKED_CONTROL)}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
