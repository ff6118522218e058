import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api-client";
import { GENERATION_FAILURES, describeGenerationFailure } from "./generation-failure";

describe("describeGenerationFailure (seed 001 section 8)", () => {
  it("tells all providers failed, credits and a busy service apart by errorType, whatever the message", () => {
    const unavailable = new ApiError(503, { code: "SERVICE_UNAVAILABLE", message: "x", errorType: "all_providers_failed" });
    const payment = new ApiError(402, { code: "PAYMENT_REQUIRED", message: "x", errorType: "payment_required", needsCredits: true });
    const busy = new ApiError(429, { code: "RATE_LIMITED", message: "x", errorType: "rate_limited", retryAfter: 10 });
    expect(describeGenerationFailure(unavailable)).toEqual({
      banner: "All AI services are temporarily unavailable. Please try again in a few minutes.",
      toast: "All Services Unavailable",
      canRetry: true,
    });
    expect(describeGenerationFailure(payment)).toEqual({
      banner: "AI credits required. Please add credits to your workspace to continue.",
      toast: "Payment Required",
      canRetry: false,
    });
    expect(describeGenerationFailure(busy)).toEqual({
      banner: "AI service is temporarily busy. Please try again in a moment.",
      toast: "Service Busy",
      canRetry: true,
    });
  });

  it("reads 'payment', 'rate limit' and '429' in a message without errorType", () => {
    expect(describeGenerationFailure(new ApiError(500, { code: "INTERNAL", message: "Payment needed" }))).toBe(GENERATION_FAILURES.payment);
    expect(describeGenerationFailure(new ApiError(500, { code: "INTERNAL", message: "Upstream rate limit hit" }))).toBe(
      GENERATION_FAILURES.busy,
    );
    expect(describeGenerationFailure(new ApiError(502, { code: "HTTP_502", message: "got 429 from upstream" }))).toBe(
      GENERATION_FAILURES.busy,
    );
  });

  it("shows Vitae's hourly cap in its own words, as busy with a retry", () => {
    const message = "You have reached the limit of 60 AI requests per hour. Please try again in 12 minutes.";
    expect(describeGenerationFailure(new ApiError(429, { code: "RATE_LIMITED", message, retryAfter: 700 }))).toEqual({
      banner: message,
      toast: "Service Busy",
      canRetry: true,
    });
  });

  it("calls any other answer a failed generation, and no answer at all unexpected", () => {
    expect(describeGenerationFailure(new ApiError(422, { code: "VALIDATION_FAILED", message: "Not a template id." }))).toEqual({
      banner: "Failed to generate resume. Please try again or create manually.",
      toast: "Generation Failed",
      canRetry: true,
    });
    expect(describeGenerationFailure(new TypeError("Failed to fetch"))).toEqual({
      banner: "An unexpected error occurred. Please try again.",
      toast: "Error",
      canRetry: true,
    });
  });
});
