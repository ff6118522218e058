import { flowHeight, type PageGeometry } from "./page-geometry";

/**
 * Cuts a laid-out resume into pages the way a careful typesetter would, for layouts that know
 * nothing about pages: the layout flows as one tall sheet, and wherever a line, a bullet or an
 * entry heading would straddle a page edge (or sit in a page's margin), space is added before it
 * so it starts on the next page below the top margin. Two columns are cut independently.
 *
 * The rules are the CSS fragmentation hints the layouts already carry: `break-inside: avoid`
 * keeps an element together, `break-after: avoid` keeps it with what follows (section and entry
 * headings), and a paragraph keeps at least two lines on each side of a cut.
 *
 * Space is added with inline styles, never by changing the layout's own elements: a margin before
 * a block, or, inside a paragraph, an invisible float (see `[data-vitae-split]` in print.css)
 * that pushes the following lines down. Pages are then windows onto the one sheet, so preview,
 * print and PDF show exactly the same cuts.
 */

/**
 * A block taller than this share of a page may be cut between its lines despite `break-inside:
 * avoid`: moving a long entry whole would leave a quarter page or more empty.
 */
const KEEP_TOGETHER_MAX_SHARE = 0.25;
/** Side-by-side rows (a title with its date, a row of chips) up to this height stay in one piece. */
const ROW_MAX_PX = 120;
/** Layout rounding: positions closer than this count as equal. */
const EPSILON = 0.5;
/** Each pass fixes one cut; a resume has a few per page, so this only stops a pathological loop. */
const MAX_PASSES = 400;

const ALWAYS_WHOLE = new Set(["IMG", "SVG", "svg", "H1", "H2", "H3", "H4", "H5", "H6", "TR", "CANVAS", "PICTURE"]);

export interface Pagination {
  pageCount: number;
}

/** Space added before an element, or gaps inside a paragraph, each `gap` px tall starting `at` px below its content's top. */
type Push = { kind: "margin"; marginTop: number } | { kind: "split"; bands: Array<{ at: number; gap: number }> };

interface Unit {
  /** A whole element, or one line of a paragraph. */
  element: HTMLElement;
  line: number;
  lineCount: number;
  /** Set when a heading-like element must stay with what follows it inside this element. */
  keepWith: Element | undefined;
  top: number;
  bottom: number;
}

interface UnitSource {
  element: HTMLElement;
  kind: "whole" | "lines";
  /**
   * A box that draws nothing itself is measured by its content: a grid stretches a section
   * heading beside a long section, and only its text matters.
   */
  measure: "box" | "content";
  keepWith: Element | undefined;
}

interface Frame {
  origin: DOMRect;
  scale: number;
}

const PUSHED = "data-vitae-pushed";
const SPLIT = "data-vitae-split";

/** Removes every space a previous pagination added. */
export function clearPushes(flow: HTMLElement): void {
  for (const element of flow.querySelectorAll<HTMLElement>(`[${PUSHED}]`)) {
    element.style.removeProperty("margin-top");
    element.style.removeProperty("--vitae-split-height");
    element.style.removeProperty("--vitae-split-shape");
    element.removeAttribute(PUSHED);
    element.removeAttribute(SPLIT);
  }
}

function applyPush(element: HTMLElement, push: Push): void {
  element.setAttribute(PUSHED, "");
  if (push.kind === "margin") {
    element.style.setProperty("margin-top", `${push.marginTop}px`);
  } else {
    // The float spans every band; its shape is full width inside a band and nothing between them.
    const points = push.bands.flatMap(({ at, gap }) => [`0 ${at}px`, `100% ${at}px`, `100% ${at + gap}px`, `0 ${at + gap}px`]);
    const last = push.bands.at(-1)!;
    element.setAttribute(SPLIT, "");
    element.style.setProperty("--vitae-split-height", `${last.at + last.gap}px`);
    element.style.setProperty("--vitae-split-shape", `polygon(0 0, ${points.join(", ")})`);
  }
}

/** The cut last applied to a flow, to recognise an edit that leaves it exactly right. */
interface AppliedCut {
  geometry: PageGeometry;
  pagination: Pagination;
  targets: Array<{ element: HTMLElement; push: Push }>;
  unbreakable: Set<HTMLElement>;
}

const appliedCuts = new WeakMap<HTMLElement, AppliedCut>();

/**
 * Paginates `flow` in place and returns where it put the cuts. The flow's height is set to whole
 * pages so backgrounds (a sidebar, a band) run to the bottom of the last page.
 *
 * Most edits leave the cut as it is (a word typed mid-page moves nothing across a page edge):
 * when the cut applied last time with the same geometry is still exact, the flow is only
 * measured, not touched, so the browser has nothing to lay out or paint again.
 */
