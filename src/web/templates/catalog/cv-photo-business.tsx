import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoBusinessTemplate = defineTemplate({
  id: "cv-photo-business",
  name: "Business CV with Photo",
  description: "Crisp business CV with photo, headline and a clear, structured layout.",
  tagline: "Ready for the boardroom",
  category: "cv",
  Page: ModernPage,
});
