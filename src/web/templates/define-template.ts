import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { ResumeContent } from "../../shared/resume";
import type { FitBounds } from "./fit/fit-ladder";

export interface TemplateProps {
  resume: ResumeContent;
}

export interface TemplateDefinition {
  id: string;
  name: string;
  description: string;
  tagline: string;
  category: "resume" | "cv";
  /** Seed 000: only the eight original templates carry an icon and gradient for the picker. */
  icon?: LucideIcon;
  /** Tailwind gradient classes such as "from-blue-500 to-indigo-600". */
  gradient?: string;
  /** How far 'Fit to one page' may tighten this layout; DEFAULT_FIT_BOUNDS when left out. */
  fit?: FitBounds;
  /** A pure component of its props: the same resume always prints the same page. */
  Page: ComponentType<TemplateProps>;
}

/** Identity at runtime; it exists so every catalog file is checked against one shape. */
export function defineTemplate(def: TemplateDefinition): TemplateDefinition {
  return def;
}
