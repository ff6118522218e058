import { beforeEach, describe, expect, it } from "vitest";
import { emptyResumeContent } from "#shared/resume";
import { useEditorStore } from "./editor-store";

const store = () => useEditorStore.getState();

describe("editor store: Fit to one page", () => {
  beforeEach(() => store().open({ id: "r1", content: { ...emptyResumeContent(), title: "Kept" }, serverUpdatedAt: null }));

  it("turns it on and off in the content, each time as an edit auto-save stores", () => {
    store().setFitToPage(true);
    expect(store().document?.content.layout).toEqual({ fit_to_page: true });
    expect(store().revision).toBe(1);
    store().setFitToPage(false);
    expect(store().document?.content.layout).toEqual({ fit_to_page: false });
    expect(store().revision).toBe(2);
  });

  it("changes nothing else in the resume", () => {
    const before = store().document!.content;
    store().setFitToPage(true);
    const { layout, ...rest } = store().document!.content;
    expect(layout.fit_to_page).toBe(true);
    expect(rest).toEqual((({ layout: _layout, ...others }) => others)(before));
    expect(before.layout.fit_to_page).toBe(false);
  });

  it("does nothing without an open resume", () => {
    store().close();
    store().setFitToPage(true);
    expect(store().document).toBeNull();
    expect(store().revision).toBe(0);
  });
});

/** Opens a resume with two experience entries, as the editor does when a resume loads. */
function openWithTwoJobs() {
  store().open({
    id: "r1",
    content: {
      ...emptyResumeContent(),
      experience: [
        {
          id: "job-1",
          company: "First Co",
          position: "Engineer",
          location: "",
          startDate: "",
          endDate: "",
          current: false,
          description: "",
        },
        { id: "job-2", company: "Second Co", position: "Lead", location: "", startDate: "", endDate: "", current: false, description: "" },
      ],
    },
    serverUpdatedAt: "2026-01-01T00:00:00.000Z",
  });
}

const companies = () => store().document!.content.experience.map((entry) => entry.company);

describe("editor store: opening and saving", () => {
  beforeEach(openWithTwoJobs);

  it("opens a resume at revision 0 on Personal Info, whatever the editor showed before", () => {
    store().setActiveSection("skills");
    store().setTitle("Edited");
    openWithTwoJobs();
    expect(store().revision).toBe(0);
    expect(store().activeSection).toBe("personal");
    expect(store().document?.content.title).toBe("My Resume");
  });

  it("records a server save without counting it as an edit", () => {
    store().setTitle("Edited");
    store().markSaved("2026-02-02T00:00:00.000Z");
    expect(store().document?.serverUpdatedAt).toBe("2026-02-02T00:00:00.000Z");
    expect(store().document?.content.title).toBe("Edited");
    expect(store().revision).toBe(1);
  });

  it("replaces the content with the server's copy as an edit, so auto-save stores the local copies anew", () => {
    const server = { ...emptyResumeContent(), title: "From the server" };
    store().replaceFromServer(server, "2026-03-03T00:00:00.000Z");
    expect(store().document).toMatchObject({ id: "r1", content: server, serverUpdatedAt: "2026-03-03T00:00:00.000Z" });
    expect(store().revision).toBe(1);
  });

  it("changes the title, the template and the personal info, keeping everything else", () => {
    store().setTemplate("classic");
    store().setTitle("Engineer CV");
    store().updatePersonal({ fullName: "Ada" });
    store().updatePersonal({ email: "ada@example.com" });
    const { content } = store().document!;
    expect(content).toMatchObject({
      title: "Engineer CV",
      template_id: "classic",
      personal_info: { fullName: "Ada", email: "ada@example.com" },
    });
    expect(companies()).toEqual(["First Co", "Second Co"]);
    expect(store().revision).toBe(4);
  });
});

