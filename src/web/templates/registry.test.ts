import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATE_ID, isPhotoTemplate } from "#shared/resume";
import { templateCatalog } from "./catalog";
import { ALL_CONTACTS } from "./primitives/contact-line";
import { getTemplate } from "./registry";
import { TEMPLATE_IDS, templateCounts } from "../lib/template-ids";

const SEED_ORDER = [
  "modern",
  "professional",
  "minimalist",
  "creative",
  "executive",
  "technical",
  "academic",
  "simple",
  "corporate",
  "bold",
  "compact",
  "infographic",
  "classic",
  "cv-photo-modern",
  "cv-photo-professional",
  "cv-photo-creative",
  "cv-photo-elegant",
  "cv-photo-business",
  "cv-photo-academic",
  "cv-photo-minimalist",
  "cv-photo-executive",
  "cv-photo-tech",
];

describe("template catalog", () => {
  it("lists the 22 seed ids once each, in seed order, each defined under its own id", () => {
    const ids = templateCatalog.map((t) => t.id);
    expect(TEMPLATE_IDS).toEqual(SEED_ORDER);
    expect(ids).toEqual(SEED_ORDER);
    expect(new Set(ids).size).toBe(22);
  });

  it("has 13 resume and 9 cv templates", () => {
    expect(templateCounts).toEqual({ all: 22, resume: 13, cv: 9 });
    expect(templateCatalog.filter((t) => t.category === "resume").map((t) => t.id)).toEqual(SEED_ORDER.slice(0, 13));
    expect(templateCatalog.filter((t) => t.category === "cv").map((t) => t.id)).toEqual(SEED_ORDER.slice(13));
  });

  it("marks exactly the cv-photo ids as cv", () => {
    for (const t of templateCatalog) {
      expect(t.category === "cv", t.id).toBe(t.id.startsWith("cv-photo"));
      expect(t.category === "cv", t.id).toBe(isPhotoTemplate(t.id));
    }
  });

  it("gives every template a name, description and tagline", () => {
    for (const t of templateCatalog) {
      expect(t.name.trim(), t.id).not.toBe("");
      expect(t.description.trim(), t.id).not.toBe("");
      expect(t.tagline.trim(), t.id).not.toBe("");
      expect(typeof t.Page, t.id).toBe("function");
    }
    expect(new Set(templateCatalog.map((t) => t.name)).size).toBe(templateCatalog.length);
  });

  it("states the seed's rules for current roles, contacts and headlines", () => {
    const factsOf = (id: string) => {
      const t = getTemplate(id);
      return { presentLabel: t.presentLabel, omitted: ALL_CONTACTS.filter((kind) => !t.contacts.includes(kind)), headline: t.headline };
    };
    const usual = { presentLabel: "Present", omitted: [], headline: "first-position" };
    const exceptions: Record<string, Partial<ReturnType<typeof factsOf>>> = {
      creative: { presentLabel: "Now" },
      "cv-photo-creative": { presentLabel: "Now", omitted: ["linkedin"] },
      executive: { omitted: ["website"] },
      corporate: { omitted: ["website"], headline: { firstPositionOr: "Professional" } },
      "cv-photo-elegant": { omitted: ["website"] },
      academic: { headline: "none" },
      simple: { headline: "none" },
    };
    for (const id of SEED_ORDER) expect(factsOf(id), id).toEqual({ ...usual, ...exceptions[id] });
  });

  it("gives the eight original templates an icon and a gradient", () => {
    for (const t of templateCatalog.slice(0, 8)) {
      expect(t.icon, t.id).toBeDefined();
      expect(t.gradient, t.id).toMatch(/^from-\S+ (via-\S+ )?to-\S+$/);
    }
  });
});

describe("getTemplate", () => {
  it("returns the template of a known id", () => {
    expect(getTemplate("modern").name).toBe("Modern");
    expect(getTemplate("cv-photo-tech").id).toBe("cv-photo-tech");
  });

  it("falls back to modern for unknown ids", () => {
    expect(getTemplate("no-such-template").id).toBe("modern");
    expect(getTemplate("").id).toBe("modern");
    expect(getTemplate(DEFAULT_TEMPLATE_ID).id).toBe("modern");
  });
});
