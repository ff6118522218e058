import { useCallback } from "react";
import { useNavigate } from "react-router";
import { newResumeId } from "../../shared/ids";
import { withFreshEntryIds } from "../../shared/resume-entries";
import { resumeContentSchema, type ResumeContent } from "../../shared/resume";
import { toast } from "../components/ui/toaster";
import { useCreateResume } from "./api/resumes";

/**
 * 'Use this example' on the examples pages. A signed-in visitor gets a new resume with the
 * example's content, opened in the editor. A visitor who is not signed in is sent to /auth: the
 * example is remembered here and the dashboard, where every sign-in lands, creates it once.
 * Local rather than session storage, because the confirmation mail of a new account often opens
 * in another tab; an hour is long enough to sign up, and short enough that someone else signing
 * in on the same browser later is not handed a stranger's choice.
 */
const CHOSEN_EXAMPLE_KEY = "vitae.chosen-example";
const CHOSEN_EXAMPLE_LIFETIME_MS = 60 * 60 * 1000;

export function rememberChosenExample(content: ResumeContent): void {
  try {
    localStorage.setItem(CHOSEN_EXAMPLE_KEY, JSON.stringify({ content, chosenAt: Date.now() }));
  } catch (error) {
    // Without storage the visitor still reaches sign-in; the example can be chosen again after it.
    console.warn("Could not remember the chosen example", error);
  }
}

/** The example chosen before signing in, if any and recent: removed as it is read, so it is created once. */
export function takeChosenExample(): ResumeContent | null {
  let stored: unknown;
  try {
    const text = localStorage.getItem(CHOSEN_EXAMPLE_KEY);
    if (text === null) return null;
    localStorage.removeItem(CHOSEN_EXAMPLE_KEY);
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  const { content, chosenAt } = (stored ?? {}) as { content?: unknown; chosenAt?: unknown };
  if (typeof chosenAt !== "number" || Date.now() - chosenAt > CHOSEN_EXAMPLE_LIFETIME_MS) return null;
  const parsed = resumeContentSchema.safeParse(content);
  return parsed.success ? parsed.data : null;
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
          onSuccess: (created) => void navigate(`/dashboard/editor/${created.id}`),
          onError: () => toast.error("Failed to create resume"),
        },
      ),
    [mutate, navigate],
  );
  return { start, isStarting: creation.isPending };
}
