import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-without-eval";

describe("zod in the browser", () => {
  it("runs jitless, so it never probes for eval (which the Content-Security-Policy reports)", () => {
    expect(z.config().jitless).toBe(true);
  });
});
