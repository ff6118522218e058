import type { JobApplication } from "#shared/applications";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { toast } from "#web/lib/toast";
import { useDeleteJobApplication } from "#web/lib/api/job-applications";
import type { DialogFocusProps } from "./dialog-focus";

interface DeleteApplicationDialogProps extends DialogFocusProps {
  application: JobApplication | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Asks before an application and its letter are removed for good. */
export function DeleteApplicationDialog({ application, onOpenChange, onCloseAutoFocus }: DeleteApplicationDialogProps) {
  const deletion = useDeleteJobApplication();
  const remove = (target: JobApplication) =>
    deletion.mutate(target.id, {
      onSuccess: () => {
        toast.success("Deleted", { description: "Application removed successfully" });
        onOpenChange(false);
      },
      // Seed 001 only logged this failure; here the user is told, and the dialog stays for another try.
      onError: () => toast.error("Error", { description: "Failed to delete application. Please try again." }),
    });

  return (
    <Dialog open={Boolean(application)} onOpenChange={(open) => !deletion.isPending && onOpenChange(open)}>
      {application ? (
        <DialogContent role="alertdialog" className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Delete this application?</DialogTitle>
            <DialogDescription className="break-words">
              {application.job_title} at {application.company_name}
              {application.content.trim() ? ", with its letter," : ""} will be removed from your tracker. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={deletion.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={deletion.isPending} onClick={() => remove(application)}>
              {deletion.isPending ? "Deleting..." : "Delete"}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
