import { describe, expect, it } from "vitest";
import { templateCatalog } from "#web/templates/catalog";
import { ONE_COLUMN_TEMPLATES } from "./ats-reading-card";

describe("ONE_COLUMN_TEMPLATES", () => {
  it("names exactly the templates that set every section in one column", () => {
    const oneColumn = templateCatalog.filter((template) => Object.keys(template.columns).length === 1).map((template) => template.name);
    expect([...ONE_COLUMN_TEMPLATES].sort()).toEqual(oneColumn.sort());
  });
});
