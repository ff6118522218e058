import { describe, expect, it } from "vitest";
import { formatDay, outcomeRows, summarise } from "./activity-summary";

describe("summarise", () => {
  it("totals a series and finds its first busiest day", () => {
    const days = [
      { day: "2026-11-22", signUps: 2, activeUsers: 5, pdfExports: 0 },
      { day: "2026-11-23", signUps: 7, activeUsers: 5, pdfExports: 0 },
      { day: "2026-11-24", signUps: 7, activeUsers: 1, pdfExports: 0 },
    ];
    expect(summarise(days, "signUps")).toEqual({ total: 16, peak: 7, peakDay: "2026-11-23" });
    expect(summarise(days, "activeUsers")).toEqual({ total: 11, peak: 5, peakDay: "2026-11-22" });
    expect(summarise(days, "pdfExports")).toEqual({ total: 0, peak: 0, peakDay: undefined });
  });
});

describe("formatDay", () => {
  it("reads the day as a UTC day, whatever the browser's zone", () => {
    const zone = process.env.TZ;
    // West of UTC, midnight UTC is still the day before.
    process.env.TZ = "America/Los_Angeles";
    try {
      expect(new Date("2026-01-01T00:00:00Z").getDate()).toBe(31);
      expect(formatDay("2026-01-01")).toBe("Jan 1");
      expect(formatDay("2026-11-24")).toBe("Nov 24");
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe("outcomeRows", () => {
  it("gives one row per name, busiest first, with successes apart and the other outcomes most frequent first", () => {
    expect(
      outcomeRows([
        { name: "optimize-resume", outcome: "success", count: 1 },
        { name: "generate-cover-letter", outcome: "throttled", count: 1 },
        { name: "generate-cover-letter", outcome: "success", count: 5 },
        { name: "generate-cover-letter", outcome: "error", count: 3 },
      ]),
    ).toEqual([
      {
        name: "generate-cover-letter",
        total: 9,
        succeeded: 5,
        others: [
          { outcome: "error", count: 3 },
          { outcome: "throttled", count: 1 },
        ],
      },
      { name: "optimize-resume", total: 1, succeeded: 1, others: [] },
    ]);
  });
});
