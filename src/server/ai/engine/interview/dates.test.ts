import { describe, expect, it } from "vitest";
import { findDateRange, findSingleDate, withoutSpan } from "./dates";

describe("findDateRange", () => {
  it.each([
    ["Software Engineer at Acme, Jan 2020 - Present.", "Jan 2020", "", true],
    ["Acme Corp (2018-2020) - sales associate", "2018", "2020", false],
    ["Globex, Manager, March 2015 to June 2018", "March 2015", "June 2018", false],
    ["01/2019 – 03/2021 at Foo", "01/2019", "03/2021", false],
    ["Nurse since 2021", "2021", "", true],
    ["from 2017 until now", "2017", "", true],
    ["Summer 2019 — Fall 2019 internship", "Summer 2019", "Fall 2019", false],
    ["Jan. 5, 2020 - Dec 2021", "Jan. 5, 2020", "Dec 2021", false],
    ["2020-01 to 2021-03", "2020-01", "2021-03", false],
    ["jan '19 - feb '20", "Jan '19", "Feb '20", false],
    ["sept 2016 through current", "Sept 2016", "", true],
    ["Jan-2020 – Mar-2021 at Initech", "Jan-2020", "Mar-2021", false],
    ["January, 2019 to 2020", "January, 2019", "2020", false],
    ["2018 -- 2020", "2018", "2020", false],
  ])("reads %j", (text, startDate, endDate, current) => {
    expect(findDateRange(text)).toMatchObject({ startDate, endDate, current });
  });

  it("takes the years of a range, not a count before it", () => {
    expect(findDateRange("Sold 2000 units a month, 2019-2020")).toMatchObject({ startDate: "2019", endDate: "2020" });
  });

  it("finds nothing in text without dates", () => {
    expect(findDateRange("Cut costs by 35% for 12 clients")).toBeUndefined();
  });
});

describe("findSingleDate", () => {
  it.each([
    ["BS Computer Science, MIT, 2016", "2016"],
    ["graduated May 2020", "May 2020"],
    ["MBA, expected 2025", "Expected 2025"],
    ["MBA, 2025 (expected)", "Expected 2025"],
    ["graduating 2026", "Expected 2026"],
    ["Class of 2019", "2019"],
  ])("reads %j", (text, date) => {
    expect(findSingleDate(text)?.date).toBe(date);
  });

  it("does not read a count as a year", () => {
    expect(findSingleDate("Answered 2000 questions")).toBeUndefined();
  });
});

describe("withoutSpan", () => {
  it("cuts the dates and tidies the punctuation left around them", () => {
    const text = "Acme Corp (2018-2020) - sales associate";
    const range = findDateRange(text);
    expect(range && withoutSpan(text, range)).toBe("Acme Corp - sales associate");
  });
});
