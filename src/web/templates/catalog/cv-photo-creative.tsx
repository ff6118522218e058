import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoCreativeTemplate = defineTemplate({
  id: "cv-photo-creative",
  name: "Creative CV with Photo",
  description: "Colourful CV with a framed portrait and bold, expressive accents.",
  tagline: "For creatives who want to be remembered",
  category: "cv",
  Page: ModernPage,
});
