import { toast } from "#web/lib/toast";

/** Seed 001: 'Copied to clipboard'. A browser that refuses the clipboard (no permission, no secure context) says so instead. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard");
  } catch {
    toast.error("Copy failed", { description: "Your browser did not allow copying. Select the text and copy it yourself." });
  }
}
