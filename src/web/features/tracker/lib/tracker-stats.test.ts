import { describe, expect, it } from "vitest";
import { countCompanies, countThisWeek } from "./tracker-stats";

const created = (month: number, day: number, hour = 12) => ({ created_at: new Date(2026, month - 1, day, hour).toISOString() });

describe("countThisWeek", () => {
  const now = new Date(2026, 10, 24, 9, 0);

  it("counts what was created 7 calendar days ago or later, as the cards' 'Applied' time reads", () => {
    const applications = [
      created(11, 24, 8),
      created(11, 23, 23),
      created(11, 17, 0),
      created(11, 17, 23),
      created(11, 16, 23),
      created(10, 1),
    ];
    // Nov 17 is '7 days ago' on its card at any hour, so it is in the week; Nov 16 is 8 days ago.
    expect(countThisWeek(applications, now)).toBe(4);
  });

  it("leaves out rows without a valid date and counts none of an empty list", () => {
    expect(countThisWeek([{ created_at: "" }, { created_at: "garbage" }], now)).toBe(0);
    expect(countThisWeek([], now)).toBe(0);
  });

  it("moves with the user's midnight: the oldest day leaves the week as the new day starts", () => {
    const applications = [created(11, 17, 23)];
    expect(countThisWeek(applications, new Date(2026, 10, 24, 23, 59))).toBe(1);
    expect(countThisWeek(applications, new Date(2026, 10, 25, 0, 0))).toBe(0);
  });
});

describe("countCompanies", () => {
  const company = (company_name: string) => ({ company_name });

  it("counts names that differ only in case or spacing as one company", () => {
    expect(countCompanies([company("Acme Corp"), company("acme corp"), company(" ACME   Corp "), company("Globex")])).toBe(2);
  });

  it("keeps different names apart, even when one contains the other", () => {
    expect(countCompanies([company("Acme"), company("Acme Corp"), company("Initech")])).toBe(3);
  });

  it("does not count a blank name as a company", () => {
    expect(countCompanies([company("  "), company("Globex")])).toBe(1);
    expect(countCompanies([])).toBe(0);
  });
});
