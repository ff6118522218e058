import { describe, expect, it } from "vitest";
import { article, lowerFirst, singleFullStops, withArticle } from "./english";

describe("english", () => {
  it.each([
    ["Engineer", "an"],
    ["UX Designer", "a"],
    ["SEO Specialist", "an"],
    ["HR Manager", "an"],
    ["MBA", "an"],
    ["BSc", "a"],
    ["University lecturer", "a"],
    ["hourly supervisor", "an"],
    ["one-year course", "a"],
  ])("%s takes '%s'", (word, expected) => expect(article(word)).toBe(expected));

  it("puts no article before a plural head noun", () => {
    expect([withArticle("A-Levels"), withArticle("GCSEs"), withArticle("Bachelor of Arts"), withArticle("Master's degree")]).toEqual([
      "A-Levels",
      "GCSEs",
      "a Bachelor of Arts",
      "a Master's degree",
    ]);
  });

  it("lower-cases a leading word but not an acronym or 'I'", () => {
    expect([lowerFirst("Built the API"), lowerFirst("AWS migration"), lowerFirst("I led")]).toEqual([
      "built the API",
      "AWS migration",
      "I led",
    ]);
  });

  it("ends a sentence once after a name that ends in a full stop", () => {
    expect(singleFullStops("I would like to join Acme Inc.. Thank you... Bye.")).toBe("I would like to join Acme Inc. Thank you... Bye.");
  });
});