export function paginate(flow: HTMLElement, geometry: PageGeometry): Pagination {
  const applied = appliedCuts.get(flow);
  if (applied?.geometry === geometry && isStillExact(flow, applied)) return applied.pagination;
  const targets: AppliedCut["targets"] = [];
  const unbreakable = new Set<HTMLElement>();
  const pagination = cutFromScratch(flow, geometry, targets, unbreakable);
  appliedCuts.set(flow, { geometry, pagination, targets, unbreakable });
  return pagination;
}

/**
 * True when nothing crosses a page edge, the page count is the same, and every space added last
 * time still brings its line exactly to the top of a page: then the content before each cut kept
 * its height, and cutting again would add the same spaces.
 */
function isStillExact(flow: HTMLElement, applied: AppliedCut): boolean {
  const { geometry, pagination, targets, unbreakable } = applied;
  const frame = frameOf(flow);
  const units = measureUnits(collectSources(flow, geometry, frame), frame);
  if (findViolation(units, geometry, unbreakable) !== undefined || countPages(units, geometry) !== pagination.pageCount) return false;
  const atPageTop = (y: number) => {
    const page = Math.floor(y / geometry.pitch);
    return page >= 1 && Math.abs(y - page * geometry.pitch - geometry.marginTop) <= EPSILON;
  };
  return targets.every(({ element, push }) => {
    if (!element.isConnected || !element.hasAttribute(PUSHED)) return false;
    if (push.kind === "margin") {
      const unit = units.find((candidate) => candidate.element === element && candidate.line === 0);
      return unit !== undefined && atPageTop(unit.top);
    }
    const contentTop = contentTopOf(element, frame);
    return push.bands.every(({ at, gap }) => atPageTop(contentTop + at + gap));
  });
}

/**
 * How far the flow's content reaches past the first page's bottom margin, in sheet px. Zero or
 * less means nothing crosses the first page's edge, so `paginate` finds one page. Removes any cut
 * first: the spaces a cut adds are not content.
 */
export function overflowPastFirstPage(flow: HTMLElement, geometry: PageGeometry): number {
  clearPushes(flow);
  flow.style.minHeight = `${geometry.pageHeight}px`;
  const frame = frameOf(flow);
  const units = measureUnits(collectSources(flow, geometry, frame), frame);
  const bottom = units.reduce((lowest, unit) => Math.max(lowest, unit.bottom), 0);
  return bottom - (geometry.pageHeight - geometry.marginBottom) - EPSILON;
}

function cutFromScratch(
  flow: HTMLElement,
  geometry: PageGeometry,
  targets: AppliedCut["targets"],
  unbreakable: Set<HTMLElement>,
): Pagination {
  clearPushes(flow);
  let pages = 1;
  flow.style.minHeight = `${geometry.pageHeight}px`;
  const sources = collectSources(flow, geometry, frameOf(flow));
  // One margin and one split at most per element.
  const margins = new Map<HTMLElement, Push>();
  const splits = new Map<HTMLElement, Push>();

  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const units = measureUnits(sources, frameOf(flow));
    const violation = findViolation(units, geometry, unbreakable);
    if (violation === undefined) {
      const pageCount = countPages(units, geometry);
      if (pageCount === pages) return finish(pageCount);
      // A taller flow can move content that sits at the bottom of a column, so check again.
      pages = pageCount;
      flow.style.minHeight = `${flowHeight(geometry, pageCount)}px`;
      continue;
    }
    const { unit: violating, pageStart } = violation;
    const target = keepTogether(units, violating, pageStart, geometry);
    const shift = pageStart + geometry.marginTop - target.top;
    if (shift <= EPSILON) {
      // Already at the top of a page and still too tall: it has to be cut where it falls.
      unbreakable.add(units[violating]!.element);
      continue;
    }
    const push = pushFor(target, shift, splits.get(target.element), frameOf(flow));
    (push.kind === "margin" ? margins : splits).set(target.element, push);
    applyPush(target.element, push);
  }
  return finish(countPages(measureUnits(sources, frameOf(flow)), geometry));

  function finish(pageCount: number): Pagination {
    for (const [element, push] of [...margins, ...splits]) targets.push({ element, push });
    return { pageCount };
  }
}

function frameOf(flow: HTMLElement): Frame {
  const origin = flow.getBoundingClientRect();
  // The preview scales the sheet; geometry is in the sheet's own unscaled pixels.
  const scale = flow.offsetWidth > 0 ? origin.width / flow.offsetWidth : 1;
  return { origin, scale: scale > 0 ? scale : 1 };
}

