import { useQuery } from "@tanstack/react-query";
import { Briefcase, FilePlus2, FileText, Gauge, Globe, IdCard, Mail, RefreshCw, Send, Sparkles, Upload } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ResumeSummary } from "#shared/api/resumes";
import { withFreshEntryIds } from "#shared/resume-entries";
import { newResumeId } from "#shared/ids";
import { contentOf } from "#shared/resume";
import { ListLoadFailure } from "#web/components/list-load-failure";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { accountLimitMessage } from "#web/lib/account-limit";
import { useStartChosenBeforeSignIn } from "#web/lib/start-chosen";
import { clearImportReview } from "#web/lib/import-review";
import { deleteDraft, listDrafts } from "#web/lib/resume-drafts";
import { formatShortDate } from "#web/lib/format-date";
import { fetchResume, resumesQuery, useCreateResume, useDeleteResume } from "#web/lib/api/resumes";
import { editorPath } from "#web/lib/start-editing";
import { ImportResumeDialog } from "./import-resume-dialog";
import { CreateWithAiDialog } from "./interview/create-with-ai-dialog";
import { ResumeCard, type CardAction } from "./resume-card";

/** Seed 000 "Dashboard": the tools' buttons, in the seed's order, after the resume actions. */
const CAREER_TOOLS = [
  { to: "/cover-letter", label: "Cover Letter", Icon: Mail },
  { to: "/job-application", label: "Job Application", Icon: Send },
  { to: "/job-tracker", label: "Job Tracker", Icon: Briefcase },
  { to: "/optimize-resume", label: "Optimize Resume", Icon: Gauge },
  { to: "/optimize-linkedin", label: "LinkedIn Optimizer", Icon: IdCard },
] as const;

export function DashboardPage() {
  const navigate = useNavigate();
  const resumes = useQuery(resumesQuery);
  const deletion = useDeleteResume();
  const creation = useCreateResume();
  const [openDialog, setOpenDialog] = useState<"create-with-ai" | "import" | null>(null);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const [drafts, setDrafts] = useState(listDrafts);
  // Every sign-in lands here: an example or a template chosen on the marketing pages before it starts now, once.
  useStartChosenBeforeSignIn();
  const list = resumes.data ?? [];
  // A failed list must never read as an empty one (decision 012): the error shows instead.
  const hasListFailed = resumes.isError && !resumes.data;
  const serverIds = new Set(list.map((resume) => resume.id));
  // Until the list arrives, a draft the server already holds cannot be told apart; after a failure, show every never-saved one.
  const newDrafts =
    resumes.isSuccess || hasListFailed ? drafts.filter((draft) => draft.serverUpdatedAt === null && !serverIds.has(draft.id)) : [];

  const remove = (resume: ResumeSummary) => {
    if (!window.confirm("Are you sure you want to delete this resume?")) return;
    deletion.mutate(resume.id, {
      onSuccess: () => {
        deleteDraft(resume.id);
        clearImportReview(resume.id);
        setDrafts(listDrafts());
        toast.success("Resume deleted");
      },
      onError: () => toast.error("Failed to delete resume"),
    });
  };

  /** The card holds a summary: the whole resume is fetched, then stored again under a new id. */
  const duplicate = async (summary: ResumeSummary) => {
    setDuplicating(summary.id);
    try {
      const resume = await fetchResume(summary.id);
      const content = withFreshEntryIds({ ...contentOf(resume), title: `${resume.title} (Copy)`.slice(0, 120) });
      await creation.mutateAsync({ id: newResumeId(), content });
      toast.success("Resume duplicated");
    } catch (error) {
      // A full account is told what to delete; any other failure keeps the plain words.
      toast.error("Failed to duplicate resume", { description: accountLimitMessage(error) });
    } finally {
      setDuplicating(null);
    }
  };

  const pendingOf = (id: string): CardAction | null =>
    deletion.isPending && deletion.variables === id ? "delete" : duplicating === id ? "duplicate" : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Resumes</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpenDialog("create-with-ai")}>
            <Sparkles className="size-4" aria-hidden="true" />
            Create with AI
          </Button>
          <Button asChild variant="outline">
            <Link to="/revamp-cv">
              <RefreshCw className="size-4" aria-hidden="true" />
              Revamp Existing CV
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/templates">
              <FilePlus2 className="size-4" aria-hidden="true" />
              Start from Scratch
            </Link>
          </Button>
          <Button variant="outline" onClick={() => setOpenDialog("import")}>
            <Upload className="size-4" aria-hidden="true" />
            Import resume
          </Button>
          <Button asChild variant="outline">
            <Link to="/settings">
              <Globe className="size-4" aria-hidden="true" />
              Public Profile
            </Link>
          </Button>
        </div>
      </div>
      <nav aria-label="Career tools" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {CAREER_TOOLS.map(({ to, label, Icon }) => (
            <li key={to}>
              <Button asChild variant="secondary" size="sm">
                <Link to={to}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <CreateWithAiDialog open={openDialog === "create-with-ai"} onOpenChange={(open) => setOpenDialog(open ? "create-with-ai" : null)} />
      <ImportResumeDialog open={openDialog === "import"} onOpenChange={(open) => setOpenDialog(open ? "import" : null)} />

      {newDrafts.length > 0 && (
        <section aria-labelledby="drafts-title" className="mt-8 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
          <h2 id="drafts-title" className="text-sm font-semibold text-amber-900">
            Unsaved drafts on this device
          </h2>
          <p className="text-sm text-amber-800">These resumes have not reached 80% yet, so they are kept here until they can be saved.</p>
          <ul className="mt-3 space-y-2">
            {newDrafts.map((draft) => (
              <li key={draft.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2">
                <span className="min-w-0 truncate text-sm">
                  <span className="font-medium text-slate-900">{draft.content.title}</span>
                  <span className="text-slate-500"> · edited {formatShortDate(draft.savedAt)}</span>
                </span>
                <span className="flex gap-2">
                  <Button size="sm" onClick={() => navigate(editorPath(draft.id))}>
                    Continue editing
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      deleteDraft(draft.id);
                      setDrafts(listDrafts());
                    }}
                  >
                    Discard
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-live="polite" className="mt-8">
        {resumes.isPending ? (
          <p className="py-16 text-center text-slate-500">Loading your resumes...</p>
        ) : hasListFailed ? (
          <ListLoadFailure
            title="Could not load your resumes"
            error={resumes.error}
            isRetrying={resumes.isFetching}
            onRetry={() => void resumes.refetch()}
          />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <FileText className="size-12 text-slate-400" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold text-slate-900">No resumes yet</h2>
            <p className="mt-1 text-slate-600">Create your first resume to get started</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((resume) => (
              <li key={resume.id}>
                <ResumeCard
                  resume={resume}
                  hasLocalChanges={drafts.some((draft) => draft.id === resume.id)}
                  pending={pendingOf(resume.id)}
                  onDelete={() => remove(resume)}
                  onDuplicate={() => void duplicate(resume)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
