import { describe, expect, it } from "vitest";
import { RESUME_LIMITS } from "#shared/limits";
import { rewriteBullet, splitBullets } from "../rewrite";
import { GROWING_LINES, exactly } from "../test-support/inputs-at-limits";
import { revampDescription, type DescriptionPlan } from "./revamp-description";

const KEYWORDS = ["Kubernetes", "JavaScript", "PostgreSQL"];
const plan: DescriptionPlan = { rewrite: true, keywords: KEYWORDS, reorder: false, tone: "professional", current: false };

describe("revampDescription at the description's limit", () => {
  it("keeps every bullet, as rewritten while there is room and else as written, and reports only the rewrites kept", () => {
    // Rewrites that lengthen their lines, and one that shortens its line and makes room for some of them.
    const lines = [...GROWING_LINES, "Responsible for managing the k8s team"].map((line) => `• ${line}`);
    const description = exactly(RESUME_LIMITS.description, lines);
    const revamped = revampDescription(description, plan);
    expect(revamped.description.length).toBeLessThanOrEqual(RESUME_LIMITS.description);
    const written = splitBullets(description);
    const bullets = splitBullets(revamped.description);
    expect(bullets).toHaveLength(written.length);
    const rewrite = (line: string) => rewriteBullet(line, { keywords: KEYWORDS }).text;
    bullets.forEach((bullet, index) => expect([written[index], rewrite(written[index]!)]).toContain(bullet));
    const rewritten = bullets.map((bullet, index) => bullet !== written[index]);
    expect(rewritten.filter(Boolean).length).toBeGreaterThan(0);
    expect(rewritten.filter(Boolean).length).toBeLessThan(written.length);
    expect(revamped.rules.map((rules) => rules.length > 0)).toEqual(rewritten);
  });

  it("keeps a description as it was when even its lines as bullets would not fit", () => {
    // Sentences of prose: each would become a bullet with its mark.
    const description = exactly(RESUME_LIMITS.description, ["Worked on k8s. Helped with js. Was part of the postgres team."]);
    const revamped = revampDescription(description, { ...plan, reorder: true });
    expect(revamped).toMatchObject({ description, reordered: false });
    expect(revamped.rules.flat()).toEqual([]);
  });
});
