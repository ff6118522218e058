import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const boldTemplate = defineTemplate({
  id: "bold",
  name: "Bold",
  description: "High-contrast design with oversized headings and strong colour blocks that command attention.",
  tagline: "Stand out from the stack",
  category: "resume",
  Page: ModernPage,
});
