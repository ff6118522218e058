import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const compactTemplate = defineTemplate({
  id: "compact",
  name: "Compact",
  description: "Dense, space-efficient layout with tight spacing that fits a long career on a single page.",
  tagline: "More experience, less space",
  category: "resume",
  Page: ModernPage,
});
