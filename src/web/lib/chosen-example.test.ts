import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent } from "../../shared/resume";
import { rememberChosenExample, takeChosenExample } from "./chosen-example";

const example = { ...emptyResumeContent("classic"), title: "Teacher Resume" };

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("the example chosen before signing in", () => {
  it("is handed over once, so a second visit to the dashboard creates nothing", () => {
    rememberChosenExample(example);
    expect(takeChosenExample()).toMatchObject(example);
    expect(takeChosenExample()).toBeNull();
  });

  it("is forgotten after an hour, so a later sign-in on the same browser is not handed someone's old choice", () => {
    vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
    rememberChosenExample(example);
    vi.setSystemTime(new Date("2026-03-01T11:00:01Z"));
    expect(takeChosenExample()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("is ignored when what is stored is not a resume", () => {
    localStorage.setItem("vitae.chosen-example", JSON.stringify({ content: { title: "" }, chosenAt: Date.now() }));
    expect(takeChosenExample()).toBeNull();
    localStorage.setItem("vitae.chosen-example", "{not json");
    expect(takeChosenExample()).toBeNull();
  });
});
