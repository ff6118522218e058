import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoMinimalistTemplate = defineTemplate({
  id: "cv-photo-minimalist",
  name: "Minimalist CV with Photo",
  description: "Clean CV with a small portrait, light typography and plenty of white space.",
  tagline: "Simple, clean, personal",
  category: "cv",
  Page: ModernPage,
});
