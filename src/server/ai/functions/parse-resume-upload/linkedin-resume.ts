import { resumeDraftSchema, type ResumeDraft, type UnplacedLine } from "#shared/ai";
import { RESUME_LIMITS as L } from "#shared/limits";
import { formatMonthYear, parseMonthYear } from "#shared/month-year";
import type { LinkedinTables } from "#server/intake/linkedin-export";

type Row = Record<string, string>;

const MAX_UNPLACED = 500;
const UNPLACED_TEXT = 2000;
const UNPLACED_HEADING = 200;

const clip = (value: string | undefined, max: number) => (value ?? "").slice(0, max);
const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part && part !== "").join(" ");

/** LinkedIn writes 'Jan 2020' (a bare year for schools); the resume keeps the same form, anything else as written. */
function dateOf(value: string | undefined): string {
  const parsed = parseMonthYear(value ?? "");
  if (!parsed) return clip(value, L.shortText);
  return parsed.month === null ? String(parsed.year) : formatMonthYear({ year: parsed.year, month: parsed.month });
}

/**
 * Profile.csv's Websites: '[PORTFOLIO:https://a.dev,COMPANY:https://b.com]', each address after
 * the label LinkedIn gives it; an address may itself hold commas and colons.
 */
function websitesOf(value: string | undefined): string[] {
  const inner = (value ?? "").trim().replace(/^\[/, "").replace(/\]$/, "");
  return inner
    .split(/,(?=[A-Z_]+:)/)
    .map((site) => site.replace(/^[A-Z_]+:(?!\/\/)/, "").trim())
    .filter((site) => site !== "");
}

const isLinkedinAddress = (url: string) => /(^|[/.])linkedin\.com(\/|$)/i.test(url);

/** The rows a list of the resume has room for, and the rest, which go to the lines for review. */
function split<T>(rows: Row[], map: (row: Row) => T, describe: (row: Row) => string, heading: string, unplaced: UnplacedLine[]): T[] {
  for (const row of rows.slice(L.listEntries)) unplaced.push({ heading, text: describe(row) });
  return rows.slice(0, L.listEntries).map(map);
}

/** The primary row of a contacts file (Primary: Yes), else the first; the others go to the lines for review. */
function primaryFirst(rows: Row[]): Row[] {
  const primary = rows.findIndex((row) => row.Primary?.toLowerCase() === "yes");
  return primary <= 0 ? rows : [rows[primary]!, ...rows.slice(0, primary), ...rows.slice(primary + 1)];
}

const phoneOf = (row: Row) => joined(row.Number, row.Extension ? `ext. ${row.Extension}` : "");

/**
 * A LinkedIn export as a resume draft, deterministically: every row of every profile file lands in
 * a section or, where the resume has no field for it (the headline, further websites and contacts,
 * a certificate's address, a school's notes and activities), in the lines the user reviews. Only
 * what a resume never prints is left out: birth date, street address, industry, messenger handles.
 */
export function linkedinResume(tables: LinkedinTables): { draft: ResumeDraft; unplaced: UnplacedLine[] } {
  const unplaced: UnplacedLine[] = [];
  const profile = tables.profile[0] ?? {};
  const [website, ...otherSites] = websitesOf(profile.Websites);
  const [email, ...otherEmails] = primaryFirst(tables.emails);
  const [phone, ...otherPhones] = tables.phones;
  if (profile.Headline) unplaced.push({ heading: "Headline", text: profile.Headline });
  for (const site of otherSites) unplaced.push({ heading: "Websites", text: site });
  if (profile["Twitter Handles"]) unplaced.push({ heading: "Twitter", text: profile["Twitter Handles"] });
  for (const row of otherEmails) unplaced.push({ heading: "Email addresses", text: row["Email Address"] ?? "" });
  for (const row of otherPhones) unplaced.push({ heading: "Phone numbers", text: joined(phoneOf(row), row.Type ? `(${row.Type})` : "") });

  const experience = split(
    tables.positions,
    (row) => ({
      company: clip(row["Company Name"], L.shortText),
      position: clip(row.Title, L.shortText),
      location: clip(row.Location, L.shortText),
      startDate: dateOf(row["Started On"]),
      endDate: dateOf(row["Finished On"]),
      // LinkedIn leaves the end of a position one still holds empty.
      current: !row["Finished On"],
      description: clip(row.Description, L.description),
    }),
    (row) => joined(row.Title, row["Company Name"] && `at ${row["Company Name"]}`, row["Started On"]),
    "Experience",
    unplaced,
  );
  const education = split(
    tables.education,
    (row) => {
      const school = row["School Name"] ?? "";
      if (row.Notes) unplaced.push({ heading: `Education: ${school}`, text: row.Notes });
      if (row.Activities) unplaced.push({ heading: `Activities: ${school}`, text: row.Activities });
      return {
        institution: clip(school, L.shortText),
        degree: clip(row["Degree Name"], L.shortText),
        field: "",
        location: "",
        startDate: dateOf(row["Start Date"]),
        endDate: dateOf(row["End Date"]),
      };
    },
    (row) => joined(row["Degree Name"], row["School Name"]),
    "Education",
    unplaced,
  );
  const skillNames = tables.skills.map((row) => clip(row.Name, L.shortText)).filter((name) => name !== "");
  const skills = [];
  for (let start = 0; start < skillNames.length && skills.length < L.listEntries; start += L.skillItems) {
    skills.push({ category: "Skills", items: skillNames.slice(start, start + L.skillItems) });
  }
  const languages = split(
    tables.languages,
    (row) => ({ name: clip(row.Name, L.shortText), proficiency: clip(row.Proficiency, L.shortText) }),
    (row) => joined(row.Name, row.Proficiency),
    "Languages",
    unplaced,
  );
  const certifications = split(
    tables.certifications,
    (row) => {
      if (row.Url) unplaced.push({ heading: `Certification: ${row.Name ?? ""}`, text: row.Url });
      return {
        name: clip(row.Name, L.shortText),
        issuer: clip(row.Authority, L.shortText),
        date: dateOf(row["Started On"]),
        credentialId: clip(row["License Number"], L.shortText),
      };
    },
    (row) => joined(row.Name, row.Authority),
    "Certifications",
    unplaced,
  );
  const projects = split(
    tables.projects,
    (row) => ({
      name: clip(row.Title, L.shortText),
      description: clip(row.Description, L.description),
      technologies: [],
      ...(row.Url ? { link: clip(row.Url, L.url) } : {}),
      startDate: dateOf(row["Started On"]),
      endDate: dateOf(row["Finished On"]),
    }),
    (row) => joined(row.Title, row.Url),
    "Projects",
    unplaced,
  );

  const draft = resumeDraftSchema.parse({
    personal_info: {
      fullName: clip(joined(profile["First Name"], profile["Last Name"]), L.shortText),
      email: clip(email?.["Email Address"], L.shortText),
      phone: clip(phone && phoneOf(phone), L.shortText),
      location: clip(profile["Geo Location"], L.shortText),
      ...(website ? { [isLinkedinAddress(website) ? "linkedin" : "website"]: clip(website, L.url) } : {}),
      summary: clip(profile.Summary, L.summary),
    },
    experience,
    education,
    skills,
    projects,
    certifications,
    languages,
  });
  const lines = unplaced
    .filter((line) => line.text.trim() !== "")
    .slice(0, MAX_UNPLACED)
    .map((line) => ({ heading: clip(line.heading, UNPLACED_HEADING), text: clip(line.text, UNPLACED_TEXT) }));
  return { draft, unplaced: lines };
}
