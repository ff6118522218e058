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
    "403-555-0172 ext. 12",
    "+27 82 555 0198",
    "+254 712 345 678",
    "+65 9123 4567",
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

  it("takes the first phone of two, and never a fax number", () => {
    expect(findContacts("Mobile +41 79 555 12 34 / Office +41 44 555 67 89").phones[0]).toBe("+41 79 555 12 34");
    expect(findContacts("Fax: +44 20 7946 0000 | Tel: +44 20 7946 0958").phones).toEqual(["+44 20 7946 0958"]);
  });

  it("reads an email with a plus sign or a subdomain and a profile link without its scheme", () => {
    expect(findContacts("aoife.oneill+jobs@example.co.nz · thabo@mail.mokoena.co.za · linkedin.com/in/aoifeoneill")).toMatchObject({
      emails: ["aoife.oneill+jobs@example.co.nz", "thabo@mail.mokoena.co.za"],
      links: ["linkedin.com/in/aoifeoneill"],
      rest: "",
    });
  });
});
