import { describe, expect, it } from "vitest";
import { homePlace, isLocation, isPlaceLabel, isPlaceLike, splitTrailingLocation } from "./locations";

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
    "Sevilla, España",
    "Köln, Deutschland",
    "Rabat, Maroc",
    "Springfield, Illinois 62701, USA",
    "brookline MA 02445",
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

  it("reads a template's place left as printed ('City , State') as a place, and takes it off the end of a company", () => {
    expect(isLocation("City , State")).toBe(true);
    expect(isLocation("City, Country")).toBe(true);
    expect(splitTrailingLocation("Company Name City , State")).toEqual({ rest: "Company Name", location: "City, State" });
  });
});

describe("homePlace", () => {
  it.each([
    ["Based in Lisbon", false, "Lisbon"],
    ["Lives in Singapore", false, "Singapore"],
    ["Lives in Galway, Ireland", false, "Galway, Ireland"],
    ["Remote (EU)", false, "Remote (EU)"],
    ["London SW1A 1AA", false, "London SW1A 1AA"],
    ["Calgary, AB T2P 1J9", false, "Calgary, AB T2P 1J9"],
    ["Greater London Area", false, "Greater London Area"],
    ["Berlin, DE", false, "Berlin, DE"],
    ["Address: 12, Gandhi Street, Tambaram, Chennai - 600045", false, "Chennai - 600045"],
    ["Hauptstraße 27, 70563 Stuttgart", true, "70563 Stuttgart"],
    ["Leonrodstraße 14, 80634 Munich, Germany", true, "Munich, Germany"],
    ["ul. Długa 14/3, 00-238 Warszawa", true, "00-238 Warszawa"],
    ["Guimarães", true, "Guimarães"],
    ["ul. Długa 12, 31-147 Kraków, Poland", false, "Kraków, Poland"],
    ["Calle Mayor 5, 28013 Madrid", false, "28013 Madrid"],
    ["Anschrift: Ahornallee 7, 10115 Berlin", false, "10115 Berlin"],
    ["Adresse : Rue Haute 12, 1000 Bruxelles", false, "1000 Bruxelles"],
    ["Indirizzo: Via Roma 3, 20121 Milano", false, "20121 Milano"],
    ["Woonplaats: Utrecht", false, "Utrecht"],
  ])("reads %s (labelled: %s) as %s", (text, labelled, place) => {
    expect(homePlace(text, labelled)).toBe(place);
  });

  it.each([
    ["Guimarães", false],
    ["Baker Street", true],
    ["Senior Data Analyst", true],
    ["Critical Care Nurse", false],
    ["Cell", false],
    ["Date of birth: 12 March 1990, Chennai", false],
    ["Suite 400, Acme Analytics", false],
  ])("takes no place from %s (labelled: %s)", (text, labelled) => {
    expect(homePlace(text, labelled)).toBeNull();
  });

  it("knows a place label standing alone, but not 'Home', which labels phones too", () => {
    expect(["Address", "Address:", "Location", "Current address:", "Based in"].every(isPlaceLabel)).toBe(true);
    expect(isPlaceLabel("Home")).toBe(false);
  });

  it("does not take a list of languages for a place", () => {
    expect(isPlaceLike("Tamil, English, Hindi")).toBe(false);
    expect(isPlaceLike("Leeds, West Yorkshire")).toBe(true);
  });
});
