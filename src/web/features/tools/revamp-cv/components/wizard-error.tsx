import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "#web/components/ui/alert";

/** Seed 001 section 8: the wizard's errors are shown in a red box, with what may be done about them. */
export function WizardError({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertDescription>
        <p>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
