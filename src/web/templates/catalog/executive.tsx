import { Crown } from "lucide-react";
import { defineTemplate } from "../define-template";
import { ModernPage } from "./modern";

// Prints the modern layout until the templates issue gives it a layout of its own.
export const executiveTemplate = defineTemplate({
  id: "executive",
  name: "Executive",
  description: "Bold, authoritative layout with a strong name header, executive summary and key achievements.",
  tagline: "Built for senior leadership",
  category: "resume",
  icon: Crown,
  gradient: "from-amber-500 to-orange-700",
  Page: ModernPage,
});
