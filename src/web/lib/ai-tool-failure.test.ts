import { describe, expect, it } from "vitest";
import { describeToolFailure } from "./ai-tool-failure";
import { ApiError } from "./api-client";

const fallback = { title: "Generation failed", description: "Failed to generate cover letter. Please try again." };

describe("describeToolFailure", () => {
  it("asks for credits when the providers did, whatever the tool", () => {
    const payment = new ApiError(402, { code: "PAYMENT_REQUIRED", message: "x", errorType: "payment_required", needsCredits: true });
    expect(describeToolFailure(payment, fallback)).toEqual({
      title: "Payment Required",
      description: "AI credits required. Please add credits to your workspace to continue.",
    });
  });

  it("passes on the server's words for a wait or a refused field, under the tool's title", () => {
    const wait = new ApiError(429, { code: "RATE_LIMITED", message: "Please wait 7 seconds before trying again.", retryAfter: 7 });
    const tooLong = new ApiError(422, { code: "VALIDATION_FAILED", message: "Must be at most 20000 characters." });
    expect(describeToolFailure(wait, fallback)).toEqual({
      title: "Generation failed",
      description: "Please wait 7 seconds before trying again.",
    });
    expect(describeToolFailure(tooLong, fallback).description).toBe("Must be at most 20000 characters.");
  });

  it("passes on what to delete when a save found the account full", () => {
    const message =
      "You have 500 saved cover letters, the most one account can keep. Delete one you no longer need under My cover letters to save another.";
    const full = new ApiError(409, { code: "ACCOUNT_LIMIT_REACHED", message });
    expect(describeToolFailure(full, { title: "Save failed", description: "Failed to save cover letter. Please try again." })).toEqual({
      title: "Save failed",
      description: message,
    });
  });

  it("keeps the tool's own text for a failed service or a lost connection", () => {
    const unavailable = new ApiError(503, { code: "SERVICE_UNAVAILABLE", message: "x", errorType: "all_providers_failed" });
    expect(describeToolFailure(unavailable, fallback)).toEqual(fallback);
    expect(describeToolFailure(new TypeError("Failed to fetch"), fallback)).toEqual(fallback);
  });
});
