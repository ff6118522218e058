import { describe, expect, it } from "vitest";
import { searchApplications } from "./search-applications";

const applications = [
  { id: "1", job_title: "Senior Frontend Engineer", company_name: "Acme Corp" },
  { id: "2", job_title: "Data Analyst", company_name: "Globex" },
  { id: "3", job_title: "Product Designer", company_name: "Frontier Labs" },
];
const ids = (query: string) => searchApplications(applications, query).map((application) => application.id);

describe("searchApplications", () => {
  it("matches the company or the job title, anywhere in it, whatever the case", () => {
    expect(ids("acme")).toEqual(["1"]);
    expect(ids("ANALYST")).toEqual(["2"]);
    expect(ids("front")).toEqual(["1", "3"]);
    expect(ids("lob")).toEqual(["2"]);
  });

  it("ignores spaces around the query and extra spaces inside it", () => {
    expect(ids("  data   analyst ")).toEqual(["2"]);
  });

  it("keeps everything, in order, for a blank query", () => {
    expect(ids("")).toEqual(["1", "2", "3"]);
    expect(ids("   ")).toEqual(["1", "2", "3"]);
  });

  it("finds nothing when neither field contains the query", () => {
    expect(ids("nurse")).toEqual([]);
    // The words must be next to each other, as typed.
    expect(ids("engineer senior")).toEqual([]);
  });
});
