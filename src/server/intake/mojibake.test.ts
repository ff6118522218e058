import { describe, expect, it } from "vitest";
import { withoutMojibake } from "./mojibake";

describe("withoutMojibake", () => {
  it("decodes UTF-8 that was read as Windows-1252 or Latin-1", () => {
    expect(withoutMojibake("CafÃ© owner â€“ Bistro Ãœber")).toBe("Café owner – Bistro Über");
    expect(withoutMojibake("Itâ€™s a DisneyÂ® show")).toBe("It’s a Disney® show");
  });

  it("marks a character that lost its last byte, standing alone between spaces", () => {
    expect(withoutMojibake("Clerk Acme ï¼\u200b Springfield")).toBe("Clerk Acme \uFFFD Springfield");
    expect(withoutMojibake("01/2015 ï¼ 07/2015")).toBe("01/2015 \uFFFD 07/2015");
  });

  it("leaves real Latin text alone", () => {
    for (const text of ["Zoé’s café – Genève", "Universität München", "Señor Ñandú", "déjà vu", "Ångström ± 5 °C", "Straße 5 ½"]) {
      expect(withoutMojibake(text)).toBe(text);
    }
  });
});
