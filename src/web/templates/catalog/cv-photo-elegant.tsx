import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoElegantTemplate = defineTemplate({
  id: "cv-photo-elegant",
  name: "Elegant CV with Photo",
  description: "Refined CV with serif typography, soft neutral tones and a centred portrait.",
  tagline: "Understated elegance",
  category: "cv",
  Page: ModernPage,
});
