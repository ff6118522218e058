import { describe, expect, it } from "vitest";
import { nearestColumn, type Box } from "./nearest-column";

const box = (left: number, top: number, width = 260, height = 400): Box => ({ left, top, width, height });

describe("nearestColumn", () => {
  // One row of four, 16 px apart, as on a wide screen.
  const row = ["applied", "interview", "offer", "rejected"].map((id, index) => ({ id, box: box(index * 276, 100) }));

  it("steps to the next column on either side in a row", () => {
    expect(nearestColumn(row[0]!.box, row, "right")).toBe("interview");
    expect(nearestColumn(row[2]!.box, row, "left")).toBe("interview");
  });

  it("stays put at either end and for up and down in a single row", () => {
    expect(nearestColumn(row[3]!.box, row, "right")).toBeNull();
    expect(nearestColumn(row[0]!.box, row, "left")).toBeNull();
    expect(nearestColumn(row[1]!.box, row, "down")).toBeNull();
  });

  it("keeps Right and Left in their row and moves between rows with Up and Down in two rows of two", () => {
    const grid = [
      { id: "applied", box: box(0, 0, 300, 200) },
      { id: "interview", box: box(316, 0, 300, 200) },
      { id: "offer", box: box(0, 216, 300, 500) },
      { id: "rejected", box: box(316, 216, 300, 500) },
    ];
    expect(nearestColumn(grid[0]!.box, grid, "right")).toBe("interview");
    expect(nearestColumn(grid[0]!.box, grid, "down")).toBe("offer");
    expect(nearestColumn(grid[3]!.box, grid, "up")).toBe("interview");
    expect(nearestColumn(grid[3]!.box, grid, "left")).toBe("offer");
    expect(nearestColumn(grid[1]!.box, grid, "right")).toBeNull();
  });

  it("reaches a column scrolled out of sight in a phone's sideways row", () => {
    const phone = ["applied", "interview"].map((id, index) => ({ id, box: box(16 + index * 300, 300, 288, 500) }));
    expect(nearestColumn(phone[0]!.box, phone, "right")).toBe("interview");
  });
});
