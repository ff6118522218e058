import type { AtRule, Declaration, Node, Plugin } from "postcss";
import { FONT_SCALE_PROPERTY, MIN_FITTED_TEXT_PT, SPACE_SCALE_PROPERTY } from "./fit-scale.ts";

const FONT_SCALE = `var(${FONT_SCALE_PROPERTY}, 1)`;
const SPACE_SCALE = `var(${SPACE_SCALE_PROPERTY}, 1)`;

/** Properties whose every value is vertical space. */
const VERTICAL_SPACE = new Set([
  "margin-top",
  "margin-bottom",
  "margin-block",
  "margin-block-start",
  "margin-block-end",
  "padding-top",
  "padding-bottom",
  "padding-block",
  "padding-block-start",
  "padding-block-end",
  "row-gap",
]);

/** For a shorthand with n values, which of them are vertical (CSS box order: top right bottom left). */
const VERTICAL_POSITIONS: Record<string, Record<number, number[]>> = {
  margin: { 1: [0], 2: [0], 3: [0, 2], 4: [0, 2] },
  padding: { 1: [0], 2: [0], 3: [0, 2], 4: [0, 2] },
  gap: { 1: [0], 2: [0] },
};

/** Absolute sizes only: an `em` or `%` size already follows its parent's scaled size. */
const ABSOLUTE_FONT_SIZE = /^(\d*\.)?\d+(pt|px|mm|cm|in|pc|q|rem)$|^var\(--text-[\w-]+\)$/i;
const LENGTH = /^-?(\d|\.\d)|^-?(calc|var|min|max|clamp)\(/i;
const ZERO = /^-?0*\.?0+[a-z%]*$/i;

/** Splits a value at its top-level spaces: `calc(1mm + 2px) 3mm` is two values. */
function splitValues(value: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of value.trim()) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (depth === 0 && /\s/.test(char)) {
      if (current) values.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  if (current) values.push(current);
  return values;
}

const isScalableLength = (value: string): boolean => LENGTH.test(value) && !ZERO.test(value);
const scaleSpace = (value: string): string => (isScalableLength(value) ? `calc(${value} * ${SPACE_SCALE})` : value);

function spaceValue(property: string, value: string): string | undefined {
  const values = splitValues(value);
  if (VERTICAL_SPACE.has(property)) {
    if (!values.some(isScalableLength)) return undefined;
    return values.map(scaleSpace).join(" ");
  }
  const vertical = VERTICAL_POSITIONS[property]?.[values.length];
  if (!vertical || !vertical.some((index) => isScalableLength(values[index]!))) return undefined;
  // One value stands for all sides: it is written out so only the vertical ones are scaled.
  const full = values.length === 1 ? [values[0]!, values[0]!] : values;
  return full.map((part, index) => (vertical.includes(index) ? scaleSpace(part) : part)).join(" ");
}

function fontSizeValue(value: string): string | undefined {
  const size = value.trim();
  if (!ABSOLUTE_FONT_SIZE.test(size)) return undefined;
  return `max(calc(${size} * ${FONT_SCALE}), min(${size}, ${MIN_FITTED_TEXT_PT}pt))`;
}

const isUtilitiesLayer = (node: Node): boolean =>
  node.type === "atrule" && (node as AtRule).name === "layer" && (node as AtRule).params.trim() === "utilities";

function inUtilitiesLayer(declaration: Declaration): boolean {
  for (let node: Node | undefined = declaration.parent; node; node = node.parent) if (isUtilitiesLayer(node)) return true;
  return false;
}

/**
 * Rewrites the utility classes the layouts are made of so that the sheet's fit properties scale
 * them: font sizes by the font scale (never below MIN_FITTED_TEXT_PT, never shrinking text that
 * is already smaller), vertical margins, paddings and row gaps by the space scale. Horizontal
 * space (side margins, columns) keeps its size so every layout keeps its frame and columns.
 * Outside a sheet the properties are unset and each value computes exactly as before.
 */
export function fitScaleCss(): Plugin {
  return {
    postcssPlugin: "vitae-fit-scale",
    // Once over the whole sheet: a per-declaration visitor would visit each rewritten value again.
    OnceExit(root) {
      root.walkDecls((declaration) => {
        if (!inUtilitiesLayer(declaration)) return;
        const property = declaration.prop.toLowerCase();
        const value = property === "font-size" ? fontSizeValue(declaration.value) : spaceValue(property, declaration.value);
        if (value !== undefined) declaration.value = value;
      });
    },
  };
}
fitScaleCss.postcss = true as const;
