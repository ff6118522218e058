import { describe, expect, it } from "vitest";
import { REVAMP_TONES } from "#shared/ai";
import { rewriteBullet } from "./rewrite-bullet";

const NUMBER_TOKEN = /\d+(?:[.,:/]\d+)*/g;

/** Bullets as people write them: weak openings, first person, gerunds, filler, money, dates, ranges. */
const REAL_BULLETS = [
  "Responsible for managing a team of 5 engineers and a $1.2M budget",
  "• I was in charge of key accounts worth $2.5M across 3 regions.",
  "Duties included answering 60+ calls a day, filing records and scheduling meetings",
  "Worked on the checkout redesign, cutting drop-off by 12.5% in Q3 2021",
  "Helped reduce costs by 10% (from €40,000 to €36,000) in 2021",
  "Managing 3–5 interns, developing a 24/7 on-call rota",
  "successfully launched various very large campaigns in order to grow sales 3x",
  "My role was to coordinate events for 300+ guests between Jan 2019 and 03/2020",
  "Reduced p95 latency from 1.2s to 300ms (-75%)",
  "Tasked with writing documentation for 14 APIs, v2.3 to v4.0",
];

describe("rewriteBullet", () => {
  it("keeps every number, amount, percentage and date of the line exactly", () => {
    for (const tone of REVAMP_TONES) {
      for (const tense of ["past", "present"] as const) {
        for (const bullet of REAL_BULLETS) {
          const { text } = rewriteBullet(bullet, { tone, tense });
          for (const token of bullet.match(NUMBER_TOKEN) ?? []) expect(text, `${bullet} (${tone}, ${tense})`).toContain(token);
          for (const symbol of bullet.match(/[$€£%]/g) ?? []) expect(text).toContain(symbol);
        }
      }
    }
  });

  it("turns a duty into the action it names, in the past for a past role", () => {
    expect(rewriteBullet("Responsible for managing a team of 5").text).toBe("Managed a team of 5");
    expect(rewriteBullet("My role was to coordinate events for 300+ guests").text).toBe("Coordinated events for 300+ guests");
    expect(rewriteBullet("Tasked with writing documentation for the API.").text).toBe("Wrote documentation for the API");
    expect(rewriteBullet("Tasked to reduce the backlog from 400 to 120 tickets").text).toBe("Reduced the backlog from 400 to 120 tickets");
    expect(rewriteBullet("Duties: stocking shelves, handling cash and opening the store").text).toBe(
      "Stocked shelves, handled cash and opened the store",
    );
  });

  it("reads a duty named by a noun as its verb", () => {
    expect(rewriteBullet("Responsible for the development of new features").text).toBe("Developed new features");
    expect(rewriteBullet("In charge of the coordination of 40 volunteers").text).toBe("Coordinated 40 volunteers");
    // A noun that is its verb too may need its own preposition ('cared for'): a verb is chosen instead.
    expect(rewriteBullet("Responsible for the care of 8 patients").text).toBe("Managed the care of 8 patients");
  });

  it("puts every activity of a listed duty in the same tense", () => {
    expect(rewriteBullet("Duties included answering phones, filing records and scheduling meetings").text).toBe(
      "Answered phones, filed records and scheduled meetings",
    );
    expect(rewriteBullet("Managing the budget and developing new products").text).toBe("Managed the budget and developed new products");
    expect(rewriteBullet("Managing the budget and developing new products", { tense: "present" }).text).toBe(
      "Manage the budget and develop new products",
    );
    expect(rewriteBullet("Mentoring 4 juniors and co-leading the guild").text).toBe("Mentored 4 juniors and co-led the guild");
    // A current role's finished results stay in the past tense.
    expect(rewriteBullet("Reduced load time by 38%", { tense: "present" }).text).toBe("Reduced load time by 38%");
  });

  it("chooses a verb that fits what a duty is about, by tone", () => {
    expect(rewriteBullet("Responsible for the payroll of 200 staff").text).toBe("Managed the payroll of 200 staff");
    expect(rewriteBullet("Responsible for the payroll of 200 staff", { tone: "executive" }).text).toBe("Oversaw the payroll of 200 staff");
    expect(rewriteBullet("In charge of a team of 8 nurses", { tone: "executive" }).text).toBe("Directed a team of 8 nurses");
    expect(rewriteBullet("Responsible for the monthly report").text).toBe("Prepared the monthly report");
    expect(rewriteBullet("Responsible for website maintenance").text).not.toMatch(/^Maintained/);
  });

  it("keeps a share in others' work a contribution, never ownership", () => {
    expect(rewriteBullet("Helped reduce costs by 10%").text).toBe("Contributed to reducing costs by 10%");
    expect(rewriteBullet("Worked on the checkout redesign").text).toBe("Contributed to the checkout redesign");
    expect(rewriteBullet("Involved in the ERP rollout", { tone: "creative" }).text).toBe("Collaborated on the ERP rollout");
    expect(rewriteBullet("Helped customers choose products").text).toBe("Helped customers choose products");
    expect(rewriteBullet("Part of the team that migrated 200 services").text).toBe("Contributed to the team that migrated 200 services");
  });

  it("removes first person and filler and names the rules it applied", () => {
    const result = rewriteBullet("I successfully launched various campaigns in order to grow sales 3x.");
    expect(result.text).toBe("Launched campaigns to grow sales 3x");
    expect(result.rules).toEqual(expect.arrayContaining(["first-person", "filler", "capital", "full-stop"]));
    expect(rewriteBullet("Led migration to AWS, cutting costs 30%")).toEqual({
      text: "Led migration to AWS, cutting costs 30%",
      rules: [],
    });
  });

  it("writes a skill in the job's spelling only where the line shows it", () => {
    expect(rewriteBullet("Built dashboards in javascript", { keywords: ["JavaScript", "Kubernetes"] }).text).toBe(
      "Built dashboards in JavaScript",
    );
    expect(rewriteBullet("Built dashboards", { keywords: ["JavaScript"] }).text).toBe("Built dashboards");
    expect(rewriteBullet("Wrote Java services", { keywords: ["JavaScript"] }).text).toBe("Wrote Java services");
    expect(rewriteBullet("Shipped a JS app on k8s", { keywords: ["JavaScript", "Kubernetes", "Terraform"] }).text).toBe(
      "Shipped a JavaScript app on Kubernetes",
    );
  });

  it("keeps deliberate casing of a first word", () => {
    expect(rewriteBullet("iOS development for 2 apps").text).toBe("iOS development for 2 apps");
  });
});
