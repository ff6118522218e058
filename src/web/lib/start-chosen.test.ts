import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent } from "#shared/resume";
import { rememberChosenExample, rememberChosenTemplate } from "./chosen-before-sign-in";
import { takeChosenStart } from "./start-chosen";

const example = { ...emptyResumeContent("classic"), title: "Teacher Resume" };

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("the choice made before signing in", () => {
  it("is handed over once, so a second visit to the dashboard starts nothing", () => {
    rememberChosenExample(example);
    expect(takeChosenStart()).toMatchObject({ example });
    expect(takeChosenStart()).toBeNull();
  });

  it("is a template to start in, when the visitor chose one", () => {
    rememberChosenTemplate("cv-photo-elegant");
    expect(takeChosenStart()).toEqual({ templateId: "cv-photo-elegant" });
    expect(takeChosenStart()).toBeNull();
  });

  it("is the last one made, so choosing again replaces the earlier choice", () => {
    rememberChosenExample(example);
    rememberChosenTemplate("bold");
    expect(takeChosenStart()).toEqual({ templateId: "bold" });
  });

  it("is forgotten after an hour, so a later sign-in on the same browser is not handed someone's old choice", () => {
    vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
    rememberChosenTemplate("modern");
    vi.setSystemTime(new Date("2026-03-01T11:00:01Z"));
    expect(takeChosenStart()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("is ignored when what is stored is neither a resume nor a template of the catalogue", () => {
    localStorage.setItem("vitae.chosen-before-sign-in", JSON.stringify({ example: { title: "" }, chosenAt: Date.now() }));
    expect(takeChosenStart()).toBeNull();
    localStorage.setItem("vitae.chosen-before-sign-in", JSON.stringify({ templateId: "no-such-layout", chosenAt: Date.now() }));
    expect(takeChosenStart()).toBeNull();
    localStorage.setItem("vitae.chosen-before-sign-in", "{not json");
    expect(takeChosenStart()).toBeNull();
  });
});
