import { describe, expect, it } from "vitest";
import { tidySentence } from "./tidy-sentence";

describe("tidySentence", () => {
  it("drops the first-person subject and the article it leaves", () => {
    expect(tidySentence("I am a product designer with 6 years of experience")).toBe("Product designer with 6 years of experience.");
    expect(tidySentence("I'm passionate about accessible design.")).toBe("Passionate about accessible design.");
  });

  it("leaves a sentence without first person as written, with its full stop", () => {
    expect(tidySentence("A designer who ships.")).toBe("A designer who ships.");
  });
});
