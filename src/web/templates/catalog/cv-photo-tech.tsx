import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoTechTemplate = defineTemplate({
  id: "cv-photo-tech",
  name: "Tech CV with Photo",
  description: "Dark, developer-styled CV with photo, tech stack and notable projects.",
  tagline: "For engineers who show their face",
  category: "cv",
  Page: ModernPage,
});
