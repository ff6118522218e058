import { Copy } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";

/** Copies one block of a tool's result; `label` names the block for screen readers ('Copy headline'). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied to clipboard");
    } catch {
      toast.error("Could not copy", { description: "Select the text and copy it by hand." });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={label} disabled={text.trim() === ""}>
      <Copy aria-hidden="true" />
      Copy
    </Button>
  );
}
