import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { describeGuide, renderGuide } from "./guide-test-support";
import { InterviewPreparationPage } from "./interview-preparation-page";

describeGuide({
  Guide: InterviewPreparationPage,
  path: "/interview-preparation",
  heading: "Interview preparation, step by step",
  closing: { heading: "Keep every interview organised", label: "Open the job tracker", to: "/job-tracker" },
});

it("answers a behavioural question both ways, the stronger one in STAR's four parts", () => {
  renderGuide(InterviewPreparationPage);
  const answer = screen.getByRole("figure", { name: "“Tell me about a time you dealt with a difficult customer.”" });
  expect(
    within(answer)
      .getAllByRole("term")
      .map((term) => term.textContent),
  ).toEqual(["Situation: ", "Task: ", "Action: ", "Result: "]);
});

it("gives a follow-up email to adapt", () => {
  renderGuide(InterviewPreparationPage);
  const email = screen.getByRole("figure", { name: "Example follow-up email" });
  expect(within(email).getByText(/^Subject: Thank you/)).toBeInTheDocument();
});
