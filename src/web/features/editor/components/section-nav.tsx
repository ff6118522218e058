import { Award, Briefcase, FolderKanban, GraduationCap, Languages, LayoutList, Plus, User, Wrench } from "lucide-react";
import type { CustomSection } from "#shared/resume";
import { cn } from "#web/lib/cn";
import type { SectionId } from "../store/editor-store";

export const fixedSections: Array<{ id: SectionId; label: string; icon: typeof User }> = [
  { id: "personal", label: "Personal Info", icon: User },
  { id: "experience", label: "Experience", icon: Briefcase },
  { id: "education", label: "Education", icon: GraduationCap },
  { id: "skills", label: "Skills", icon: Wrench },
  { id: "projects", label: "Projects", icon: FolderKanban },
  { id: "certifications", label: "Certifications", icon: Award },
  { id: "languages", label: "Languages", icon: Languages },
];

export function SectionNav({
  active,
  customSections,
  onSelect,
  onAddCustomSection,
}: {
  active: SectionId;
  customSections: CustomSection[];
  onSelect: (section: SectionId) => void;
  onAddCustomSection: () => void;
}) {
  const item = (id: SectionId, label: string, Icon: typeof User) => (
    <li key={id}>
      <button
        type="button"
        aria-current={active === id ? "page" : undefined}
        onClick={() => onSelect(id)}
        className={cn(
          "flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors",
          active === id ? "bg-blue-50 text-blue-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 truncate">{label}</span>
      </button>
    </li>
  );

  return (
    <nav aria-label="Resume sections">
      <ul className="space-y-1">
        {fixedSections.map((section) => item(section.id, section.label, section.icon))}
        {customSections.map((section) => item(`custom:${section.id}`, section.title.trim() || "Custom Section", LayoutList))}
      </ul>
      <button
        type="button"
        onClick={onAddCustomSection}
        className="mt-3 flex w-full items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:border-blue-400 hover:bg-blue-50 hover:text-blue-700"
      >
        <Plus className="size-4" aria-hidden="true" />
        Add Custom Section
      </button>
    </nav>
  );
}
