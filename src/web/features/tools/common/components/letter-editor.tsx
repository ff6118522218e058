import { Copy, FileDown, Loader2, Save } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { LETTER_LIMITS, type LetterDocumentInput } from "#shared/applications";
import { Button } from "#web/components/ui/button";
import { Label } from "#web/components/ui/label";
import { Textarea } from "#web/components/ui/textarea";
import { useLetterPdfExport } from "#web/lib/use-pdf-export";
import { copyToClipboard } from "../lib/copy-text";

interface LetterEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (content: string) => void;
  placeholder?: string;
  /** The letter as it would print, or null while its job title, company or text is missing. */
  printable: LetterDocumentInput | null;
  onSave: () => void;
  isSaving: boolean;
  /** The Save button's label and whether it may be pressed (a letter saved and unchanged since). */
  save?: { label: string; disabled: boolean };
  /** Shown beside the actions: where the saved letter went. */
  status?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The generated letter, editable before it is saved (seed 001 state 'generated'), with Copy, Save and
 * PDF: the letter screens' shared result. Save checks its own rules and says what is missing.
 */
export function LetterEditor({
  id,
  label,
  value,
  onChange,
  placeholder,
  printable,
  onSave,
  isSaving,
  save = { label: "Save", disabled: false },
  status,
  textareaRef,
}: LetterEditorProps) {
  const pdf = useLetterPdfExport();
  return (
    <div className="space-y-3">
      <Label htmlFor={id} className="text-lg font-semibold text-slate-900">
        {label}
      </Label>
      <Textarea
        ref={textareaRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={LETTER_LIMITS.content}
        spellCheck
        className="min-h-[450px] resize-y bg-white text-[15px] leading-relaxed md:text-[15px]"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={value.trim() === ""} onClick={() => void copyToClipboard(value)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" disabled={isSaving || save.disabled} onClick={onSave}>
          {isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {isSaving ? "Saving..." : save.label}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={printable === null || pdf.isExporting}
          title={printable === null ? "Fill in the job title, the company name and the letter first" : undefined}
          onClick={() => printable && void pdf.exportPdf(printable)}
        >
          {pdf.isExporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
          {pdf.isExporting ? "Preparing PDF..." : "PDF"}
        </Button>
        {status}
      </div>
    </div>
  );
}
