import { describe, it, expect } from "vitest";
import { isPlace } from "../job-advert/advert-text";
import { takeCityState } from "../interview/entry-header";

describe("US town and state", () => {
  it("reads a town before a real state code, in an advert and in an answer alike", () => {
    expect(["Austin, TX", "St. Louis, MO", "Winston-Salem, NC"].map(isPlace)).toEqual([true, true, true]);
    expect(takeCityState("Nurse at Mercy Hospital, St. Louis, MO").location).toBe("St. Louis, MO");
  });

  it("reads no place in a title and a company's initials", () => {
    expect(isPlace("Support Engineer, HP")).toBe(false);
    expect(takeCityState("Support Engineer, HP").location).toBe("");
  });
});
