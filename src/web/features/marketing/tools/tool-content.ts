import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One thing a tool does or one reason to use it: an icon, a short title and a sentence or two. */
export interface ToolPoint {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
}

export interface ToolStep {
  title: string;
  description: ReactNode;
}

export interface ToolQuestion {
  question: string;
  answer: ReactNode;
}
