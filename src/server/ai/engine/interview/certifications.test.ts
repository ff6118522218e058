import { describe, expect, it } from "vitest";
import { splitCertifications } from "./certifications";

describe("splitCertifications", () => {
  it("splits a line of several certificates", () => {
    expect(splitCertifications("AWS Certified Developer, PMP, Scrum Master").map((entry) => entry.name)).toEqual([
      "AWS Certified Developer",
      "PMP",
      "Scrum Master",
    ]);
  });

  it("reads issuer, date and credential id in their common forms", () => {
    expect(
      splitCertifications(
        "Google Analytics Certification (Google, 2020)\nCPR certified by the American Red Cross, 2023\nCISSP - ISC2 - 2019, credential ID 123456",
      ),
    ).toEqual([
      { name: "Google Analytics Certification", issuer: "Google", date: "2020", credentialId: "" },
      { name: "CPR", issuer: "the American Red Cross", date: "2023", credentialId: "" },
      { name: "CISSP", issuer: "ISC2", date: "2019", credentialId: "123456" },
    ]);
  });
});
