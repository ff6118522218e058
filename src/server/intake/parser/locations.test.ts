import { describe, expect, it } from "vitest";
import { isLocation, placeInAddress, splitTrailingLocation } from "./locations";

describe("locations", () => {
  it.each([
    "Austin, TX",
    "London, UK",
    "Madrid, Spain",
    "Toronto, ON, Canada",
    "Seattle, WA 98101",
    "São Paulo, Brazil",
    "Sydney NSW",
    "Birmingham, B15 2TT",
    "Remote",
    "Germany",
    "Glasgow G12 8QQ",
    "70563 Stuttgart",
    "Chennai - 600045",
    "Bengaluru, Karnataka, India",
  ])("reads %s as a place", (place) => {
    expect(isLocation(place)).toBe(true);
  });

  it.each([
    "Senior Engineer, Acme",
    "Python, SQL",
    "Acciona",
    "Lead Product Designer, Evergreen Health",
    "Windows 2000",
    "2019 Berlin",
    "4410 Lee Highway",
  ])("does not read %s as a place", (text) => {
    expect(isLocation(text)).toBe(false);
  });

  it("takes a place off the end of a company", () => {
    expect(splitTrailingLocation("Northwind Traders, Austin, TX")).toEqual({ rest: "Northwind Traders", location: "Austin, TX" });
    expect(splitTrailingLocation("Acme, Austin, TX, USA")).toEqual({ rest: "Acme", location: "Austin, TX, USA" });
    expect(splitTrailingLocation("Globex, Inc.")).toBeNull();
  });

  it("finds the town and country in a postal address on one line, without the street or the postcode", () => {
    expect(placeInAddress("Leonrodstraße 14, 80634 Munich, Germany")).toBe("Munich, Germany");
    expect(placeInAddress("ul. Długa 12, 31-147 Kraków, Poland")).toBe("Kraków, Poland");
    expect(placeInAddress("Austin, TX")).toBeNull();
    expect(placeInAddress("Acme Analytics Inc., 100 Main St")).toBeNull();
  });
});
