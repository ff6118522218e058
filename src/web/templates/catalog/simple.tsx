import { FileText } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const simpleTemplate = defineTemplate({
  id: "simple",
  name: "Simple",
  description: "Plain, no-frills layout in black and white that puts your content first and reads cleanly in ATS.",
  tagline: "Straightforward and ATS-friendly",
  category: "resume",
  icon: FileText,
  gradient: "from-green-500 to-emerald-600",
  Page: ModernPage,
});
