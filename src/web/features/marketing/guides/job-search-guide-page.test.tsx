import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { describeGuide, renderGuide } from "./guide-test-support";
import { JobSearchGuidePage } from "./job-search-guide-page";

describeGuide({
  Guide: JobSearchGuidePage,
  path: "/job-search-guide",
  heading: "The job search guide",
  closing: { heading: "Send your next application with confidence", label: "Write a tailored application", to: "/job-application" },
});

it("names the tools that do part of the work, linked to where they are", () => {
  renderGuide(JobSearchGuidePage);
  const article = screen.getByRole("article");
  const links = {
    "resume optimizer": "/optimize-resume",
    "job application generator": "/job-application",
    "LinkedIn optimizer": "/optimize-linkedin",
  };
  for (const [name, to] of Object.entries(links)) expect(within(article).getByRole("link", { name })).toHaveAttribute("href", to);
  expect(within(article).getAllByRole("link", { name: "job tracker" })[0]).toHaveAttribute("href", "/job-tracker");
});

it("compares job sources in a table and gives a networking message to adapt", () => {
  renderGuide(JobSearchGuidePage);
  expect(screen.getByRole("table", { name: "Where to look for jobs and how to use each source" })).toBeInTheDocument();
  expect(screen.getByRole("figure", { name: "Example message to someone you have not met" })).toBeInTheDocument();
});
