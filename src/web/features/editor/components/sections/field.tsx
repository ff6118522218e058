import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { MonthYearPicker } from "#web/components/ui/month-year-picker";
import { Textarea } from "#web/components/ui/textarea";
import { cn } from "#web/lib/cn";

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean | undefined;
  hint?: ReactNode;
  hintId: string;
  /** Right-aligned under the control, e.g. a character count. */
  aside?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Label above, control, then hint and aside on one muted line: the layout every field shares. */
export function FieldFrame({ id, label, optional, hint, hintId, aside, className, children }: FieldFrameProps) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {children}
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
  className?: string;
}

export type TextFieldProps = CommonFieldProps &
  Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "className" | "children"> & {
    /** A small button inside the input's end, e.g. a picker. */
    trailing?: ReactNode;
  };

export function TextField({ id, label, value, onChange, hint, optional, className, trailing, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const input = (
    <Input
      id={inputId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={hint ? hintId : undefined}
      className={trailing ? "pr-10" : undefined}
      {...inputProps}
    />
  );
  return (
    <FieldFrame id={inputId} label={label} optional={optional} hint={hint} hintId={hintId} className={className}>
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
  const describedBy = [hint ? hintId : "", showCount ? countId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      optional={optional}
      hint={hint}
      hintId={hintId}
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
        aria-describedby={describedBy}
        // The textarea grows with its content (field-sizing), which ignores rows; the minimum height restores it.
        style={{ minHeight: `calc(${rows}lh + 1rem + 2px)` }}
        className="max-h-[60vh] resize-y leading-relaxed"
        {...textareaProps}
      />
    </FieldFrame>
  );
}
