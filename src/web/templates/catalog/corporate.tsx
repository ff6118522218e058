import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const corporateTemplate = defineTemplate({
  id: "corporate",
  name: "Corporate",
  description: "Structured, conservative layout with a headline under your name and tidy business styling.",
  tagline: "Suited to finance, consulting & law",
  category: "resume",
  Page: ModernPage,
});
