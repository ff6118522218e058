/** Seed 001 section 8's texts for an AI function that gave no answer, which the screens show as they are. */
export const AI_FAILURE_MESSAGES = {
  payment: "AI credits required. Please add credits to your workspace to continue.",
  busy: "AI service is temporarily busy. Please try again in a moment.",
  unavailable: "All AI services are temporarily unavailable. Please try again in a few minutes.",
} as const;
