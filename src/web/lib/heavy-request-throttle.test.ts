import { describe, expect, it } from "vitest";
import { pleaseWaitMessage, recordHeavyRequest, secondsUntilNextHeavyRequest } from "./heavy-request-throttle";

describe("the heavy-request throttle", () => {
  it("lets the first request go, then asks for the rest of 10 s, rounded up to whole seconds", () => {
    const start = 1_000_000;
    expect(secondsUntilNextHeavyRequest(start)).toBe(0);
    recordHeavyRequest(start);
    expect(secondsUntilNextHeavyRequest(start)).toBe(10);
    expect(secondsUntilNextHeavyRequest(start + 100)).toBe(10);
    expect(secondsUntilNextHeavyRequest(start + 8_001)).toBe(2);
    expect(secondsUntilNextHeavyRequest(start + 9_999)).toBe(1);
    expect(secondsUntilNextHeavyRequest(start + 10_000)).toBe(0);
  });

  it("counts from the latest request", () => {
    const start = 2_000_000;
    recordHeavyRequest(start);
    recordHeavyRequest(start + 9_000);
    expect(secondsUntilNextHeavyRequest(start + 12_000)).toBe(7);
  });

  it("says it in the seed's words", () => {
    expect(pleaseWaitMessage(7)).toBe("Please wait 7 seconds before trying again.");
  });
});
