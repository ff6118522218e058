import { describe, expect, it } from "vitest";
import type { ApplicationStatus } from "#shared/applications";
import { groupByStatus } from "./group-by-status";

const row = (id: string, status: ApplicationStatus) => ({ id, status });

describe("groupByStatus", () => {
  it("gives every status a column, in the seed's order, empty ones included", () => {
    const columns = groupByStatus([row("a", "offer")]);
    expect(Object.keys(columns)).toEqual(["applied", "interview", "offer", "rejected"]);
    expect(columns.applied).toEqual([]);
    expect(columns.rejected).toEqual([]);
  });

  it("puts each application in its status's column, keeping the list's order", () => {
    const columns = groupByStatus([row("a", "interview"), row("b", "applied"), row("c", "interview"), row("d", "rejected")]);
    expect(columns.interview.map((application) => application.id)).toEqual(["a", "c"]);
    expect(columns.applied.map((application) => application.id)).toEqual(["b"]);
    expect(columns.rejected.map((application) => application.id)).toEqual(["d"]);
    expect(columns.offer).toEqual([]);
  });
});
