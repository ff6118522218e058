import { RefreshCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { useElapsedSeconds } from "#web/lib/use-elapsed-seconds";

/**
 * A long wait of a tool, with the seconds waited, so a slow model never looks like a frozen page;
 * what the user typed stays where it is.
 */
export function ToolProgress({ startedAt, title, note }: { startedAt: number; title: string; note: string }) {
  const elapsed = useElapsedSeconds(startedAt);
  return (
    <Alert variant="info">
      <RefreshCw className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <AlertTitle>
        {title} {elapsed} s
      </AlertTitle>
      <AlertDescription>{note}</AlertDescription>
    </Alert>
  );
}
