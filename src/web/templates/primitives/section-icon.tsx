import { Award, Briefcase, FolderKanban, GraduationCap, Star, UserRound, type LucideIcon } from "lucide-react";
import type { SectionKind } from "./sections";

/** The sections that have an icon of their own; any other is marked with a star, as custom sections are. */
const SECTION_ICONS: Partial<Record<SectionKind, LucideIcon>> = {
  summary: UserRound,
  experience: Briefcase,
  education: GraduationCap,
  projects: FolderKanban,
  certifications: Award,
  custom: Star,
};

export interface SectionIconProps {
  kind: SectionKind;
  /** The mark around the icon, such as a disc. */
  className?: string;
  iconClassName?: string;
  strokeWidth?: number;
}

/** A section's own icon in its mark, before the title: decoration, as the title names the section. */
export function SectionIcon({ kind, className, iconClassName, strokeWidth }: SectionIconProps) {
  const Icon = SECTION_ICONS[kind] ?? Star;
  return (
    <span aria-hidden="true" className={className}>
      <Icon className={iconClassName} strokeWidth={strokeWidth} />
    </span>
  );
}
