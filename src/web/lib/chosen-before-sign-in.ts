import type { ResumeContent } from "#shared/resume";

/**
 * 'Use this example' on the examples pages and 'Use this template' on the template pages. A
 * signed-in visitor starts at once. A visitor who is not signed in is sent to /auth: the choice is
 * remembered here and the dashboard, where every sign-in lands, starts it once. Local rather than
 * session storage, because the confirmation mail of a new account often opens in another tab; an
 * hour is long enough to sign up, and short enough that someone else signing in on the same
 * browser later is not handed a stranger's choice. Remembering is all the pages that offer the
 * choice load; starting it (start-chosen.ts) brings the resume schemas, for the dashboard.
 */
export const CHOSEN_KEY = "vitae.chosen-before-sign-in";
export const CHOSEN_LIFETIME_MS = 60 * 60 * 1000;

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
