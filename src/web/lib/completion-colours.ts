import type { CompletionBand } from "#shared/completion";

/** Tailwind classes of the completion colour bands (80+ green, 50–79 yellow, below 50 red). */
export const completionColours: Record<CompletionBand, { bar: string; text: string; badge: string }> = {
  green: { bar: "bg-green-500", text: "text-green-700", badge: "bg-green-100 text-green-800" },
  yellow: { bar: "bg-yellow-500", text: "text-yellow-700", badge: "bg-yellow-100 text-yellow-800" },
  red: { bar: "bg-red-500", text: "text-red-700", badge: "bg-red-100 text-red-800" },
};
