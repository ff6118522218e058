import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { newResumeId } from "../../shared/ids";
import { withFreshEntryIds } from "../../shared/resume-entries";
import { resumeContentSchema, type ResumeContent } from "../../shared/resume";
import { toast } from "../components/ui/toaster";
import { TEMPLATE_IDS, type TemplateId } from "../templates/template-ids";
import { useCreateResume } from "./api/resumes";
import { editorPath, startNewResume } from "./start-editing";

/**
 * 'Use this example' on the examples pages and 'Use this template' on the template pages. A
 * signed-in visitor starts at once. A visitor who is not signed in is sent to /auth: the choice is
 * remembered here and the dashboard, where every sign-in lands, starts it once. Local rather than
 * session storage, because the confirmation mail of a new account often opens in another tab; an
 * hour is long enough to sign up, and short enough that someone else signing in on the same
 * browser later is not handed a stranger's choice.
 */
const CHOSEN_KEY = "vitae.chosen-before-sign-in";
const CHOSEN_LIFETIME_MS = 60 * 60 * 1000;

/** An example's whole content, or a template to start a blank resume in. */
export type ChosenStart = { example: ResumeContent } | { templateId: TemplateId };

function remember(choice: { example: ResumeContent } | { templateId: string }): void {
  try {
    localStorage.setItem(CHOSEN_KEY, JSON.stringify({ ...choice, chosenAt: Date.now() }));
  } catch (error) {
    // Without storage the visitor still reaches sign-in; the choice can be made again after it.
    console.warn("Could not remember the choice made before signing in", error);
  }
}

export const rememberChosenExample = (content: ResumeContent) => remember({ example: content });
export const rememberChosenTemplate = (templateId: string) => remember({ templateId });

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
          onError: () => toast.error("Failed to create resume"),
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
