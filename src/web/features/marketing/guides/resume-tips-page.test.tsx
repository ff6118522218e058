import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { templateCounts } from "#web/lib/template-ids";
import { describeGuide, renderGuide } from "./guide-test-support";
import { ResumeTipsPage } from "./resume-tips-page";

describeGuide({
  Guide: ResumeTipsPage,
  path: "/resume-tips",
  heading: "Resume tips that get you to the interview",
  closing: { heading: "Put these tips into practice", label: "Build your resume", to: "/dashboard" },
});

it("shows a weak and a stronger bullet side by side, and the catalogue's real template counts", () => {
  renderGuide(ResumeTipsPage);
  const bullet = screen.getByRole("figure", { name: "A bullet for a support engineer" });
  expect(within(bullet).getByText("Weak")).toBeInTheDocument();
  expect(within(bullet).getByText("Stronger")).toBeInTheDocument();
  expect(
    screen.getByText(new RegExp(`${templateCounts.resume} resume layouts without a photo and ${templateCounts.cv} CV`)),
  ).toBeInTheDocument();
});

it("compares resume and CV conventions by region in a table", () => {
  renderGuide(ResumeTipsPage);
  const table = screen.getByRole("table", { name: "Resume and CV conventions by region" });
  expect(within(table).getByRole("cell", { name: "United States, Canada" })).toBeInTheDocument();
  expect(within(table).getByRole("cell", { name: "Germany, Austria, Switzerland" })).toBeInTheDocument();
});

it("links the tools it mentions: the optimizer's ATS reading, the cover letter generator and the job tracker", () => {
  renderGuide(ResumeTipsPage);
  const article = screen.getByRole("article");
  expect(within(article).getByRole("link", { name: "resume optimizer" })).toHaveAttribute("href", "/optimize-resume");
  expect(within(article).getByRole("link", { name: "cover letter generator" })).toHaveAttribute("href", "/cover-letter");
  expect(within(article).getByRole("link", { name: "job tracker" })).toHaveAttribute("href", "/job-tracker");
});
