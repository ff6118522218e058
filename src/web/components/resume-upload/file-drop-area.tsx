import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";

interface FileDropAreaProps {
  /** The area's name ('Click to upload resume'). */
  title: string;
  /** The kinds and size it takes, read as the area's description ('PDF, DOCX, or TXT (max 5MB)'). */
  hint: string;
  /** What the file picker offers. */
  accept: string;
  /** The hidden file input's name, for tests and assistive technology. */
  inputLabel: string;
  disabled?: boolean;
  /** Receives the file clicked, chosen or dropped. */
  onFile: (file: File) => void;
}

/**
 * A dashed area that opens the file picker on click or keyboard and takes a dropped file: the
 * shape of every resume upload (the seed's widget and the revamp wizard).
 */
export function FileDropArea({ title, hint, accept, inputLabel, disabled = false, onFile }: FileDropAreaProps) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = "";
    if (chosen) onFile(chosen);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        aria-labelledby={`${hintId}-title`}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors",
          "focus-visible:border-blue-500 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          "disabled:cursor-not-allowed disabled:opacity-60",
          isDragging ? "border-blue-500 bg-blue-50" : "border-slate-300 bg-slate-50 hover:border-blue-400 hover:bg-blue-50/50",
        )}
      >
        <Upload className="size-8 text-slate-400" aria-hidden="true" />
        <span id={`${hintId}-title`} className="text-sm font-medium text-slate-900">
          {title}
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          {hint}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={onInputChange}
      />
    </>
  );
}

const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chosen file's name and size in KB, with what may be done with it (upload, retry). */
export function ChosenFile({ file, children }: { file: File; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <FileText className="size-8 shrink-0 text-blue-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
        <p className="text-xs text-slate-500">{sizeInKb(file.size)}</p>
      </div>
      {children}
    </div>
  );
}
