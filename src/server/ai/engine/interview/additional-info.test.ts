import { describe, expect, it } from "vitest";
import { readAdditionalInfo } from "./additional-info";

describe("readAdditionalInfo", () => {
  it("takes contact details out and keeps the rest under their labels", () => {
    const info = readAdditionalInfo(
      "Name: Jordan Ellis\njordan@example.com | +1 (415) 555-0142\nlinkedin.com/in/jordanellis\nVolunteer: Code mentor at Girls Who Code since 2019\nI enjoy hiking and chess. I hold a clean driving licence.",
    );
    expect(info.contacts).toMatchObject({
      fullName: "Jordan Ellis",
      email: "jordan@example.com",
      phone: "+1 (415) 555-0142",
      linkedin: "linkedin.com/in/jordanellis",
    });
    expect(info.sections).toEqual([
      { title: "Volunteer", lines: ["Code mentor at Girls Who Code since 2019"] },
      { title: "Additional Information", lines: ["I enjoy hiking and chess.", "I hold a clean driving licence."] },
    ]);
  });

  it("routes lines labelled for another answer and does not read a year range as a phone", () => {
    const info = readAdditionalInfo("Languages: French (basic)\nVolunteered at the food bank 2018 - 2020");
    expect(info.routed.languages).toEqual(["French (basic)"]);
    expect(info.contacts.phone).toBe("");
    expect(info.sections[0]?.lines).toEqual(["Volunteered at the food bank 2018 - 2020"]);
  });

  it("reads web addresses as the intake does: a skill written like a domain ('ASP.NET') is no website", () => {
    const info = readAdditionalInfo("I build apps in ASP.NET and Vue.js\nPortfolio: janedoe.dev");
    expect(info.contacts.website).toBe("janedoe.dev");
    expect(info.sections[0]?.lines).toEqual(["I build apps in ASP.NET and Vue.js"]);
  });
});
