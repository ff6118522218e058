import { describe, expect, it } from "vitest";
import { splitWorkHistory } from "./work-history";

const jobsOf = (answer: string) =>
  splitWorkHistory(answer).map(({ company, position, startDate, endDate, current }) => ({
    company,
    position,
    startDate,
    endDate,
    current,
  }));

describe("splitWorkHistory", () => {
  it("splits three jobs typed in three different styles, each with its own dates", () => {
    const answer = [
      "Software Engineer at Acme Inc., Jan 2020 - Present. Built the billing API in Go. Responsible for mentoring 3 juniors.",
      "- Cut cloud costs by 35%",
      "",
      "Globex Corp (2017-2019) - junior developer",
      "I wrote internal tools in Python.",
      "",
      "Initech",
      "QA Analyst",
      "March 2015 to June 2017",
      "- tested releases for 12 client projects",
    ].join("\n");
    const jobs = splitWorkHistory(answer);
    expect(jobsOf(answer)).toEqual([
      { company: "Acme Inc.", position: "Software Engineer", startDate: "Jan 2020", endDate: "", current: true },
      { company: "Globex Corp", position: "Junior Developer", startDate: "2017", endDate: "2019", current: false },
      { company: "Initech", position: "QA Analyst", startDate: "March 2015", endDate: "June 2017", current: false },
    ]);
    expect(jobs[0]?.details).toEqual(["Built the billing API in Go.", "Responsible for mentoring 3 juniors.", "Cut cloud costs by 35%"]);
    expect(jobs[1]?.details).toEqual(["I wrote internal tools in Python."]);
    expect(jobs[2]?.details).toEqual(["tested releases for 12 client projects"]);
  });

  it("reads one job per line, including titles that are also verbs ('Stock clerk')", () => {
    expect(jobsOf("Cashier at Walmart, 2018-2019\nStock clerk at Target, 2019 - 2020\nStore Manager at Aldi (2020 - now)")).toEqual([
      { company: "Walmart", position: "Cashier", startDate: "2018", endDate: "2019", current: false },
      { company: "Target", position: "Stock clerk", startDate: "2019", endDate: "2020", current: false },
      { company: "Aldi", position: "Store Manager", startDate: "2020", endDate: "", current: true },
    ]);
  });

  it("reads 'Company | Title | Place | Dates' headings with bullets under each", () => {
    const jobs = splitWorkHistory(
      "Google | Product Manager | Mountain View, CA | 2019 – Present\n• Launched 3 features used by 10M users\n• Led a team of 8\nMicrosoft | Program Manager | Redmond, WA | 2015 – 2019\n• Shipped Teams integrations",
    );
    expect(jobs.map((job) => [job.company, job.position, job.location, job.startDate, job.endDate])).toEqual([
      ["Google", "Product Manager", "Mountain View, CA", "2019", ""],
      ["Microsoft", "Program Manager", "Redmond, WA", "2015", "2019"],
    ]);
    expect(jobs[0]?.details).toEqual(["Launched 3 features used by 10M users", "Led a team of 8"]);
  });

  it("reads jobs told as sentences", () => {
    const jobs = splitWorkHistory(
      "I worked as a barista at Starbucks from 2016 to 2018, where I trained new staff.\n\nThen I was a shift supervisor at Costa Coffee in London since 2018. I manage a team of 6.",
    );
    expect(jobs.map((job) => [job.company, job.position, job.location, job.startDate, job.endDate, job.current])).toEqual([
      ["Starbucks", "Barista", "", "2016", "2018", false],
      ["Costa Coffee", "Shift Supervisor", "London", "2018", "", true],
    ]);
    expect(jobs[0]?.details).toEqual(["I trained new staff"]);
    expect(jobs[1]?.details).toEqual(["I manage a team of 6."]);
  });

  it("splits two jobs told in one sentence with 'and then'", () => {
    expect(jobsOf("i was a waiter at joe's diner for 2 years and then a line cook at the olive garden since 2021")).toEqual([
      { company: "Joe's diner", position: "Waiter", startDate: "", endDate: "", current: false },
      { company: "The olive garden", position: "Line Cook", startDate: "2021", endDate: "", current: true },
    ]);
  });

  it("starts a new job after a heading dated with a single date, whose title opens with a gerund", () => {
    expect(
      jobsOf("Marketing intern at HubSpot (Summer 2022)\nSocial media assistant at Local Bakery (part-time), Jan 2021 – Dec 2021"),
    ).toEqual([
      { company: "HubSpot", position: "Marketing intern", startDate: "Summer 2022", endDate: "", current: false },
      {
        company: "Local Bakery",
        position: "Social media assistant (Part-time)",
        startDate: "Jan 2021",
        endDate: "Dec 2021",
        current: false,
      },
    ]);
  });

  it("keeps a legal form with its company and a title without a company", () => {
    expect(
      jobsOf("Assistant, Smith & Co., 2019-2021\nFreelance web developer (2020-2022): built websites for 15 local businesses"),
    ).toEqual([
      { company: "Smith & Co.", position: "Assistant", startDate: "2019", endDate: "2021", current: false },
      { company: "", position: "Freelance web developer", startDate: "2020", endDate: "2022", current: false },
    ]);
  });

  it("returns nothing for an empty answer", () => {
    expect(splitWorkHistory("  \n ")).toEqual([]);
  });
});
