import JSZip from "jszip";

/**
 * A LinkedIn data export made up for the tests (no real person's data), in the exports' own forms:
 * CR LF line ends, a byte order mark on Profile.csv, a 'Notes:' preamble before the header of
 * Email Addresses.csv, quoted fields holding commas, line breaks and doubled quotes, dates as
 * 'Mon YYYY' (bare years for schools), an empty 'Finished On' for the position still held.
 */
export const LINKEDIN_EXPORT_FILES: Record<string, string> = {
  "Profile.csv": [
    "\uFEFFFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers",
    'Wren,Halloway,,"1 Sample Street, Exampletown",Mar 3 1990,"Platform engineer, data tooling","I build data platforms.\nTen years of ""boring"" reliable systems.",Software Development,00000,"Leeds, England, United Kingdom",[wrenhalloway],"[PORTFOLIO:https://wren.example.dev,BLOG:https://blog.example.dev/posts?a=1,2]",',
  ].join("\r\n"),
  "Email Addresses.csv": [
    "Notes:",
    '"Some addresses may be missing from this file, such as those you have not confirmed."',
    "",
    "Email Address,Confirmed,Primary,Updated On",
    'wren.old@example.com,Yes,No,"1/2/19, 10:00 AM"',
    'wren@example.com,Yes,Yes,"3/4/21, 9:15 AM"',
  ].join("\r\n"),
  "PhoneNumbers.csv": ["Extension,Number,Type", ",+44 113 496 0000,Mobile", "12,+44 113 496 0999,Work"].join("\r\n"),
  "Positions.csv": [
    "Company Name,Title,Description,Location,Started On,Finished On",
    'Northwind Data,Staff Engineer,"Led the ingestion team.\nCut costs by 30%, without downtime.","Leeds, United Kingdom",Feb 2021,',
    "Contoso Analytics,Software Engineer,Built reporting APIs.,Remote,Jun 2016,Jan 2021",
  ].join("\r\n"),
  "Education.csv": [
    "School Name,Start Date,End Date,Notes,Degree Name,Activities",
    "University of Exampleford,2012,2016,First-class honours,Bachelor of Science - BS,Rowing club",
    "Example Sixth Form College,2010,2012,,,",
  ].join("\r\n"),
  "Skills.csv": ["Name", "Python", "Apache Kafka", '"SQL, PostgreSQL"'].join("\r\n"),
  "Languages.csv": ["Name,Proficiency", "English,Native or bilingual proficiency", "German,Professional working proficiency"].join("\r\n"),
  "Certifications.csv": [
    "Name,Url,Authority,Started On,Finished On,License Number",
    "Certified Data Engineer,https://certs.example.org/verify/42,Example Institute,Sep 2022,Sep 2025,CDE-42",
  ].join("\r\n"),
  "Projects.csv": [
    "Title,Description,Url,Started On,Finished On",
    "Open metrics kit,A small library for pipeline metrics.,https://code.example.dev/metrics,Mar 2019,Dec 2020",
  ].join("\r\n"),
};

/** A ZIP archive of `files` (name to text), deflated as LinkedIn's are, beside files a resume does not use. */
export function linkedinExportZip(files: Record<string, string> = LINKEDIN_EXPORT_FILES): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  zip.file("messages.csv", "CONVERSATION ID,FROM,TO,CONTENT\r\n1,a,b,hello\r\n");
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
