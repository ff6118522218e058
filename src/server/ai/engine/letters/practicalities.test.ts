import { describe, expect, it } from "vitest";
import { availabilitySentence, salarySentence } from "./practicalities";

describe("salarySentence", () => {
  it.each([
    ["$80,000 - $90,000", "My salary expectation is in the range of $80,000 - $90,000."],
    ["€50k per year", "My salary expectation is €50k per year."],
    ["Negotiable", "My salary expectation is negotiable, and I am happy to discuss it."],
    ["  ", ""],
  ])("%j", (salary, sentence) => expect(salarySentence(salary)).toBe(sentence));
});

describe("availabilitySentence", () => {
  it.each([
    ["Immediately", "I am available to start immediately."],
    ["from June 2025", "I am available to start from June 2025."],
    ["2 weeks notice", "I am available to start after 2 weeks notice."],
    ["4 weeks", "I am available to start in 4 weeks."],
    ["March 1, 2025", "I am available to start on March 1, 2025."],
    ["June 2025", "I am available to start in June 2025."],
    ["flexible", "My preferred start date is flexible."],
  ])("%j", (availability, sentence) => expect(availabilitySentence(availability)).toBe(sentence));
});