describe("editor store: list entries", () => {
  beforeEach(openWithTwoJobs);

  it("adds a blank entry with an id of its own at the end of its section", () => {
    store().addEntry("experience");
    store().addEntry("languages");
    const { experience, languages } = store().document!.content;
    expect(experience).toHaveLength(3);
    expect(experience[2]).toMatchObject({ company: "", position: "", current: false });
    expect(new Set(experience.map((entry) => entry.id)).size).toBe(3);
    expect(languages).toEqual([{ id: expect.any(String), name: "", proficiency: "" }]);
    expect(store().revision).toBe(2);
  });

  it("updates only the entry it names, and only the fields in the patch", () => {
    store().updateEntry("experience", "job-2", { company: "Renamed Co", current: true });
    expect(store().document!.content.experience).toEqual([
      expect.objectContaining({ id: "job-1", company: "First Co", position: "Engineer", current: false }),
      expect.objectContaining({ id: "job-2", company: "Renamed Co", position: "Lead", current: true }),
    ]);
  });

  it("removes and reorders entries; a move out of range changes no order", () => {
    store().moveEntry("experience", 0, 1);
    expect(companies()).toEqual(["Second Co", "First Co"]);
    store().moveEntry("experience", 1, 5);
    expect(companies()).toEqual(["Second Co", "First Co"]);
    store().removeEntry("experience", "job-2");
    expect(companies()).toEqual(["First Co"]);
  });

  it("never changes the content object it replaced, so renders and the preview see a new one", () => {
    const before = store().document!.content;
    store().updateEntry("experience", "job-1", { company: "Changed" });
    expect(before.experience[0]!.company).toBe("First Co");
    expect(store().document!.content).not.toBe(before);
  });
});

describe("editor store: custom sections", () => {
  beforeEach(openWithTwoJobs);

  const section = () => store().document!.content.custom_sections[0]!;

  it("adds a section with one text field, opens it, and removing it returns to Personal Info", () => {
    store().addCustomSection();
    expect(section()).toMatchObject({ title: "Custom Section", fields: [{ name: "field_1", label: "Field 1", type: "text" }], items: [] });
    expect(store().activeSection).toBe(`custom:${section().id}`);

    store().removeCustomSection(section().id);
    expect(store().document!.content.custom_sections).toEqual([]);
    expect(store().activeSection).toBe("personal");
    expect(store().revision).toBe(2);
  });

  it("gives every item a value for each field: new fields add an empty one, removed fields drop theirs", () => {
    store().addCustomSection();
    const id = section().id;
    store().renameCustomSection(id, "Awards");
    store().addCustomItem(id);
    const itemId = section().items[0]!.id;
    store().updateCustomItem(id, itemId, "field_1", "Royal Medal");
    store().addCustomField(id);
    expect(section().fields.map((field) => field.name)).toEqual(["field_1", "field_2"]);
    expect(section().items[0]).toEqual({ id: itemId, field_1: "Royal Medal", field_2: "" });

    const second = section().fields[1]!;
    store().updateCustomField(id, second.id, { label: "Year", type: "date" });
    expect(section().fields[1]).toMatchObject({ name: "field_2", label: "Year", type: "date" });

    store().removeCustomField(id, section().fields[0]!.id);
    expect(section()).toMatchObject({ title: "Awards", fields: [{ name: "field_2" }], items: [{ id: itemId, field_2: "" }] });
    expect(section().items[0]).not.toHaveProperty("field_1");
  });

  it("reorders and removes items of its own section only", () => {
    store().addCustomSection();
    store().addCustomSection();
    const [first, other] = store().document!.content.custom_sections.map((custom) => custom.id);
    store().addCustomItem(first!);
    store().addCustomItem(first!);
    store().addCustomItem(other!);
    const [a, b] = section().items.map((item) => item.id);
    store().moveCustomItem(first!, 0, 1);
    expect(section().items.map((item) => item.id)).toEqual([b, a]);
    store().removeCustomItem(first!, b!);
    expect(section().items.map((item) => item.id)).toEqual([a]);
    expect(store().document!.content.custom_sections[1]!.items).toHaveLength(1);
  });

  it("an unknown section or field changes no custom section", () => {
    store().addCustomSection();
    store().addCustomItem(section().id);
    const before = store().document!.content.custom_sections;
    store().removeCustomField(section().id, "no-such-field");
    store().renameCustomSection("no-such-section", "Ghost");
    expect(store().document!.content.custom_sections).toEqual(before);
  });
});
