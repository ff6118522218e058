import { describe, expect, it } from "vitest";
import { extractKeywords, matchKeywords } from "./keywords";
import { BOILERPLATE_WORDS } from "./stop-words";

const platformAdvert = `Senior Platform Engineer at Northwind Labs (Berlin)

We are a fast-paced team looking for a strong candidate with the ability to work in a dynamic environment.

What you'll do:
- Run our k8s clusters on AWS and automate them with Terraform
- Build data pipelines in Python and Go
- Own observability with Prometheus and Grafana; keep our data pipelines fast
- Partner with product on our go-to-market launches

Requirements:
- 5+ years of experience with Kubernetes and Terraform
- Excellent communication skills
Benefits: health insurance, 401(k), paid time off.`;

const match = (haystack: string, keywords: string[]) => matchKeywords(haystack, keywords).map((result) => result.match);

describe("extractKeywords", () => {
  const keywords = extractKeywords(platformAdvert, { exclude: ["Northwind Labs", "Berlin"] });

  it("puts the skills first, the most named first, in the advert's own spelling", () => {
    expect(keywords.slice(0, 3)).toEqual(["k8s", "Terraform", "data pipelines"]);
    expect(keywords).toEqual(expect.arrayContaining(["AWS", "Python", "Go", "Prometheus", "Grafana", "communication skills"]));
    expect(keywords).not.toContain("Kubernetes");
  });

  it("adds the job title after the skills, without its level words", () => {
    expect(keywords.at(-1)).toBe("Platform Engineer");
  });

  it("never returns boilerplate, the company, the town or a word the advert does not contain", () => {
    for (const keyword of keywords) {
      expect(platformAdvert).toContain(keyword);
      expect(BOILERPLATE_WORDS.has(keyword.toLowerCase())).toBe(false);
    }
    expect(keywords.join(" | ")).not.toMatch(/\b(team|experience|ability|environment|candidate|insurance|Northwind|Berlin|market)\b/i);
    expect(new Set(keywords.map((keyword) => keyword.toLowerCase())).size).toBe(keywords.length);
  });

  it("gives the same keywords for the same text", () => {
    expect(extractKeywords(platformAdvert, { exclude: ["Northwind Labs", "Berlin"] })).toEqual(keywords);
  });
});

describe("matchKeywords", () => {
  it("matches the same phrase exactly, case-insensitive and on whole words", () => {
    expect(match("Built Data Pipelines for finance", ["data pipelines"])).toEqual(["exact"]);
    expect(match("Wrote JavaScript daily", ["Java"])).toEqual([null]);
  });

  it("matches another name of the same skill as an alias", () => {
    expect(match("Ran Kubernetes in production and PostgreSQL", ["k8s", "Postgres"])).toEqual(["alias", "alias"]);
    expect(match("Deployed to k8s", ["Kubernetes"])).toEqual(["alias"]);
  });

  it("matches other forms of the same words by stem, not different words", () => {
    expect(match("Planned release trains and managed budgets", ["release train", "manage budgets"])).toEqual(["stem", "stem"]);
    expect(match("Budget management", ["manage budgets"])).toEqual([null]);
  });

  it("does not find an everyday-word skill or an acronym in ordinary words", () => {
    expect(match("Ready to go to market and rest", ["Go", "REST"])).toEqual([null, null]);
    expect(match("Services in Go and REST APIs", ["Go", "REST"])).toEqual(["exact", "alias"]);
  });
});