function pushFor(target: Unit, shift: number, previous: Push | undefined, frame: Frame): Push {
  const element = target.element;
  const style = getComputedStyle(element);
  if (target.line === 0) {
    return { kind: "margin", marginTop: (Number.parseFloat(style.marginTop) || 0) + shift };
  }
  const contentTop = contentTopOf(element, frame);
  // A paragraph longer than a page is cut once per page it crosses.
  const bands = previous?.kind === "split" ? previous.bands : [];
  return { kind: "split", bands: [...bands, { at: target.top - contentTop, gap: shift }] };
}

/** Where an element's content starts, in sheet px: below its top border and padding. */
function contentTopOf(element: HTMLElement, frame: Frame): number {
  const style = getComputedStyle(element);
  const borderTop = (element.getBoundingClientRect().top - frame.origin.top) / frame.scale;
  return borderTop + (Number.parseFloat(style.borderTopWidth) || 0) + (Number.parseFloat(style.paddingTop) || 0);
}

function findViolation(
  units: Unit[],
  geometry: PageGeometry,
  unbreakable: Set<HTMLElement>,
): { unit: number; pageStart: number } | undefined {
  const usable = geometry.pageHeight - geometry.marginTop - geometry.marginBottom;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unbreakable.has(unit.element) || unit.bottom - unit.top > usable) continue;
    // The first page whose bottom margin the unit reaches into.
    const page = Math.floor(unit.top / geometry.pitch);
    const pageEnd = page * geometry.pitch + geometry.pageHeight - geometry.marginBottom;
    const nextStart = (page + 1) * geometry.pitch;
    const inTopMargin = page > 0 && unit.top < page * geometry.pitch + geometry.marginTop - EPSILON;
    if (inTopMargin) return { unit: i, pageStart: page * geometry.pitch };
    if (unit.bottom > pageEnd + EPSILON) return { unit: i, pageStart: nextStart };
  }
  return undefined;
}

/**
 * The unit that has to move for `violating` to move: the first line of a paragraph rather than
 * its second (no lone line at a page bottom), the line before the last (none alone at a top),
 * and a heading together with what it introduces.
 */
function keepTogether(units: Unit[], violating: number, pageStart: number, geometry: PageGeometry): Unit {
  let target = violating;
  const unit = units[target]!;
  if (unit.line === 1) target = lineOf(units, target, 0);
  else if (unit.line > 1 && unit.line === unit.lineCount - 1) target = lineOf(units, target, unit.line - 1);
  const previousPageTop = pageStart - geometry.pitch + (pageStart - geometry.pitch > 0 ? geometry.marginTop : 0);
  // Headings come right before their content in the document, even when a grid sets them beside it.
  for (let before = target - 1; before >= 0; before = target - 1) {
    const previous = units[before]!;
    // A heading holds on to its own content only: an entry without a description lets the next go.
    if (!(previous.keepWith?.contains(units[target]!.element) ?? false)) break;
    // Already on the new page, or at the top of its own (moving it would gain nothing).
    if (previous.top >= pageStart - EPSILON || previous.top <= previousPageTop + EPSILON) break;
    target = before;
  }
  return units[target]!;
}

function lineOf(units: Unit[], from: number, line: number): number {
  for (let i = from; i >= 0; i--) {
    const unit = units[i]!;
    if (unit.element === units[from]!.element && unit.line === line) return i;
  }
  return from;
}

function countPages(units: Unit[], geometry: PageGeometry): number {
  let bottom = 0;
  for (const unit of units) bottom = Math.max(bottom, unit.bottom);
  return Math.max(1, Math.floor((bottom - EPSILON) / geometry.pitch) + 1);
}

/** Decides once per pagination which elements are cut as a whole and which line by line. */
function collectSources(flow: HTMLElement, geometry: PageGeometry, frame: Frame): UnitSource[] {
  const keepMax = (geometry.pageHeight - geometry.marginTop - geometry.marginBottom) * KEEP_TOGETHER_MAX_SHARE;
  const sources: UnitSource[] = [];

  const visit = (element: HTMLElement, keepWith: Element | undefined): void => {
    const style = getComputedStyle(element);
    if (style.display === "none" || style.position === "absolute" || style.position === "fixed") return;
    const children = [...element.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement || child instanceof SVGElement,
    ) as HTMLElement[];
    if (style.display === "contents") {
      children.forEach((child, i) => visit(child, i === children.length - 1 ? keepWith : undefined));
      return;
    }
    const height = element.getBoundingClientRect().height / frame.scale;
    if (height <= EPSILON) return;
    // A box with nothing in it is drawing. A tall one is a column's background, stretched with the
    // sheet (a sidebar with nothing to show): it holds no line to keep, and counting it would add a
    // page each time the sheet grows to hold it.
    if (isEmptyBox(element, children) && height > keepMax) return;
    const keeps = style.breakAfter === "avoid" || /^H[1-6]$/.test(element.tagName) ? (element.parentElement ?? undefined) : keepWith;
    if (isWhole(element, style, height, keepMax, children)) {
      sources.push({ element, kind: "whole", measure: drawsBox(style) ? "box" : "content", keepWith: keeps });
      return;
    }
    if (hasOnlyInlineContent(element, style, children)) {
      sources.push({ element, kind: "lines", measure: "content", keepWith: keeps });
      return;
    }
    // Only the last child inherits the keep: a heading block's last line stays with what follows.
    children.forEach((child, i) => visit(child, i === children.length - 1 ? keeps : undefined));
  };

  for (const child of flow.children) if (child instanceof HTMLElement) visit(child, undefined);
  return sources;
}

