import { describe, expect, it } from "vitest";
import { RenderBudget } from "./render-budget";

describe("RenderBudget", () => {
  it("lets an owner render until their time in the window reaches the budget, then says how long until enough of it has aged out", () => {
    const budget = new RenderBudget({ budgetMs: 1_000, windowMs: 60_000 });
    budget.record("ada", 400, 0);
    budget.record("ada", 500, 10_000);
    expect(budget.waitMs("ada", 10_000)).toBe(0);
    budget.record("ada", 300, 20_000);
    // 1,200 ms used: once the first 400 ms leave the window (at 60 s) it is 800 ms again.
    expect(budget.waitMs("ada", 20_000)).toBe(40_000);
    expect(budget.waitMs("ada", 59_999)).toBe(1);
    expect(budget.waitMs("ada", 60_000)).toBe(0);
    expect(budget.waitMs("bob", 20_000)).toBe(0);
  });
});
