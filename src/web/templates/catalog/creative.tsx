import { Palette } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const creativeTemplate = defineTemplate({
  id: "creative",
  name: "Creative",
  description: "Vibrant orange accents and an expressive layout that shows personality without losing structure.",
  tagline: "Great for designers & marketers",
  category: "resume",
  icon: Palette,
  gradient: "from-orange-400 to-rose-500",
  Page: ModernPage,
});