function drawsBox(style: CSSStyleDeclaration): boolean {
  const transparent = style.backgroundColor === "transparent" || style.backgroundColor === "rgba(0, 0, 0, 0)";
  const bordered = ["Top", "Right", "Bottom", "Left"].some(
    (side) => (Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) || 0) > 0,
  );
  return !transparent || bordered || style.backgroundImage !== "none" || style.boxShadow !== "none";
}

function isWhole(element: HTMLElement, style: CSSStyleDeclaration, height: number, keepMax: number, children: HTMLElement[]): boolean {
  if (ALWAYS_WHOLE.has(element.tagName)) return height <= keepMax;
  if (element.tagName === "LI") return height <= keepMax;
  if (style.breakInside === "avoid" || style.breakInside === "avoid-page") return height <= keepMax;
  const sideBySide =
    ((style.display === "flex" || style.display === "inline-flex") &&
      style.flexDirection.startsWith("row") &&
      style.flexWrap === "nowrap") ||
    ((style.display === "grid" || style.display === "inline-grid") && style.gridTemplateColumns.trim().split(/\s+/).length > 1);
  if (sideBySide) return height <= ROW_MAX_PX;
  // A short box with nothing in it is drawing (a rule, a bar, a dot): it moves as one.
  return isEmptyBox(element, children);
}

const isEmptyBox = (element: HTMLElement, children: HTMLElement[]): boolean =>
  children.length === 0 && (element.textContent ?? "").trim() === "";

/** Block containers only: the float that splits a paragraph needs one to flow its lines around. */
const LINE_CONTAINERS = new Set(["block", "list-item", "inline-block", "flow-root", "table-cell"]);

function hasOnlyInlineContent(element: HTMLElement, style: CSSStyleDeclaration, children: HTMLElement[]): boolean {
  if (!LINE_CONTAINERS.has(style.display) || (element.textContent ?? "").trim() === "") return false;
  return children.every((child) => {
    const display = getComputedStyle(child).display;
    return display === "inline" || display === "inline-block" || display === "inline-flex" || display === "none" || child.tagName === "BR";
  });
}

function measureUnits(sources: UnitSource[], frame: Frame): Unit[] {
  const units: Unit[] = [];
  const toSheet = (rect: DOMRect) => ({
    top: (rect.top - frame.origin.top) / frame.scale,
    bottom: (rect.bottom - frame.origin.top) / frame.scale,
  });
  for (const source of sources) {
    if (source.kind === "whole") {
      const rect = source.measure === "box" ? source.element.getBoundingClientRect() : contentRect(source.element);
      units.push({ element: source.element, line: 0, lineCount: 1, keepWith: source.keepWith, ...toSheet(rect) });
      continue;
    }
    const lines = lineBoxes(source.element).map(toSheet);
    lines.forEach((line, i) =>
      units.push({
        element: source.element,
        line: i,
        lineCount: lines.length,
        // Only the last line of a heading-like block holds on to what follows.
        keepWith: i === lines.length - 1 ? source.keepWith : undefined,
        ...line,
      }),
    );
  }
  return units;
}

function contentRect(element: HTMLElement): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  const rect = range.getBoundingClientRect();
  return rect.height > 0 ? rect : element.getBoundingClientRect();
}

/** The rectangles of a paragraph's lines, from the boxes of its text, merged line by line. */
function lineBoxes(element: HTMLElement): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(element);
  const rects = [...range.getClientRects()].filter((rect) => rect.height > 0).sort((a, b) => a.top - b.top);
  const lines: DOMRect[] = [];
  for (const rect of rects) {
    const last = lines.at(-1);
    const middle = (rect.top + rect.bottom) / 2;
    if (last && middle < last.bottom) {
      const top = Math.min(last.top, rect.top);
      const left = Math.min(last.left, rect.left);
      lines[lines.length - 1] = new DOMRect(left, top, Math.max(last.right, rect.right) - left, Math.max(last.bottom, rect.bottom) - top);
    } else {
      lines.push(DOMRect.fromRect(rect));
    }
  }
  return lines;
}
