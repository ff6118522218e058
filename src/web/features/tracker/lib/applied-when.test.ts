import { afterEach, describe, expect, it } from "vitest";
import { calendarDaysSince, describeAppliedAgo, formatAppliedDate } from "./applied-when";

// Dates built from local parts: the day boundaries are the user's midnight, whatever zone the tests run in.
const local = (month: number, day: number, hour = 12, minute = 0) => new Date(2026, month - 1, day, hour, minute).toISOString();
const at = (month: number, day: number, hour = 12, minute = 0) => new Date(2026, month - 1, day, hour, minute);

describe("describeAppliedAgo", () => {
  const now = at(11, 24, 9, 30);

  it("says Today for any time of the user's current day, from midnight on", () => {
    expect(describeAppliedAgo(local(11, 24, 0, 0), now)).toBe("Today");
    expect(describeAppliedAgo(local(11, 24, 9, 29), now)).toBe("Today");
  });

  it("says Yesterday from the previous midnight to the last minute before this one, however few hours ago", () => {
    expect(describeAppliedAgo(local(11, 23, 23, 59), at(11, 24, 0, 1))).toBe("Yesterday");
    expect(describeAppliedAgo(local(11, 23, 0, 0), now)).toBe("Yesterday");
  });

  it("counts calendar days from the day before yesterday on", () => {
    expect(describeAppliedAgo(local(11, 22, 23, 59), now)).toBe("2 days ago");
    expect(describeAppliedAgo(local(11, 17, 10), now)).toBe("7 days ago");
    expect(describeAppliedAgo(local(10, 25), now)).toBe("30 days ago");
  });

  it("says Unknown for a missing or unreadable date", () => {
    expect(describeAppliedAgo(null, now)).toBe("Unknown");
    expect(describeAppliedAgo("", now)).toBe("Unknown");
    expect(describeAppliedAgo("not a date", now)).toBe("Unknown");
  });

  it("says Today for a date a little ahead of the device's clock", () => {
    expect(describeAppliedAgo(local(11, 24, 9, 35), now)).toBe("Today");
  });
});

describe("in a zone far from UTC", () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it("follows the user's midnight, not UTC's", () => {
    process.env.TZ = "America/Los_Angeles";
    // 04:30 UTC on Nov 24 is 20:30 on Nov 23 in Los Angeles; at 09:00 local on Nov 24 that was yesterday.
    expect(describeAppliedAgo("2026-11-24T04:30:00.000Z", new Date("2026-11-24T17:00:00.000Z"))).toBe("Yesterday");
    process.env.TZ = "Asia/Tokyo";
    // The same instants in Tokyo: Nov 24 13:30 and Nov 25 02:00.
    expect(describeAppliedAgo("2026-11-24T04:30:00.000Z", new Date("2026-11-24T17:00:00.000Z"))).toBe("Yesterday");
    expect(describeAppliedAgo("2026-11-24T04:30:00.000Z", new Date("2026-11-24T14:00:00.000Z"))).toBe("Today");
  });

  it("counts a day of 23 hours (the change to daylight saving time) as one day", () => {
    process.env.TZ = "America/New_York";
    // Clocks went forward on Sunday Mar 8, 2026.
    expect(calendarDaysSince(new Date(2026, 2, 7, 23, 30).toISOString(), new Date(2026, 2, 9, 0, 15))).toBe(2);
    expect(calendarDaysSince(new Date(2026, 2, 8, 0, 0).toISOString(), new Date(2026, 2, 8, 23, 59))).toBe(0);
    // And back on Sunday Nov 1, 2026: a day of 25 hours.
    expect(calendarDaysSince(new Date(2026, 9, 31, 0, 0).toISOString(), new Date(2026, 10, 1, 23, 59))).toBe(1);
  });
});

describe("formatAppliedDate", () => {
  it("writes short month, day and year in en-US", () => {
    expect(formatAppliedDate(local(11, 24))).toBe("Nov 24, 2026");
  });

  it("gives nothing to show for a missing or unreadable date", () => {
    expect(formatAppliedDate(null)).toBeNull();
    expect(formatAppliedDate("soon")).toBeNull();
  });
});
