import { useMemo } from "react";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import type { TemplateDefinition } from "#web/templates/define-template";
import { ScaledPagedResume } from "#web/templates/paged-resume";
import { sampleResume } from "#web/templates/sample-resume";
import { UseTemplateButton } from "./use-template-button";

export interface TemplatePreviewDialogProps {
  /** The template shown; null before the first preview. */
  template: TemplateDefinition | null;
  open: boolean;
  isSignedIn: boolean;
  onClose: () => void;
  /** Where focus goes once it closes: the dialog has no trigger of its own to go back to. */
  returnFocus: () => void;
}

/** A template at full size: the sample resume on its A4 pages, exactly as the editor and the PDF draw it. */
export function TemplatePreviewDialog({ template, open, isSignedIn, onClose, returnFocus }: TemplatePreviewDialogProps) {
  const resume = useMemo(() => template && { ...sampleResume, template_id: template.id }, [template]);
  return (
    <Dialog open={open && template !== null} onOpenChange={(open) => !open && onClose()}>
      {template && resume ? (
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="h-[calc(100dvh-2rem)] max-w-[calc(100%-1rem)] grid-rows-[auto_minmax(0,1fr)_auto] gap-0 overflow-hidden p-0 sm:max-w-[52rem]"
        >
          <div className="border-b border-slate-200 px-5 py-4 pr-12">
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle className="text-xl">{template.name}</DialogTitle>
              <Badge variant={template.category === "cv" ? "warning" : "secondary"}>
                {template.category === "cv" ? "CV with photo" : "Resume"}
              </Badge>
            </div>
            <DialogDescription className="mt-1.5 text-slate-600">{template.description}</DialogDescription>
          </div>
          {/* Focusable, so the pages can be scrolled from the keyboard too. */}
          <div tabIndex={0} role="region" aria-label={`${template.name} at full size`} className="overflow-y-auto bg-slate-100 p-3 sm:p-6">
            <ScaledPagedResume resume={resume} />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <UseTemplateButton template={template} isSignedIn={isSignedIn} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
