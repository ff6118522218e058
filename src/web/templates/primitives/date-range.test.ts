import { describe, expect, it } from "vitest";
import { formatDateRange, formatDateValue } from "./date-range";

describe("formatDateRange", () => {
  it("joins start and end with an en dash", () => {
    expect(formatDateRange("Jan 2020", "Mar 2022", false)).toBe("Jan 2020 – Mar 2022");
  });

  it("prints Present for current roles, whatever the end date says", () => {
    expect(formatDateRange("Jan 2020", "", true)).toBe("Jan 2020 – Present");
    expect(formatDateRange("Jan 2020", "Mar 2022", true)).toBe("Jan 2020 – Present");
    expect(formatDateRange("Jan 2020", "", true, "Now")).toBe("Jan 2020 – Now");
  });

  it("handles missing parts", () => {
    expect(formatDateRange("Jan 2020", "", false)).toBe("Jan 2020");
    expect(formatDateRange("", "Mar 2022", false)).toBe("Mar 2022");
    expect(formatDateRange("", "", true)).toBe("Present");
    expect(formatDateRange("", "", false)).toBe("");
    expect(formatDateRange(undefined, null)).toBe("");
    expect(formatDateRange("  ", " ")).toBe("");
  });

  it("collapses a range within one period", () => {
    expect(formatDateRange("2021", "2021")).toBe("2021");
  });

  it("trims and formats ISO month values", () => {
    expect(formatDateRange(" 2020-01 ", "2022-03-15")).toBe("Jan 2020 – Mar 2022");
  });
});

describe("formatDateValue", () => {
  it("formats ISO months and dates as month and year", () => {
    expect(formatDateValue("2019-09")).toBe("Sep 2019");
    expect(formatDateValue("2019-12-31")).toBe("Dec 2019");
  });

  it("leaves free text and impossible months as typed", () => {
    expect(formatDateValue("Summer 2019")).toBe("Summer 2019");
    expect(formatDateValue("2019-13")).toBe("2019-13");
    expect(formatDateValue("2019")).toBe("2019");
  });
});
