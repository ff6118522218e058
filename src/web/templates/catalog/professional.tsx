import { Briefcase } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const professionalTemplate = defineTemplate({
  id: "professional",
  name: "Professional",
  description: "Two-column layout with a dark sidebar for contact details, skills and languages beside your experience.",
  tagline: "Ideal for corporate roles",
  category: "resume",
  icon: Briefcase,
  gradient: "from-slate-700 to-slate-900",
  Page: ModernPage,
});
