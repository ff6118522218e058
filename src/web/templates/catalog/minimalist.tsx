import { Minus } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const minimalistTemplate = defineTemplate({
  id: "minimalist",
  name: "Minimalist",
  description: "Centred, minimalist design with generous white space, fine rules and understated typography.",
  tagline: "Let your content speak",
  category: "resume",
  icon: Minus,
  gradient: "from-zinc-400 to-zinc-600",
  Page: ModernPage,
});
