import { describe, expect, it } from "vitest";
import { findContacts } from "./contacts";

describe("findContacts", () => {
  it.each([
    "(555) 123-4567",
    "555.123.4567",
    "555-123-4567",
    "+44 (0)20 7946 0958",
    "+1 415 555 0132",
    "+34 612 345 678",
    "07700 900461",
    "+49 30 901820 44",
  ])("reads the phone %s as written", (phone) => {
    expect(findContacts(`Ada | ${phone} | ada@example.com`).phones).toEqual([phone]);
  });

  it("reads emails, links and what is left of a contact line without labels, icons and separators", () => {
    expect(findContacts("✉ Email: priya.raman@example.com | ☎ Phone: (555) 123-4567 | ⌂ Austin, TX | linkedin.com/in/priyaraman")).toEqual({
      emails: ["priya.raman@example.com"],
      phones: ["(555) 123-4567"],
      links: ["linkedin.com/in/priyaraman"],
      rest: "Austin, TX",
    });
  });

  it("takes a short number for a phone only when it is labelled or international", () => {
    expect(findContacts("Tel: 555-1234").phones).toEqual(["555-1234"]);
    expect(findContacts("Room 555-1234").phones).toEqual([]);
  });

  it("takes no years, skills with dots or sentences for contacts", () => {
    expect(findContacts("2016-2019")).toMatchObject({ phones: [], rest: "2016-2019" });
    expect(findContacts("ASP.NET, Vue.js, Node.js")).toMatchObject({ links: [], rest: "ASP.NET, Vue.js, Node.js" });
    expect(findContacts("Built the route API used by 1,200 drivers.")).toMatchObject({ emails: [], phones: [], links: [] });
  });
});
