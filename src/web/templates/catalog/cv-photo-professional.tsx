import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoProfessionalTemplate = defineTemplate({
  id: "cv-photo-professional",
  name: "Professional CV with Photo",
  description: "Dark sidebar CV with your photo above contact details, skills and languages.",
  tagline: "Polished for corporate applications",
  category: "cv",
  Page: ModernPage,
});
