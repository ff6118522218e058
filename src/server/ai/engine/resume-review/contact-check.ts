import type { AiResume } from "#shared/ai";
import type { CheckResult } from "./check";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A phone number has at least seven digits whatever its punctuation ('+44 (0)20 7946 0958', '555-0100' is too short). */
const PHONE_DIGITS_MIN = 7;

/**
 * Share of the contact score each detail carries: a recruiter needs a way to reach the candidate
 * (email, phone) before anything else; location decides many searches; a link is a plus.
 */
const CONTACT_WEIGHTS = { name: 0.2, email: 0.25, phone: 0.25, location: 0.15, link: 0.15 } as const;

export function checkContact(info: AiResume["personal_info"]): CheckResult {
  const email = info.email.trim();
  const found = {
    name: info.fullName.trim() !== "",
    email: EMAIL.test(email),
    phone: info.phone.replace(/\D/g, "").length >= PHONE_DIGITS_MIN,
    location: info.location.trim() !== "",
    link: (info.linkedin ?? "").trim() !== "" || (info.website ?? "").trim() !== "",
  };
  const issues: string[] = [];
  if (!found.name) issues.push("No name at the top of the resume.");
  if (email === "") issues.push("No email address in the contact details.");
  else if (!found.email) issues.push(`The email address "${email}" is not a valid address.`);
  if (info.phone.trim() === "") issues.push("No phone number in the contact details.");
  else if (!found.phone) issues.push(`The phone number "${info.phone.trim()}" is too short to dial.`);
  if (!found.location) issues.push("No location (city and country) in the contact details; many searches filter by it.");
  if (!found.link) issues.push("No LinkedIn profile or website link in the contact details.");
  const score = (Object.keys(CONTACT_WEIGHTS) as (keyof typeof CONTACT_WEIGHTS)[]).reduce(
    (sum, detail) => sum + (found[detail] ? CONTACT_WEIGHTS[detail] : 0),
    0,
  );
  const present = Object.values(found).filter(Boolean).length;
  return { score, finding: `The contact details give ${present} of 5 items (name, email, phone, location, link).`, issues };
}
