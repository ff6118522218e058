import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { newResumeId } from "#shared/ids";
import { withFreshEntryIds } from "#shared/resume-entries";
import { resumeContentSchema, type ResumeContent } from "#shared/resume";
import { toast } from "./toast";
import { accountLimitMessage } from "./account-limit";
import { TEMPLATE_IDS, type TemplateId } from "./template-ids";
import { useCreateResume } from "./api/resumes";
import { CHOSEN_KEY, CHOSEN_LIFETIME_MS } from "./chosen-before-sign-in";
import { editorPath, startNewResume } from "./start-editing";

/** An example's whole content, or a template to start a blank resume in. */
export type ChosenStart = { example: ResumeContent } | { templateId: TemplateId };

const isTemplateId = (value: unknown): value is TemplateId => TEMPLATE_IDS.includes(value as TemplateId);

/** The choice made before signing in, if any and recent: removed as it is read, so it is started once. */
export function takeChosenStart(): ChosenStart | null {
  let stored: unknown;
  try {
    const text = localStorage.getItem(CHOSEN_KEY);
    if (text === null) return null;
    localStorage.removeItem(CHOSEN_KEY);
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  const { example, templateId, chosenAt } = (stored ?? {}) as { example?: unknown; templateId?: unknown; chosenAt?: unknown };
  if (typeof chosenAt !== "number" || Date.now() - chosenAt > CHOSEN_LIFETIME_MS) return null;
  if (isTemplateId(templateId)) return { templateId };
  const parsed = resumeContentSchema.safeParse(example);
  return parsed.success ? { example: parsed.data } : null;
}

/** Creates a resume from an example's content and opens it in the editor (the dashboard's editor route). */
export function useStartFromExample(): { start: (content: ResumeContent) => void; isStarting: boolean } {
  const navigate = useNavigate();
  const creation = useCreateResume();
  const { mutate } = creation;
  const start = useCallback(
    (content: ResumeContent) =>
      mutate(
        { id: newResumeId(), content: withFreshEntryIds(content) },
        {
          onSuccess: (created) => void navigate(editorPath(created.id)),
          onError: (error) => toast.error("Failed to create resume", { description: accountLimitMessage(error) }),
        },
      ),
    [mutate, navigate],
  );
  return { start, isStarting: creation.isPending };
}

/**
 * On the page every sign-in lands on: starts what the visitor chose before signing in, as the
 * signed-in choice would have (an example created on the server, a template as a new resume that
 * is saved once it reaches 80%), and opens it in the editor. Once: the choice is taken as it is read.
 */
export function useStartChosenBeforeSignIn(): void {
  const navigate = useNavigate();
  const { start } = useStartFromExample();
  useEffect(() => {
    const chosen = takeChosenStart();
    if (!chosen) return;
    if ("example" in chosen) start(chosen.example);
    else void navigate(editorPath(startNewResume(chosen.templateId)));
  }, [start, navigate]);
}
