import { beforeEach, describe, expect, it } from "vitest";
import { a4Geometry, A4_HEIGHT_PX, flowHeight, PX_PER_MM } from "./page-geometry";
import { applyPushes, clearPushes, type Push } from "./paginate";

describe("page geometry", () => {
  it("is A4 at 96 px to the inch, with 12 mm margins on continuation pages", () => {
    expect(A4_HEIGHT_PX).toBeCloseTo(1122.52, 2);
    expect(a4Geometry()).toEqual({ pageHeight: A4_HEIGHT_PX, pitch: A4_HEIGHT_PX, marginTop: 12 * PX_PER_MM, marginBottom: 12 * PX_PER_MM });
  });

  it("puts the screen's gap between pages into the pitch only", () => {
    const geometry = a4Geometry(24);
    expect(geometry.pitch - geometry.pageHeight).toBe(24);
  });

  it("makes a flow of n pages n pages tall with the gaps between them, none after the last", () => {
    expect(flowHeight(a4Geometry(24), 1)).toBeCloseTo(A4_HEIGHT_PX);
    expect(flowHeight(a4Geometry(24), 3)).toBeCloseTo(3 * A4_HEIGHT_PX + 2 * 24);
    expect(flowHeight(a4Geometry(), 2)).toBeCloseTo(2 * A4_HEIGHT_PX);
  });
});

describe("applying a pagination to a copy of the flow", () => {
  let flow: HTMLElement;

  // Elements are numbered in document order, as paginate numbers them: 0 header, 1 h1, 2 p, 3 ul, 4 li, 5 li.
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="flow">
        <header><h1>Name</h1></header>
        <p style="margin-top: 4px">A paragraph</p>
        <ul><li>One</li><li>Two</li></ul>
      </div>`;
    flow = document.getElementById("flow")!;
  });

  const element = (index: number) => flow.querySelectorAll<HTMLElement>("*")[index]!;

  it("pushes an element down by a top margin, found by its index in the flow", () => {
    applyPushes(flow, [{ element: 4, kind: "margin", marginTop: 37.5 }]);
    expect(element(4).style.marginTop).toBe("37.5px");
    expect(element(4).hasAttribute("data-vitae-pushed")).toBe(true);
    expect(element(5).style.marginTop).toBe("");
  });

  it("splits a paragraph with a float shaped as one band per cut", () => {
    const push: Push = {
      element: 2,
      kind: "split",
      bands: [
        { at: 40, gap: 60 },
        { at: 1200, gap: 50 },
      ],
    };
    applyPushes(flow, [push]);
    const paragraph = element(2);
    expect(paragraph.hasAttribute("data-vitae-split")).toBe(true);
    expect(paragraph.style.getPropertyValue("--vitae-split-height")).toBe("1250px");
    expect(paragraph.style.getPropertyValue("--vitae-split-shape")).toBe(
      "polygon(0 0, 0 40px, 100% 40px, 100% 100px, 0 100px, 0 1200px, 100% 1200px, 100% 1250px, 0 1250px)",
    );
  });

  it("removes the spaces of the previous pagination before adding new ones, and ignores indexes past the flow", () => {
    applyPushes(flow, [
      { element: 4, kind: "margin", marginTop: 20 },
      { element: 3, kind: "split", bands: [{ at: 0, gap: 10 }] },
    ]);
    applyPushes(flow, [
      { element: 5, kind: "margin", marginTop: 30 },
      { element: 99, kind: "margin", marginTop: 30 },
    ]);
    expect(element(4).style.marginTop).toBe("");
    expect(element(4).hasAttribute("data-vitae-pushed")).toBe(false);
    expect(element(3).hasAttribute("data-vitae-split")).toBe(false);
    expect(element(3).style.getPropertyValue("--vitae-split-shape")).toBe("");
    expect(element(5).style.marginTop).toBe("30px");
  });

  it("clears only the spaces it added: the layout's own inline styles stay", () => {
    applyPushes(flow, [{ element: 4, kind: "margin", marginTop: 20 }]);
    clearPushes(flow);
    expect(flow.querySelectorAll("[data-vitae-pushed]")).toHaveLength(0);
    expect(element(4).getAttribute("style")).toBe("");
    expect(element(2).style.marginTop).toBe("4px");
  });
});
