import { describe, expect, it } from "vitest";
import { findDateRange, isDuration, isOnlyDate, normalizeDate, textsAroundDates, withMonthsUnder, withoutDates } from "./dates";

const range = (text: string) => {
  const found = findDateRange(text);
  return found && { start: found.start, end: found.end, current: found.current };
};

describe("dates", () => {
  it.each([
    ["Jan 2020 – Present", { start: "Jan 2020", end: "", current: true }],
    ["January 2020 - Current", { start: "Jan 2020", end: "", current: true }],
    ["Jan. 2020 — Now", { start: "Jan 2020", end: "", current: true }],
    ["01/2018 to 03/2021", { start: "Jan 2018", end: "Mar 2021", current: false }],
    ["2020-01 – 2022-11", { start: "Jan 2020", end: "Nov 2022", current: false }],
    ["2018-2020", { start: "2018", end: "2020", current: false }],
    ["Sept 2019 until Aug. 2020", { start: "Sep 2019", end: "Aug 2020", current: false }],
    ["Summer 2019 - Fall 2020", { start: "Summer 2019", end: "Fall 2020", current: false }],
    ["Jan '20 – Dec '21", { start: "Jan 2020", end: "Dec 2021", current: false }],
    ["03.2019 – 05.2020", { start: "Mar 2019", end: "May 2020", current: false }],
    ["Jan-2020 to Dec-2021", { start: "Jan 2020", end: "Dec 2021", current: false }],
    ["01-2020 – 06-2021", { start: "Jan 2020", end: "Jun 2021", current: false }],
    ["2019/03 - 2021/05", { start: "Mar 2019", end: "May 2021", current: false }],
    ["2016 / 09", { start: "", end: "Sep 2016", current: false }],
    ["2011 / 11 - 2012 / 02", { start: "Nov 2011", end: "Feb 2012", current: false }],
    ["2012 / 2014", { start: "2012", end: "2014", current: false }],
    ["01/2015 － 07/2015", { start: "Jan 2015", end: "Jul 2015", current: false }],
    ["01/2015 \uFFFD 07/2015", { start: "Jan 2015", end: "Jul 2015", current: false }],
    ["Since 2019", { start: "2019", end: "", current: true }],
    ["seit 2006", { start: "2006", end: "", current: true }],
    ["depuis mars 2021", { start: "Mar 2021", end: "", current: true }],
    ["Graduated May 2016", { start: "", end: "May 2016", current: false }],
    ["15 March 2016 - 3rd May 2018", { start: "Mar 2016", end: "May 2018", current: false }],
    ["March 15, 2016 to June 2, 2018", { start: "Mar 2016", end: "Jun 2018", current: false }],
    ["2016-03-15 – 2018-01-02", { start: "Mar 2016", end: "Jan 2018", current: false }],
    ["15/03/2016 – Current", { start: "15/03/2016", end: "", current: true }],
    ["Jan ’20 – Dec ’21", { start: "Jan 2020", end: "Dec 2021", current: false }],
    ["Q3 2023 – Q1 2024", { start: "Q3 2023", end: "Q1 2024", current: false }],
    ["Jan 19 – Mar 21", { start: "Jan 2019", end: "Mar 2021", current: false }],
    ["2015–17", { start: "2015", end: "2017", current: false }],
    ["2022 年 09 月 – 2023 年 06 月", { start: "Sep 2022", end: "Jun 2023", current: false }],
    ["2016年4月 - 現在", { start: "Apr 2016", end: "", current: true }],
    ["2010-12", { start: "", end: "Dec 2010", current: false }],
    ["Fall '19 – Spring '21", { start: "Fall '19", end: "Spring '21", current: false }],
    ["’15 – ’17", { start: "2015", end: "2017", current: false }],
    ["Feb. 2019 -- Mar. 2020", { start: "Feb 2019", end: "Mar 2020", current: false }],
    ["2016/2019", { start: "2016", end: "2019", current: false }],
    ["03/19 – 05/21", { start: "Mar 2019", end: "May 2021", current: false }],
    ["2019 - till now", { start: "2019", end: "", current: true }],
    ["2019 – Present Day", { start: "2019", end: "", current: true }],
    ["Apr 2016 – Heute", { start: "Apr 2016", end: "", current: true }],
  ])("reads %s", (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it.each([
    ["Mai – Juillet 2023", { start: "May 2023", end: "Jul 2023", current: false }],
    ["Sep – Dec 2021", { start: "Sep 2021", end: "Dec 2021", current: false }],
    ["März 2019 – Juli 2020", { start: "Mar 2019", end: "Jul 2020", current: false }],
    ["septiembre 2018 - actualidad", { start: "Sep 2018", end: "", current: true }],
    ["janv. 2015 – déc. 2016", { start: "Jan 2015", end: "Dec 2016", current: false }],
    ["maart 2012 – mei 2014", { start: "Mar 2012", end: "May 2014", current: false }],
  ])("reads months in the parser's other languages, and a range within one year written once: %s", (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it("takes no English word that abbreviates a month elsewhere for a date", () => {
    expect(range("Set up the team two years ago 2020")).toEqual({ start: "", end: "2020", current: false });
  });

  it("finds dates inside a line and tells a line of dates from a line with dates", () => {
    expect(range("Jun. 2019 – Aug. 2019 · Leeds, UK")).toEqual({ start: "Jun 2019", end: "Aug 2019", current: false });
    expect(isOnlyDate("(2015 - 2017)")).toBe(true);
    expect(isOnlyDate("Expected May 2024")).toBe(true);
    expect(isOnlyDate("Master's in Civil Engineering, 2015 - 2017")).toBe(false);
  });

  it("reads no dates in numbers that are not dates", () => {
    expect(findDateRange("Built the API used by 1,200 drivers")).toBeNull();
    expect(findDateRange("+44 (0)20 7946 0958")).toBeNull();
    expect(findDateRange("GPA 3.8/4.0")).toBeNull();
  });

  it("writes dates as the app does and keeps what names no month of a year as written", () => {
    expect(normalizeDate("September, 2021")).toBe("Sep 2021");
    expect(normalizeDate("2021")).toBe("2021");
    expect(normalizeDate("Spring 2021")).toBe("Spring 2021");
  });

  it("reads a duration printed beside dates as part of them, not as a name", () => {
    expect(isOnlyDate("April 2022 - Present (2 years 9 months)")).toBe(true);
    expect(isOnlyDate("Jan 2020 - Present · 4 yrs 2 mos")).toBe(true);
    expect(isDuration("5 years")).toBe(true);
    expect(isDuration("(2 years 3 months)")).toBe(true);
    expect(isDuration("5 years in retail")).toBe(false);
    const text = "Support Lead, June 2017 - December 2019 (2 years 7 months)";
    expect(withoutDates(text, findDateRange(text)!)).toBe("Support Lead");
    expect(withoutDates("Graduated: June 2016", findDateRange("Graduated: June 2016")!)).toBe("");
  });

  it("parts a line at dates set inside it, unless one side holds only date words", () => {
    const around = (text: string) => textsAroundDates(text, findDateRange(text)!);
    expect(around("Harbor Labs June 2009 to May 2012 Teacher")).toEqual(["Harbor Labs", "Teacher"]);
    expect(around("Expected May 2026")).toEqual([]);
    expect(around("Data Analyst, 2019 – 2021 (2 years)")).toEqual(["Data Analyst"]);
  });
});

describe("withMonthsUnder", () => {
  it("gives each year of a range the month printed under it", () => {
    expect(withMonthsUnder("2004 – 2005 Northwind", ["August", "Februar"])).toBe("August 2004 – Februar 2005 Northwind");
    expect(withMonthsUnder("seit 2006 Contoso", ["April"])).toBe("seit April 2006 Contoso");
    expect(withMonthsUnder("2006 – heute Contoso", ["April"])).toBe("April 2006 – heute Contoso");
  });

  it("leaves dates that have their months, and a line below that is not months", () => {
    expect(withMonthsUnder("Mar 2004 – 2005", ["August", "Februar"])).toBeNull();
    expect(withMonthsUnder("2004 – 2005", ["August"])).toBeNull();
    expect(withMonthsUnder("2004 – 2005", ["Berlin", "Hamburg"])).toBeNull();
  });
});
