import { create } from "zustand";
import {
  moveItem,
  newCustomField,
  newCustomItem,
  newCustomSection,
  newListEntry,
  type ListSection,
  type ListSectionEntries,
} from "#shared/resume-entries";
import type { CustomField, PersonalInfo, ResumeContent } from "#shared/resume";

/** The resume open in the editor. `serverUpdatedAt` is null until the server has stored it once. */
export interface EditorDocument {
  id: string;
  content: ResumeContent;
  serverUpdatedAt: string | null;
}

export type SectionId = "personal" | ListSection | `custom:${string}`;

interface EditorState {
  document: EditorDocument | null;
  /** Counts content changes; auto-save compares it with the revision it last stored. */
  revision: number;
  activeSection: SectionId;
}

type ListEntryPatch<K extends ListSection> = Partial<Omit<ListSectionEntries[K], "id">>;
type FieldPatch = Partial<Omit<CustomField, "id" | "name">>;

interface EditorActions {
  open(document: EditorDocument): void;
  close(): void;
  setActiveSection(section: SectionId): void;
  /** Records a server save; changes no content, so it does not count as an edit. */
  markSaved(updatedAt: string): void;
  /** Replaces the content with the server's copy (after a conflict the user chose to reload). */
  replaceFromServer(content: ResumeContent, updatedAt: string): void;

  setTitle(title: string): void;
  setTemplate(templateId: string): void;
  /** 'Fit to one page' on or off; kept in the content, so it saves and prints with the resume. */
  setFitToPage(enabled: boolean): void;
  updatePersonal(patch: Partial<PersonalInfo>): void;

  addEntry(section: ListSection): void;
  updateEntry<K extends ListSection>(section: K, id: string, patch: ListEntryPatch<K>): void;
  removeEntry(section: ListSection, id: string): void;
  moveEntry(section: ListSection, from: number, to: number): void;

  addCustomSection(): void;
  renameCustomSection(sectionId: string, title: string): void;
  removeCustomSection(sectionId: string): void;
  addCustomField(sectionId: string): void;
  updateCustomField(sectionId: string, fieldId: string, patch: FieldPatch): void;
  removeCustomField(sectionId: string, fieldId: string): void;
  addCustomItem(sectionId: string): void;
  updateCustomItem(sectionId: string, itemId: string, fieldName: string, value: string): void;
  removeCustomItem(sectionId: string, itemId: string): void;
  moveCustomItem(sectionId: string, from: number, to: number): void;
}

export type EditorStore = EditorState & EditorActions;

export const useEditorStore = create<EditorStore>()((set) => {
  /** Applies a content change and counts it as an edit; no-op without an open document. */
  const edit = (change: (content: ResumeContent) => ResumeContent) =>
    set((state) =>
      state.document ? { document: { ...state.document, content: change(state.document.content) }, revision: state.revision + 1 } : state,
    );
  const editCustom = (
    sectionId: string,
    change: (section: ResumeContent["custom_sections"][number]) => ResumeContent["custom_sections"][number],
  ) =>
    edit((content) => ({
      ...content,
      custom_sections: content.custom_sections.map((section) => (section.id === sectionId ? change(section) : section)),
    }));

  return {
    document: null,
    revision: 0,
    activeSection: "personal",

    open: (document) => set({ document, revision: 0, activeSection: "personal" }),
    close: () => set({ document: null, revision: 0, activeSection: "personal" }),
    setActiveSection: (activeSection) => set({ activeSection }),
    markSaved: (updatedAt) => set((state) => (state.document ? { document: { ...state.document, serverUpdatedAt: updatedAt } } : state)),
    replaceFromServer: (content, updatedAt) =>
      set((state) =>
        state.document ? { document: { ...state.document, content, serverUpdatedAt: updatedAt }, revision: state.revision + 1 } : state,
      ),

    setTitle: (title) => edit((content) => ({ ...content, title })),
    // Seed 000 section 4: changing template updates only template_id and keeps content.
    setTemplate: (template_id) => edit((content) => ({ ...content, template_id })),
    setFitToPage: (fit_to_page) => edit((content) => ({ ...content, layout: { ...content.layout, fit_to_page } })),
    updatePersonal: (patch) => edit((content) => ({ ...content, personal_info: { ...content.personal_info, ...patch } })),

    addEntry: (section) => edit((content) => ({ ...content, [section]: [...content[section], newListEntry(section)] })),
    updateEntry: (section, id, patch) =>
      edit((content) => ({
        ...content,
        [section]: (content[section] as Array<{ id: string }>).map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
      })),
    removeEntry: (section, id) =>
      edit((content) => ({ ...content, [section]: (content[section] as Array<{ id: string }>).filter((entry) => entry.id !== id) })),
    moveEntry: (section, from, to) =>
      edit((content) => ({ ...content, [section]: moveItem(content[section] as Array<{ id: string }>, from, to) })),

    // Seed 000 section 4: adding a custom section opens it; removing one returns to Personal Info.
    addCustomSection: () =>
      set((state) => {
        if (!state.document) return state;
        const section = newCustomSection();
        const content = { ...state.document.content, custom_sections: [...state.document.content.custom_sections, section] };
        return { document: { ...state.document, content }, revision: state.revision + 1, activeSection: `custom:${section.id}` };
      }),
    renameCustomSection: (sectionId, title) => editCustom(sectionId, (section) => ({ ...section, title })),
    removeCustomSection: (sectionId) =>
      set((state) => {
        if (!state.document) return state;
        const custom_sections = state.document.content.custom_sections.filter((section) => section.id !== sectionId);
        return {
          document: { ...state.document, content: { ...state.document.content, custom_sections } },
          revision: state.revision + 1,
          activeSection: "personal",
        };
      }),
    addCustomField: (sectionId) =>
      editCustom(sectionId, (section) => {
        const field = newCustomField(section.fields);
        return {
          ...section,
          fields: [...section.fields, field],
          items: section.items.map((item) => ({ ...item, [field.name]: "" })),
        };
      }),
    updateCustomField: (sectionId, fieldId, patch) =>
      editCustom(sectionId, (section) => ({
        ...section,
        fields: section.fields.map((field) => (field.id === fieldId ? { ...field, ...patch } : field)),
      })),
    removeCustomField: (sectionId, fieldId) =>
      editCustom(sectionId, (section) => {
        const removed = section.fields.find((field) => field.id === fieldId);
        if (!removed) return section;
        return {
          ...section,
          fields: section.fields.filter((field) => field.id !== fieldId),
          items: section.items.map((item) => {
            const { [removed.name]: _dropped, ...rest } = item;
            return { ...rest, id: item.id };
          }),
        };
      }),
    addCustomItem: (sectionId) =>
      editCustom(sectionId, (section) => ({ ...section, items: [...section.items, newCustomItem(section.fields)] })),
    updateCustomItem: (sectionId, itemId, fieldName, value) =>
      editCustom(sectionId, (section) => ({
        ...section,
        items: section.items.map((item) => (item.id === itemId ? { ...item, [fieldName]: value } : item)),
      })),
    removeCustomItem: (sectionId, itemId) =>
      editCustom(sectionId, (section) => ({ ...section, items: section.items.filter((item) => item.id !== itemId) })),
    moveCustomItem: (sectionId, from, to) => editCustom(sectionId, (section) => ({ ...section, items: moveItem(section.items, from, to) })),
  };
});
