import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const cvPhotoAcademicTemplate = defineTemplate({
  id: "cv-photo-academic",
  name: "Academic CV with Photo",
  description: "Scholarly CV with photo, serif headings and room for research and publications.",
  tagline: "For researchers & lecturers",
  category: "cv",
  Page: ModernPage,
});
