import { describe, expect, it } from "vitest";
import { splitItems } from "./items";

describe("splitItems", () => {
  it("splits at bullets of any shape and at spaced slashes, keeping names with slashes and bracketed lists whole", () => {
    expect(splitItems("Python / SQL / Tableau")).toEqual(["Python", "SQL", "Tableau"]);
    expect(splitItems("Figma ▪ Miro ◦ Dovetail")).toEqual(["Figma", "Miro", "Dovetail"]);
    expect(splitItems("TCP/IP, CI/CD, Python (Django, Flask).")).toEqual(["TCP/IP", "CI/CD", "Python (Django, Flask)"]);
  });
});
