import { useQueryClient } from "@tanstack/react-query";
import { ListTree } from "lucide-react";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { computeCompletion } from "#shared/completion";
import { resumesApi } from "#shared/api/resumes";
import { SAVE_THRESHOLD } from "#shared/limits";
import { contentOf, isPhotoTemplate } from "#shared/resume";
import { Button } from "#web/components/ui/button";
import { pageColumn } from "#web/components/ui/page-column";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { toast } from "#web/lib/toast";
import { usePdfExport } from "#web/lib/use-pdf-export";
import { isApiError } from "#web/lib/api-client";
import { clearCurrentDocument, readCurrentDocument, readDraft } from "#web/lib/resume-drafts";
import { queryKeys } from "#web/lib/api/query-keys";
import { fetchResume, resumeGateway } from "#web/lib/api/resumes";
import { cn } from "#web/lib/cn";
import { startAutoSave, type AutoSave } from "../autosave/auto-save";
import { flushWhenPageHides } from "../autosave/flush-on-page-hide";
import { useSaveStatus } from "../autosave/save-status";
import { useEditorStore, type EditorDocument, type SectionId } from "../store/editor-store";
import { ActiveSection } from "./active-section";
import { CompletionBar } from "./completion-bar";
import { CompletionDetails } from "./completion-details";
import { EditorHeader } from "./editor-header";
import { ImportReviewPanel } from "./import-review-panel";
import { PhotoUpload } from "./photo-upload";
import { ResumePreview } from "./resume-preview";
import { ConflictBanner, RefusedSaveBanner, SaveStatus } from "./save-notices";
import { SectionNav } from "./section-nav";
import { TemplateSwitchDialog } from "./template-switch-dialog";

/** How the editor opens: whether it must save at once, and which earlier saves may have landed unseen. */
interface SaveStart {
  startsDirty: boolean;
  sentSaveIds: string[];
}

type LoadState = { status: "loading" } | ({ status: "ready" } & SaveStart) | { status: "missing" } | { status: "failed"; message: string };

interface LoadedDocument extends SaveStart {
  document: EditorDocument;
  restoredDraft: boolean;
}

/** Finds the resume to edit: this tab's copy, else a local draft, else the server's. */
async function loadDocument(id: string): Promise<LoadedDocument | null> {
  const draft = readDraft(id);
  const current = readCurrentDocument();
  if (current?.id === id) return { document: current, startsDirty: draft !== null, sentSaveIds: current.sentSaveIds, restoredDraft: false };
  if (draft) return { document: draft, startsDirty: true, sentSaveIds: draft.sentSaveIds, restoredDraft: true };
  try {
    const resume = await fetchResume(id);
    return {
      document: { id, content: contentOf(resume), serverUpdatedAt: resume.updated_at },
      startsDirty: false,
      sentSaveIds: [],
      restoredDraft: false,
    };
  } catch (error) {
    if (isApiError(error, resumesApi.get, "NOT_FOUND", "VALIDATION_FAILED")) return null;
    throw error;
  }
}

