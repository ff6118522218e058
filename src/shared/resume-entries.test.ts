import { describe, expect, it } from "vitest";
import { moveItem, newCustomField, newCustomItem, newCustomSection, newListEntry, nextCustomFieldName } from "./resume-entries";

describe("custom sections", () => {
  it("start with one text field named field_1 labelled 'Field 1' and the title 'Custom Section'", () => {
    const section = newCustomSection();
    expect(section.title).toBe("Custom Section");
    expect(section.fields).toEqual([{ id: expect.any(String), name: "field_1", label: "Field 1", type: "text" }]);
    expect(section.items).toEqual([]);
  });

  it("number new fields after the highest number in use, even after a removal", () => {
    const first = newCustomSection().fields;
    const second = [...first, newCustomField(first)];
    expect(second.map((f) => f.name)).toEqual(["field_1", "field_2"]);
    const third = [...second, newCustomField(second)];
    expect(nextCustomFieldName([third[0]!, third[2]!])).toBe("field_4");
    expect(newCustomField(second).label).toBe("Field 3");
  });

  it("give a new item an empty value for every field", () => {
    const fields = [...newCustomSection().fields];
    fields.push(newCustomField(fields));
    const item = newCustomItem(fields);
    expect(item).toEqual({ id: expect.any(String), field_1: "", field_2: "" });
  });
});

describe("list entries", () => {
  it("are blank with a fresh id", () => {
    const a = newListEntry("experience");
    const b = newListEntry("experience");
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({ company: "", position: "", current: false, description: "" });
    expect(newListEntry("skills")).toMatchObject({ category: "", items: [] });
  });

  it("move within bounds and ignore moves out of range", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 3)).toEqual(["a", "b", "c"]);
  });
});
