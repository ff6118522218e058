import { describe, expect, it } from "vitest";
import { splitBullets } from "./split-bullets";

describe("splitBullets", () => {
  it("takes each marked line as a bullet without its marker", () => {
    expect(
      splitBullets(
        "• Led a team of 5\n- Cut costs 12.5%\n* Built the app\n– Ran events\n1. Wrote docs\n2) Hired 3 engineers\n▪ Shipped v2",
      ),
    ).toEqual(["Led a team of 5", "Cut costs 12.5%", "Built the app", "Ran events", "Wrote docs", "Hired 3 engineers", "Shipped v2"]);
  });

  it("joins a wrapped line to its bullet and drops empty lines", () => {
    expect(splitBullets("• Managed a team of 5 engineers across\n  two sites\n\n\n• Built X")).toEqual([
      "Managed a team of 5 engineers across two sites",
      "Built X",
    ]);
  });

  it("splits prose into sentences, keeping decimals and abbreviations whole", () => {
    expect(splitBullets("Grew sales by $2.5M in 2021. Expanded to 3 countries, e.g. France and Spain.")).toEqual([
      "Grew sales by $2.5M in 2021.",
      "Expanded to 3 countries, e.g. France and Spain.",
    ]);
  });

  it("does not take a year for a list number", () => {
    expect(splitBullets("2021 - 2023 at Acme")).toEqual(["2021 - 2023 at Acme"]);
  });
});
