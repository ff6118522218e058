import { useId, useState, type ReactNode } from "react";
import { RESUME_LIMITS } from "#shared/limits";
import { splitCommaList } from "#shared/resume";
import { Badge } from "#web/components/ui/badge";
import { Input } from "#web/components/ui/input";
import { formatCommaList, parseCommaList, sameItems } from "./comma-list";
import { FieldFrame } from "./field";

export interface CommaListInputProps {
  /** Defaults to a generated id. */
  id?: string;
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}

// Room for the maximum number of items at their maximum length, plus the ', ' between them.
const RAW_MAX_LENGTH = RESUME_LIMITS.skillItems * (RESUME_LIMITS.shortText + 2);

/**
 * Comma-separated list input. The typed text is left alone while the field has focus (so a trailing
 * comma or space is not eaten mid-typing); on blur or Enter it is split, trimmed and normalised.
 */
export function CommaListInput({ id, label, value, onChange, placeholder, hint, className }: CommaListInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const formatted = formatCommaList(value);
  const [raw, setRaw] = useState(formatted);
  const [focused, setFocused] = useState(false);
  const [syncedFrom, setSyncedFrom] = useState(formatted);

  // Outside changes (undo, AI fill, another resume) replace the text, but never while the user is typing.
  if (formatted !== syncedFrom) {
    setSyncedFrom(formatted);
    if (!focused) setRaw(formatted);
  }

  const commit = () => {
    const items = parseCommaList(raw);
    setRaw(formatCommaList(items));
    if (!sameItems(items, value)) onChange(items);
  };

  const preview = splitCommaList(raw);

  return (
    <FieldFrame id={inputId} label={label} hint={hint} hintId={hintId} className={className}>
      <Input
        id={inputId}
        value={raw}
        placeholder={placeholder}
        maxLength={RAW_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => setRaw(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          commit();
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.nativeEvent.isComposing) {
            event.preventDefault();
            commit();
          }
        }}
      />
      {preview.length > 0 && (
        <ul aria-label={`${label}: ${preview.length} ${preview.length === 1 ? "item" : "items"}`} className="flex flex-wrap gap-1.5">
          {preview.map((item, index) => (
            <li key={`${index}-${item}`} className="max-w-full">
              <Badge variant="secondary" className="max-w-full font-normal">
                <span className="truncate">{item}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
}
