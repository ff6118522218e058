import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const infographicTemplate = defineTemplate({
  id: "infographic",
  name: "Infographic",
  description: "Visual layout with skill bars, graphic section markers and an at-a-glance profile.",
  tagline: "Show your skills at a glance",
  category: "resume",
  Page: ModernPage,
});
