import { describe, expect, it } from "vitest";
import { a4Geometry, A4_HEIGHT_PX, flowHeight, PX_PER_MM } from "./page-geometry";
import { clearPushes } from "./paginate";

describe("page geometry", () => {
  it("is A4 at 96 px to the inch, with 12 mm margins on continuation pages", () => {
    expect(A4_HEIGHT_PX).toBeCloseTo(1122.52, 2);
    expect(a4Geometry()).toEqual({
      pageHeight: A4_HEIGHT_PX,
      pitch: A4_HEIGHT_PX,
      marginTop: 12 * PX_PER_MM,
      marginBottom: 12 * PX_PER_MM,
    });
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

describe("clearing a pagination", () => {
  // A flow as paginate leaves it: a pushed list item and a split paragraph, beside the layout's own inline style.
  it("removes only the spaces it added: the layout's own inline styles stay", () => {
    document.body.innerHTML = `
      <div id="flow">
        <p id="split" style="--vitae-split-height: 100px; --vitae-split-shape: polygon(0 0)" data-vitae-pushed data-vitae-split>A paragraph</p>
        <ul><li id="pushed" style="margin-top: 37.5px" data-vitae-pushed>One</li><li id="own" style="margin-top: 2px">Two</li></ul>
      </div>`;
    const byId = (id: string) => document.getElementById(id)!;
    clearPushes(byId("flow"));
    expect(byId("flow").querySelectorAll("[data-vitae-pushed], [data-vitae-split]")).toHaveLength(0);
    expect(byId("pushed").getAttribute("style")).toBe("");
    expect(byId("split").style.getPropertyValue("--vitae-split-shape")).toBe("");
    expect(byId("split").style.getPropertyValue("--vitae-split-height")).toBe("");
    expect(byId("own").style.marginTop).toBe("2px");
  });
});
