import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { fitScaleCss } from "./fit-scale-css";

const F = "var(--vitae-font-scale, 1)";
const S = "var(--vitae-space-scale, 1)";

/** The declarations of `.x` after the plugin, for a rule written inside the utilities layer. */
function utility(declarations: string): string {
  const css = postcss([fitScaleCss()]).process(`@layer utilities { .x { ${declarations} } }`, { from: undefined }).css;
  return /\.x \{ (.*?) \}/.exec(css)![1]!;
}

describe("fit scale CSS", () => {
  it("scales absolute font sizes by the font scale, never below 9 pt and never shrinking smaller text", () => {
    expect(utility("font-size: 10pt;")).toBe(`font-size: max(calc(10pt * ${F}), min(10pt, 9pt));`);
    expect(utility("font-size: var(--text-sm);")).toBe(`font-size: max(calc(var(--text-sm) * ${F}), min(var(--text-sm), 9pt));`);
    expect(utility("font-size: 0.75rem;")).toContain(`calc(0.75rem * ${F})`);
  });

  it("leaves relative font sizes alone: they follow their parent's scaled size", () => {
    for (const size of ["0.85em", "80%", "inherit", "smaller"]) expect(utility(`font-size: ${size};`)).toBe(`font-size: ${size};`);
  });

  it("scales vertical margins, paddings and row gaps by the space scale", () => {
    expect(utility("margin-top: 6mm;")).toBe(`margin-top: calc(6mm * ${S});`);
    expect(utility("padding-bottom: calc(var(--spacing) * 3);")).toBe(`padding-bottom: calc(calc(var(--spacing) * 3) * ${S});`);
    expect(utility("padding-block: 1px;")).toBe(`padding-block: calc(1px * ${S});`);
    expect(utility("row-gap: 2mm;")).toBe(`row-gap: calc(2mm * ${S});`);
    expect(utility("margin-bottom: -21mm;")).toBe(`margin-bottom: calc(-21mm * ${S});`);
    expect(utility("margin-block-start: calc(4mm * var(--tw-space-y-reverse));")).toBe(
      `margin-block-start: calc(calc(4mm * var(--tw-space-y-reverse)) * ${S});`,
    );
  });

  it("scales only the vertical values of a shorthand", () => {
    expect(utility("padding: 1mm;")).toBe(`padding: calc(1mm * ${S}) 1mm;`);
    expect(utility("margin: 2mm 4mm;")).toBe(`margin: calc(2mm * ${S}) 4mm;`);
    expect(utility("padding: 1mm 2mm 3mm;")).toBe(`padding: calc(1mm * ${S}) 2mm calc(3mm * ${S});`);
    expect(utility("margin: 1mm 2mm 3mm 4mm;")).toBe(`margin: calc(1mm * ${S}) 2mm calc(3mm * ${S}) 4mm;`);
    expect(utility("gap: 2mm;")).toBe(`gap: calc(2mm * ${S}) 2mm;`);
    expect(utility("gap: 2mm 5mm;")).toBe(`gap: calc(2mm * ${S}) 5mm;`);
  });

  it("leaves horizontal space, zero and auto alone", () => {
    for (const declaration of [
      "padding-inline: 15mm;",
      "column-gap: 6mm;",
      "margin-left: 2mm;",
      "margin: auto;",
      "margin-top: 0;",
      "padding: 0px;",
      "margin-block: auto;",
    ]) {
      expect(utility(declaration)).toBe(declaration);
    }
  });

  it("keeps !important", () => {
    expect(utility("margin-top: 2mm !important;")).toBe(`margin-top: calc(2mm * ${S}) !important;`);
  });

  it("touches only the utilities layer, where the layouts' classes are", () => {
    const css = "@layer base { h1 { font-size: 10pt; margin-top: 2mm } } .y { font-size: 10pt; margin-top: 2mm }";
    expect(postcss([fitScaleCss()]).process(css, { from: undefined }).css).toBe(css);
  });

  it("reaches rules nested inside media queries of the utilities layer", () => {
    const css = postcss([fitScaleCss()]).process("@layer utilities { @media print { .x { margin-top: 2mm } } }", { from: undefined }).css;
    expect(css).toContain(`margin-top: calc(2mm * ${S})`);
  });
});
