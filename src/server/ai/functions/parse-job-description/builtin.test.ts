import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AI_LIMITS, jobDataSchema } from "#shared/ai";
import { parseJobDescription } from "./builtin";
import { wordsOf } from "../../engine/test-support/inputs-at-limits";
import { matchKeywords } from "../../engine/text/keywords";
import { BOILERPLATE_WORDS } from "../../engine/text/stop-words";

const advert = (name: string) => readFileSync(new URL(`./test-adverts/${name}.txt`, import.meta.url), "utf8");
const parse = (jobDescription: string) => parseJobDescription({ jobDescription });
const ADVERTS = ["software", "nursing", "sales", "finance", "teacher", "electrician", "marketing", "warehouse", "dental-nurse", "hvac"];

describe("parseJobDescription on real-world adverts", () => {
  it("reads a job board paste: title, company and place from the header, the duties, and the skills split by section", () => {
    const job = parse(advert("software"));
    expect(job).toMatchObject({
      title: "Senior Backend Engineer",
      company: "Northwind Labs",
      location: "Berlin, Germany (Hybrid)",
      seniority: "senior",
    });
    expect(job.required_skills).toEqual(
      expect.arrayContaining(["Go", "Kubernetes", "Amazon Web Services", "Terraform", "PostgreSQL", "Redis", "Java"]),
    );
    expect(job.preferred_skills).toEqual(["Apache Kafka", "Rust", "GraphQL"]);
    expect(job.responsibilities).toEqual([
      "Design and build Go services that handle 50,000 requests per second",
      "Run our k8s clusters on AWS and manage infrastructure with Terraform",
      "Improve observability with Prometheus and Grafana",
      "Work with product and marketing on our go-to-market launches",
      "Mentor two junior engineers and review code",
    ]);
  });

  it("keeps the advert's spelling in keywords, and a resume that says Kubernetes matches its k8s", () => {
    const job = parse(advert("software"));
    expect(job.keywords).toContain("k8s");
    const resume = "Platform engineer: ran Kubernetes on Amazon Web Services with Terraform; Go and PostgreSQL.";
    const matches = Object.fromEntries(matchKeywords(resume, job.keywords).map(({ keyword, match }) => [keyword, match]));
    expect(matches).toMatchObject({ k8s: "alias", AWS: "alias", Terraform: "exact", Go: "exact", PostgreSQL: "exact", Redis: null });
  });

  it("reads labelled fields and numbered duties (Indeed style)", () => {
    const job = parse(advert("nursing"));
    expect(job).toMatchObject({
      title: "Registered Nurse - Medical/Surgical Unit",
      company: "St. Mary's Regional Hospital",
      location: "Denver, CO",
      seniority: "mid",
    });
    expect(job.required_skills).toEqual(
      expect.arrayContaining([
        "Registered Nurse License",
        "Basic Life Support",
        "Advanced Cardiovascular Life Support",
        "IV Therapy",
        "Epic",
      ]),
    );
    expect(job.preferred_skills).toEqual(["Telemetry", "Wound Care"]);
    expect(job.responsibilities[0]).toBe("Assess, plan and evaluate patient care for a caseload of 5-6 patients per shift");
    expect(job.responsibilities).toHaveLength(5);
  });

  it("reads headings in capitals and sentence cues: 'is a plus' and 'would be nice' are preferred, 'must have' required", () => {
    const job = parse(advert("sales"));
    expect(job).toMatchObject({ title: "Account Executive", company: "Brightwave", location: "Remote - US", seniority: "mid" });
    expect(job.required_skills).toEqual(
      expect.arrayContaining(["Salesforce", "Consultative Selling", "Cold Calling", "SaaS Sales", "Quota Attainment"]),
    );
    expect(job.preferred_skills).toEqual(["MEDDIC", "Gong"]);
    // "go-to-market campaigns" names no programming language.
    expect([...job.required_skills, ...job.preferred_skills]).not.toContain("Go");
  });

  it("reads title, company and place from a 'We are hiring ... at ...' sentence", () => {
    const job = parse(advert("finance"));
    expect(job).toMatchObject({
      title: "Senior Financial Analyst",
      company: "Crestline Capital",
      location: "Charlotte, NC",
      seniority: "senior",
    });
    expect(job.required_skills).toEqual(
      expect.arrayContaining(["Excel", "Financial Modeling", "Pivot Tables", "VLOOKUP", "Power BI", "GAAP"]),
    );
    expect(job.preferred_skills).toEqual(["CFA", "CPA", "Anaplan", "Adaptive Insights", "SQL"]);
    expect(job.responsibilities).toHaveLength(4);
  });

  it("reads a title in capitals, a school's header line and an 'In this role you will:' list", () => {
    const job = parse(advert("teacher"));
    expect(job).toMatchObject({ title: "Mathematics Teacher", company: "Oakridge Academy", location: "Leeds", seniority: "" });
    expect(job.required_skills).toEqual(
      expect.arrayContaining(["QTS", "PGCE", "Safeguarding", "Classroom Management", "Differentiated Instruction"]),
    );
    expect(job.preferred_skills).toEqual(["Google Classroom"]);
    expect(job.responsibilities[0]).toBe("Plan and deliver engaging lessons using differentiated instruction");
  });

  it("reads an inline 'Preferred:' list and a trade's skills", () => {
    const job = parse(advert("electrician"));
    expect(job).toMatchObject({
      title: "Journeyman Electrician",
      company: "Volt Brothers Electric",
      location: "Austin, TX",
      seniority: "mid",
    });
    expect(job.required_skills).toEqual(
      expect.arrayContaining(["Conduit Bending", "National Electrical Code", "Lockout/Tagout", "Blueprint Reading"]),
    );
    expect(job.preferred_skills).toEqual(["OSHA 30", "Programmable Logic Controllers", "Motor Controls", "Fire Alarm Systems"]);
  });

  it("reads Markdown headings and bold labels, with a 'Bonus points' line inside the requirements", () => {
    const job = parse(advert("marketing"));
    expect(job).toMatchObject({
      title: "Content Marketing Manager",
      company: "Fernleaf Organics",
      location: "Portland, Oregon (hybrid)",
      seniority: "mid",
    });
    expect(job.required_skills).toEqual(
      expect.arrayContaining(["Klaviyo", "Search Engine Optimization", "WordPress", "HubSpot", "Copywriting"]),
    );
    expect(job.preferred_skills).toEqual(["Canva", "Adobe Photoshop"]);
  });

  it('reads an entry-level advert with an "It\'s a plus if you have:" section', () => {
    const job = parse(advert("warehouse"));
    expect(job).toMatchObject({
      title: "Warehouse Associate",
      company: "Keystone Distribution",
      location: "Columbus, OH",
      seniority: "entry",
    });
    expect(job.required_skills).toEqual(expect.arrayContaining(["RF Scanners", "Pallet Jack", "Cycle Counting"]));
    expect(job.preferred_skills).toEqual(["Forklift Operation", "Warehouse Management Systems"]);
  });

  it("reads an advert written as one paragraph: the title from 'needs a ... Dental Nurse', duties from 'You will ...'", () => {
    const job = parse(advert("dental-nurse"));
    expect(job).toMatchObject({ title: "Dental Nurse", company: "", location: "Bristol", seniority: "" });
    expect(job.required_skills).toEqual(expect.arrayContaining(["Dentrix", "GDC Registration"]));
    expect(job.preferred_skills).toEqual(["Orthodontics"]);
    expect(job.responsibilities).toEqual([
      "Assist the dentist chairside, sterilise instruments, prepare surgeries and keep patient records up to date in Dentrix",
    ]);
  });

  it("keeps acronyms in a capitalised title, takes the place from a shared label line and the company from 'Who we are'", () => {
    const job = parse(advert("hvac"));
    expect(job).toMatchObject({
      title: "HVAC Service Technician",
      company: "Desert Air Mechanical",
      location: "Phoenix, AZ",
      seniority: "mid",
    });
    expect(job.required_skills).toEqual(expect.arrayContaining(["EPA 608", "Heat Pumps", "Preventive Maintenance"]));
    expect(job.preferred_skills).toEqual(["NATE Certification", "ServiceTitan"]);
  });

  it.each(ADVERTS)("%s: answers within the schema with keywords that are the advert's own words, never boilerplate", (name) => {
    const text = advert(name);
    const job = parse(text);
    expect(jobDataSchema.parse(job)).toEqual(job);
    expect(job.keywords.length).toBeGreaterThanOrEqual(4);
    for (const keyword of job.keywords) {
      expect(text).toContain(keyword);
      expect(BOILERPLATE_WORDS.has(keyword.toLowerCase())).toBe(false);
    }
    expect(job.keywords.join(" | ")).not.toMatch(
      /\b(team|experience|ability|environment|candidate|role|responsibilities|requirements|insurance)\b/i,
    );
    for (const field of [job.company, job.location]) expect(text).toContain(field);
    expect(parse(text)).toEqual(job);
  });

  it("says nothing it cannot read: an advert without a title, company or place leaves them empty", () => {
    const job = parse("Help us keep our customers happy. You answer emails and calls, and you log every request.");
    expect(job).toMatchObject({ title: "", company: "", location: "", seniority: "", required_skills: [], preferred_skills: [] });
  });

  it("shortens a title longer than the field at a word, and leaves out a keyword longer than the field rather than cut it", () => {
    const title = `Senior ${wordsOf(AI_LIMITS.jobField + 50, "Platform")}`;
    const longWord = "k".repeat(AI_LIMITS.jobField + 1);
    const job = parse(
      [`Job title: ${title}`, "", "Requirements:", `- ${longWord} ${longWord} and Kubernetes`, `- Kubernetes and ${longWord}`].join("\n"),
    );
    expect(job.title.length).toBeLessThanOrEqual(AI_LIMITS.jobField);
    expect(job.title).toMatch(/^Senior Platform0 Platform1 .* Platform\d+…$/);
    expect(job.required_skills).toContain("Kubernetes");
    expect(job.keywords.some((keyword) => keyword.includes("kkk"))).toBe(false);
  });
});
