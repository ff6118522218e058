import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { deletionConfirmationOf, type AdminUserDetails } from "#shared/api/admin-user";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { toast } from "#web/lib/toast";
import { useDeleteUser } from "../api/admin-user";

interface DeleteUserDialogProps {
  user: AdminUserDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Deleting a user cannot be undone: the operator types the username (or the email without one) first, as the server requires. */
export function DeleteUserDialog({ user, open, onOpenChange, onDeleted, onCloseAutoFocus }: DeleteUserDialogProps) {
  const deletion = useDeleteUser();
  const [typed, setTyped] = useState("");
  const expected = deletionConfirmationOf(user);
  const what = user.username ? "username" : "email";
  const isConfirmed = typed.trim() === expected;

  const close = (next: boolean) => {
    if (deletion.isPending) return;
    if (!next) setTyped("");
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isConfirmed) return;
    deletion.mutate(
      { id: user.id, confirmation: typed.trim() },
      {
        onSuccess: () => {
          toast.success("User deleted", { description: `${expected} and everything they owned were deleted.` });
          setTyped("");
          onDeleted();
        },
        onError: (error) => toast.error("Could not delete the user", { description: error.message }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent role="alertdialog" className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete this user?</DialogTitle>
            <DialogDescription className="break-words">
              {expected}, their {user.resumes.length === 1 ? "resume" : `${user.resumes.length} resumes`}, cover letters, tracked
              applications, profile and images will be deleted, and they will be signed out. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="delete-user-confirmation" className="block leading-normal break-words">
              Type the {what} <span className="font-mono font-semibold break-all">{expected}</span> to confirm
            </Label>
            <Input
              id="delete-user-confirmation"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              disabled={deletion.isPending}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={deletion.isPending} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!isConfirmed || deletion.isPending}>
              {deletion.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Delete user
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
