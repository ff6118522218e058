import type { ReactNode } from "react";
import type { ListSection, ListSectionEntries } from "#shared/resume-entries";
import { useEditorStore } from "../store/editor-store";
import {
  CertificationsForm,
  CustomSectionForm,
  EducationForm,
  ExperienceForm,
  LanguagesForm,
  PersonalInfoForm,
  ProjectsForm,
  SkillsForm,
} from "./sections";

// One shared empty list keeps the selector stable when no resume is open.
const NO_ENTRIES: never[] = [];

/** Binds the store's typed actions to the pure forms of one list section. */
function useListSection<K extends ListSection>(section: K) {
  const entries = useEditorStore((state) => state.document?.content[section] ?? NO_ENTRIES) as Array<ListSectionEntries[K]>;
  const { addEntry, updateEntry, removeEntry, moveEntry } = useEditorStore.getState();
  return {
    entries,
    onAdd: () => addEntry(section),
    onUpdate: (id: string, patch: Partial<Omit<ListSectionEntries[K], "id">>) => updateEntry(section, id, patch),
    onRemove: (id: string) => removeEntry(section, id),
    onMove: (from: number, to: number) => moveEntry(section, from, to),
  };
}

function ExperienceSection() {
  return <ExperienceForm {...useListSection("experience")} />;
}
function EducationSection() {
  return <EducationForm {...useListSection("education")} />;
}
function SkillsSection() {
  return <SkillsForm {...useListSection("skills")} />;
}
function ProjectsSection() {
  return <ProjectsForm {...useListSection("projects")} />;
}
function CertificationsSection() {
  return <CertificationsForm {...useListSection("certifications")} />;
}
function LanguagesSection() {
  return <LanguagesForm {...useListSection("languages")} />;
}

function PersonalSection({ photo }: { photo?: ReactNode }) {
  const value = useEditorStore((state) => state.document?.content.personal_info);
  const updatePersonal = useEditorStore((state) => state.updatePersonal);
  if (!value) return null;
  return <PersonalInfoForm value={value} onChange={updatePersonal} photo={photo} />;
}

function CustomSectionEditor({ sectionId }: { sectionId: string }) {
  const section = useEditorStore((state) => state.document?.content.custom_sections.find((s) => s.id === sectionId));
  const actions = useEditorStore.getState();
  if (!section) return null;
  return (
    <CustomSectionForm
      section={section}
      onRename={(title) => actions.renameCustomSection(sectionId, title)}
      onRemoveSection={() => actions.removeCustomSection(sectionId)}
      onAddField={() => actions.addCustomField(sectionId)}
      onUpdateField={(fieldId, patch) => actions.updateCustomField(sectionId, fieldId, patch)}
      onRemoveField={(fieldId) => actions.removeCustomField(sectionId, fieldId)}
      onAddItem={() => actions.addCustomItem(sectionId)}
      onUpdateItem={(itemId, fieldName, value) => actions.updateCustomItem(sectionId, itemId, fieldName, value)}
      onRemoveItem={(itemId) => actions.removeCustomItem(sectionId, itemId)}
      onMoveItem={(from, to) => actions.moveCustomItem(sectionId, from, to)}
    />
  );
}

/** The form of the section chosen in the section navigation. */
export function ActiveSection({ photo }: { photo?: ReactNode }) {
  const active = useEditorStore((state) => state.activeSection);
  if (active.startsWith("custom:")) return <CustomSectionEditor key={active} sectionId={active.slice("custom:".length)} />;
  switch (active) {
    case "experience":
      return <ExperienceSection />;
    case "education":
      return <EducationSection />;
    case "skills":
      return <SkillsSection />;
    case "projects":
      return <ProjectsSection />;
    case "certifications":
      return <CertificationsSection />;
    case "languages":
      return <LanguagesSection />;
    default:
      return <PersonalSection photo={photo} />;
  }
}
