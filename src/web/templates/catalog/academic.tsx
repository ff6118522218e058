import { GraduationCap } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const academicTemplate = defineTemplate({
  id: "academic",
  name: "Academic",
  description: "Traditional serif typography with sections for research interests, publications and awards.",
  tagline: "Ideal for research & academia",
  category: "resume",
  icon: GraduationCap,
  gradient: "from-purple-600 to-indigo-700",
  Page: ModernPage,
});
