import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api-client";
import { REVAMP_MESSAGES, describeWizardFailure } from "./revamp-failure";

const apiError = (status: number, body: Partial<ApiError["body"]> & { code: ApiError["body"]["code"] }) =>
  new ApiError(status, { message: "", ...body });

describe("describeWizardFailure", () => {
  it("reads a rate limit from a 429, a retryAfter or the message, with the server's wait or 10 s", () => {
    expect(
      describeWizardFailure(
        apiError(429, { code: "RATE_LIMITED", message: "Please wait 7 seconds before trying again.", retryAfter: 7 }),
        "x",
      ),
    ).toEqual({
      message: "Please wait 7 seconds before trying again.",
      retryAfter: 7,
    });
    expect(describeWizardFailure(apiError(429, { code: "RATE_LIMITED" }), "x")).toEqual({
      message: REVAMP_MESSAGES.rateLimited,
      retryAfter: 10,
    });
    expect(describeWizardFailure(apiError(503, { code: "SERVICE_UNAVAILABLE", message: "Provider said 429" }), "x").retryAfter).toBe(10);
  });

  it("reads credits from a 402 or needsCredits, with no retry", () => {
    expect(describeWizardFailure(apiError(402, { code: "PAYMENT_REQUIRED" }), "x")).toEqual({
      message: REVAMP_MESSAGES.creditsExhausted,
      retryAfter: null,
    });
    expect(describeWizardFailure(apiError(503, { code: "SERVICE_UNAVAILABLE", message: "Add credits.", needsCredits: true }), "x")).toEqual(
      {
        message: "Add credits.",
        retryAfter: null,
      },
    );
  });

  it("shows the server's reason for a refused file, and the step's text for a fault without one", () => {
    expect(
      describeWizardFailure(
        apiError(422, { code: "VALIDATION_FAILED", message: "This PDF is password-protected." }),
        REVAMP_MESSAGES.extractionFailed,
      ),
    ).toEqual({
      message: "This PDF is password-protected.",
      retryAfter: null,
    });
    expect(describeWizardFailure(apiError(502, { code: "HTTP_502", message: "An error occurred" }), REVAMP_MESSAGES.revampFailed)).toEqual({
      message: "Failed to revamp CV",
      retryAfter: 0,
    });
    expect(describeWizardFailure(new TypeError("Failed to fetch"), REVAMP_MESSAGES.saveFailed)).toEqual({
      message: "Failed to save CV",
      retryAfter: 0,
    });
  });
});
