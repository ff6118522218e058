import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { ScaledPagedResume } from "#web/templates/paged-resume";
import type { ResumeExample } from "./samples/resume-example";
import { UseExampleButton } from "./use-example-button";

export interface ExampleFullViewProps {
  example: ResumeExample;
  templateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUse: () => void;
  isStarting: boolean;
}

/** The whole example at full size, every page as it prints, with 'Use this example' beside it. */
export function ExampleFullView({ example, templateName, open, onOpenChange, onUse, isStarting }: ExampleFullViewProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 bg-slate-50 p-4 sm:max-w-[52rem] sm:p-6">
        <DialogHeader>
          <DialogTitle>{example.profession} example</DialogTitle>
          <DialogDescription>
            {example.content.personal_info.fullName} · {templateName} template
          </DialogDescription>
        </DialogHeader>
        <ScaledPagedResume resume={example.content} />
        <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
          <UseExampleButton onUse={onUse} isStarting={isStarting} profession={example.profession} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
