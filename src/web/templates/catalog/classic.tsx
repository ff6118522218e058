import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const classicTemplate = defineTemplate({
  id: "classic",
  name: "Classic",
  description: "Timeless traditional layout with serif headings, horizontal rules and a formal structure.",
  tagline: "Elegant and time-tested",
  category: "resume",
  Page: ModernPage,
});
