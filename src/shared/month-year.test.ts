import { describe, expect, it } from "vitest";
import { formatMonthYear, parseMonthYear } from "./month-year";

describe("month and year dates", () => {
  it("writes the app's format", () => {
    expect(formatMonthYear({ year: 2020, month: 0 })).toBe("Jan 2020");
    expect(formatMonthYear({ year: 1999, month: 11 })).toBe("Dec 1999");
  });

  it("reads what people type for a month and a year", () => {
    expect(parseMonthYear("Jan 2020")).toEqual({ year: 2020, month: 0 });
    expect(parseMonthYear(" september 2021 ")).toEqual({ year: 2021, month: 8 });
    expect(parseMonthYear("Sept. 2021")).toEqual({ year: 2021, month: 8 });
    expect(parseMonthYear("Mar, 2019")).toEqual({ year: 2019, month: 2 });
    expect(parseMonthYear("2020-07")).toEqual({ year: 2020, month: 6 });
    expect(parseMonthYear("2020-07-15")).toEqual({ year: 2020, month: 6 });
    expect(parseMonthYear("03/2018")).toEqual({ year: 2018, month: 2 });
    expect(parseMonthYear("2015")).toEqual({ year: 2015, month: null });
  });

  it("leaves free text alone", () => {
    for (const text of ["", "Present", "Spring 2021", "Ma 2020", "2020-13", "13/2020", "Jan"]) {
      expect(parseMonthYear(text), text).toBeNull();
    }
  });

  it("reads back every month it writes", () => {
    for (let month = 0; month < 12; month++) {
      expect(parseMonthYear(formatMonthYear({ year: 2024, month }))).toEqual({ year: 2024, month });
    }
  });
});