function EditorWorkspace({ startsDirty, sentSaveIds }: SaveStart) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const document = useEditorStore((state) => state.document)!;
  const activeSection = useEditorStore((state) => state.activeSection);
  const actions = useEditorStore.getState();
  const saveState = useSaveStatus((state) => state.state);
  const saveProblem = useSaveStatus((state) => state.problem);
  const autoSave = useRef<AutoSave | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [isTemplateDialogOpen, setIsTemplateDialogOpen] = useState(false);
  const [isSectionDrawerOpen, setIsSectionDrawerOpen] = useState(false);
  const pdf = usePdfExport();
  const previewContent = useDeferredValue(document.content);
  const completion = computeCompletion(document.content);

  useEffect(() => {
    const status = useSaveStatus.getState();
    status.setState("idle");
    const saver = startAutoSave({
      store: useEditorStore,
      gateway: resumeGateway,
      startsDirty,
      sentSaveIds,
      onStatus: (state, detail) =>
        state === "saved" && detail?.savedAt ? status.setSaved(detail.savedAt) : status.setState(state, detail?.problem),
    });
    autoSave.current = saver;
    const stopFlushingOnHide = flushWhenPageHides(saver);
    return () => {
      stopFlushingOnHide();
      saver.stop();
      autoSave.current = null;
    };
  }, [startsDirty, sentSaveIds]);

  const leave = async () => {
    await autoSave.current?.flush();
    clearCurrentDocument();
    await queryClient.invalidateQueries({ queryKey: queryKeys.resumes });
    navigate("/dashboard");
  };

  const jumpTo = (section: SectionId) => {
    actions.setActiveSection(section);
    setIsSectionDrawerOpen(false);
  };

  const openCustomSections = () => {
    const first = document.content.custom_sections[0];
    if (first) jumpTo(`custom:${first.id}`);
    else actions.addCustomSection();
  };

  const resolveConflict = async (choice: "reload" | "keep-mine") => {
    try {
      await autoSave.current?.resolveConflict(choice);
      toast.success(choice === "reload" ? "Loaded the latest version" : "Your version was saved");
    } catch {
      toast.error("Could not reach the server", { description: "Check your connection and try again." });
    }
  };

  const nav = (
    <SectionNav
      active={activeSection}
      customSections={document.content.custom_sections}
      onSelect={jumpTo}
      onAddCustomSection={() => {
        actions.addCustomSection();
        setIsSectionDrawerOpen(false);
      }}
    />
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="sticky top-16 z-30 border-b border-slate-200 bg-white">
        <EditorHeader
          title={document.content.title}
          score={completion.score}
          isPreviewOpen={isPreviewOpen}
          onTitleChange={actions.setTitle}
          onBack={() => void leave()}
          onChangeTemplate={() => setIsTemplateDialogOpen(true)}
          onTogglePreview={() => setIsPreviewOpen((open) => !open)}
          isExporting={pdf.isExporting}
          onExportPdf={() => void pdf.exportPdf(useEditorStore.getState().document!.content)}
          // On a phone it takes a line of its own, kept even when empty, so it never wraps the header anew.
          saveStatus={<SaveStatus state={saveState} className="basis-full lg:basis-auto" />}
        />
        <CompletionBar score={completion.score} />
        {saveState === "conflict" && <ConflictBanner onResolve={(choice) => void resolveConflict(choice)} />}
        {saveState === "refused" && <RefusedSaveBanner problem={saveProblem} />}
      </div>

      <div className={cn(pageColumn.wide, "grid flex-1 gap-6 py-6 lg:grid-cols-[200px_minmax(0,1fr)_minmax(0,1fr)]")}>
        <aside className="hidden lg:block">
          <div className="sticky top-48">{nav}</div>
        </aside>

        <div className={cn("min-w-0 space-y-6", isPreviewOpen && "max-lg:hidden")}>
          <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setIsSectionDrawerOpen(true)}>
            <ListTree className="size-4" aria-hidden="true" />
            Sections
          </Button>
          <ImportReviewPanel resumeId={document.id} />
          {completion.score < SAVE_THRESHOLD && (
            <CompletionDetails completion={completion} onJump={jumpTo} onOpenCustomSections={openCustomSections} />
          )}
          <ActiveSection
            photo={
              isPhotoTemplate(document.content.template_id) ? (
                <PhotoUpload
                  photoUrl={document.content.personal_info.photo_url}
                  onChange={(photo_url) => actions.updatePersonal({ photo_url })}
                />
              ) : undefined
            }
          />
        </div>

        <div className={cn("min-w-0", isPreviewOpen ? "block" : "max-lg:hidden")}>
          <div className="lg:sticky lg:top-48">
            <ResumePreview resume={previewContent} />
          </div>
        </div>
      </div>

      <TemplateSwitchDialog
        open={isTemplateDialogOpen}
        currentTemplateId={document.content.template_id}
        onOpenChange={setIsTemplateDialogOpen}
        onSelect={actions.setTemplate}
      />
      <Dialog open={isSectionDrawerOpen} onOpenChange={setIsSectionDrawerOpen}>
        <DialogContent className="sm:max-w-xs">
          <DialogHeader>
            <DialogTitle>Sections</DialogTitle>
            <DialogDescription>Choose the part of your resume to edit.</DialogDescription>
          </DialogHeader>
          {nav}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** /dashboard/editor/:resumeId — the resume editor with its live preview and auto-save. */
export function EditorPage() {
  const { resumeId = "" } = useParams();
  // A new id is a new resume: start its loading from scratch.
  return <EditorLoader key={resumeId} resumeId={resumeId} />;
}

function EditorLoader({ resumeId }: { resumeId: string }) {
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const open = useEditorStore((state) => state.open);

  useEffect(() => {
    let isCurrent = true;
    loadDocument(resumeId).then(
      (found) => {
        if (!isCurrent) return;
        if (!found) return setLoad({ status: "missing" });
        open(found.document);
        if (found.restoredDraft) toast.info("Restored your unsaved changes", { description: "They were kept on this device." });
        setLoad({ status: "ready", startsDirty: found.startsDirty, sentSaveIds: found.sentSaveIds });
      },
      (error: unknown) => {
        if (isCurrent) setLoad({ status: "failed", message: error instanceof Error ? error.message : "An error occurred" });
      },
    );
    return () => {
      isCurrent = false;
      // Closed only once the workspace is gone: it reads the open document on every render.
      useEditorStore.getState().close();
    };
  }, [resumeId, open]);

  if (load.status === "ready") return <EditorWorkspace startsDirty={load.startsDirty} sentSaveIds={load.sentSaveIds} />;
  if (load.status === "loading") return <p className="py-24 text-center text-slate-500">Loading your resume...</p>;
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{load.status === "missing" ? "Resume not found" : "Could not open the resume"}</h1>
      <p className="mt-2 text-slate-600">
        {load.status === "missing" ? "It may have been deleted, or it belongs to another account." : load.message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Back to My Resumes</Link>
      </Button>
    </div>
  );
}
