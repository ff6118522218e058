import { useQuery } from "@tanstack/react-query";
import { FileText, FolderOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import type { CoverLetter } from "#shared/applications";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { coverLettersQuery, useDeleteCoverLetter } from "#web/lib/api/cover-letters";
import { cn } from "#web/lib/cn";
import { formatShortDate } from "#web/lib/format-date";
import { ConfirmDialog } from "#web/components/confirm-dialog";

interface SavedCoverLettersProps {
  /** The saved letter open in the editor, marked in the list. */
  openId: string | undefined;
  onOpen: (letter: CoverLetter) => void;
  onDeleted: (id: string) => void;
}

const nameOf = (letter: CoverLetter) => `${letter.job_title} at ${letter.company_name}`;

/**
 * 'My cover letters': the user's saved letters, most recently saved first, each to open again in
 * the editor or to delete after a confirmation.
 */
export function SavedCoverLetters({ openId, onOpen, onDeleted }: SavedCoverLettersProps) {
  const letters = useQuery(coverLettersQuery);
  const remove = useDeleteCoverLetter();
  // The letter asked about stays named while the dialog closes; `asking` opens and closes it.
  const [doomed, setDoomed] = useState<CoverLetter | null>(null);
  const [asking, setAsking] = useState(false);

  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        onDeleted(doomed.id);
        setAsking(false);
        toast.success("Deleted", { description: "Cover letter removed successfully" });
      },
      onError: () => toast.error("Delete failed", { description: "Failed to delete cover letter. Please try again." }),
    });
  };

  return (
    <section aria-labelledby="saved-letters-title" className="mt-10">
      <h2 id="saved-letters-title" className="text-xl font-semibold text-slate-900">
        My cover letters
      </h2>
      {letters.isPending ? (
        <p className="mt-3 text-sm text-slate-500" role="status">
          Loading your cover letters...
        </p>
      ) : letters.isError ? (
        <p className="mt-3 text-sm text-red-700" role="alert">
          Your cover letters could not be loaded.{" "}
          <button type="button" className="font-medium text-blue-700 underline" onClick={() => void letters.refetch()}>
            Try again
          </button>
        </p>
      ) : letters.data.length === 0 ? (
        <div className="mt-3 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <FileText className="size-10 text-slate-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">No saved cover letters yet</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            Generate a letter above and press Save: it is kept here, so you can open it again, edit it for another application or download
            it as a PDF.
          </p>
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved cover letters">
          {letters.data.map((letter) => {
            const isOpen = letter.id === openId;
            return (
              <li
                key={letter.id}
                aria-label={nameOf(letter)}
                className={cn(
                  "flex flex-col rounded-xl border bg-white p-4 shadow-xs",
                  isOpen ? "border-blue-400 ring-2 ring-blue-100" : "border-slate-200",
                )}
              >
                <p className="truncate font-semibold text-slate-900">{letter.company_name}</p>
                <p className="truncate text-sm text-slate-600">{letter.job_title}</p>
                <p className="mt-1 text-xs text-slate-500">
                  Saved {formatShortDate(letter.updated_at)}
                  {isOpen ? <span className="ml-2 font-medium text-blue-700">Open in the editor</span> : null}
                </p>
                <div className="mt-3 flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="flex-1"
                    onClick={() => onOpen(letter)}
                    aria-label={`Open ${nameOf(letter)}`}
                  >
                    <FolderOpen aria-hidden="true" />
                    Open
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    aria-label={`Delete ${nameOf(letter)}`}
                    title="Delete"
                    onClick={() => {
                      setDoomed(letter);
                      setAsking(true);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete this cover letter?"
        description={doomed ? `Your cover letter for ${nameOf(doomed)} will be deleted. This cannot be undone.` : ""}
        confirmLabel="Delete"
        destructive
        isWorking={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
