import { Code } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const technicalTemplate = defineTemplate({
  id: "technical",
  name: "Technical",
  description: "Dark tech-inspired theme with a monospace touch and a prominent tech stack section.",
  tagline: "Made for engineers & developers",
  category: "resume",
  icon: Code,
  gradient: "from-emerald-500 to-teal-700",
  Page: ModernPage,
});
