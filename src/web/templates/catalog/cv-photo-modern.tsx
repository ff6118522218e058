import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoModernTemplate = defineTemplate({
  id: "cv-photo-modern",
  name: "Modern CV with Photo",
  description: "Contemporary CV with a round profile photo set into a blue header band.",
  tagline: "A friendly face for modern employers",
  category: "cv",
  Page: ModernPage,
});
