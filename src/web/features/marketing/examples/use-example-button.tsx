import { FilePen } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";

export interface UseExampleButtonProps {
  onUse: () => void;
  isStarting: boolean;
  /** Which example, for screen readers, which list every card's button together. */
  profession: string;
  size?: "default" | "sm";
}

/** Opens the example in the editor as a new resume of the visitor's own. */
export function UseExampleButton({ onUse, isStarting, profession, size = "default" }: UseExampleButtonProps) {
  return (
    <Button type="button" size={size} onClick={onUse} disabled={isStarting}>
      {isStarting ? <Spinner label="Opening the example" /> : <FilePen aria-hidden="true" />}
      Use this example
      <span className="sr-only">: {profession}</span>
    </Button>
  );
}
