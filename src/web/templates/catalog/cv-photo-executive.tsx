import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoExecutiveTemplate = defineTemplate({
  id: "cv-photo-executive",
  name: "Executive CV with Photo",
  description: "Premium CV with a prominent portrait, executive summary and a commanding header.",
  tagline: "Leadership presence on paper",
  category: "cv",
  Page: ModernPage,
});
