// Keystroke to preview update in Chromium: a full two-page resume is open in the editor; each
// sample types one character into the summary and waits until the A4 preview shows it.
import { chromium } from "playwright-core";
import { v7 as uuidv7 } from "uuid";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const SAMPLES = 200;

const bullet = (text) => `- ${text}`;
const twoPageResume = {
  title: "Two-page benchmark resume",
  template_id: "modern",
  personal_info: {
    fullName: "Jordan Ellis",
    email: "jordan.ellis@example.com",
    phone: "+1 (512) 555-0142",
    location: "Austin, TX",
    linkedin: "linkedin.com/in/jordanellis",
    website: "jordanellis.dev",
    summary: "Senior software engineer with ten years of experience building reliable, user-focused web platforms. ",
  },
  experience: Array.from({ length: 5 }, (_, i) => ({
    id: `exp-${i}`,
    company: `Company ${i + 1}`,
    position: ["Staff Engineer", "Senior Engineer", "Engineer", "Junior Engineer", "Intern"][i],
    location: "Austin, TX",
    startDate: `Jan ${2016 + i}`,
    endDate: i === 0 ? "" : `Dec ${2017 + i}`,
    current: i === 0,
    description: [
      bullet("Led a team of six engineers building the real-time analytics platform used by 2,400 business customers."),
      bullet("Cut p95 page load time from 3.1 s to 900 ms by moving rendering to the edge and trimming bundles by 40%."),
      bullet("Introduced contract testing and preview environments, reducing production incidents by 35%."),
      bullet("Mentored four engineers, two of whom were promoted to senior within eighteen months."),
    ].join("\n"),
  })),
  education: [
    { id: "ed-1", institution: "University of Washington", degree: "M.S.", field: "Computer Science", location: "Seattle, WA", startDate: "2012", endDate: "2014", gpa: "3.9" },
    { id: "ed-2", institution: "University of Texas at Austin", degree: "B.S.", field: "Computer Science", location: "Austin, TX", startDate: "2008", endDate: "2012" },
  ],
  skills: [
    { id: "sk-1", category: "Languages", items: ["TypeScript", "Go", "Python", "SQL", "Rust"] },
    { id: "sk-2", category: "Frameworks", items: ["React", "Node.js", "Next.js", "GraphQL", "Kafka"] },
    { id: "sk-3", category: "Cloud", items: ["AWS", "Kubernetes", "Terraform", "Docker", "GitHub Actions"] },
  ],
  projects: Array.from({ length: 3 }, (_, i) => ({
    id: `pr-${i}`,
    name: `Open-source project ${i + 1}`,
    description: "A library for building accessible data tables with virtual scrolling, used by 300+ companies.",
    technologies: ["TypeScript", "React"],
    link: "github.com/jordanellis/project",
    startDate: "2021",
    endDate: "2023",
  })),
  certifications: [
    { id: "ce-1", name: "AWS Certified Solutions Architect", issuer: "Amazon Web Services", date: "2022", credentialId: "AWS-123" },
    { id: "ce-2", name: "Certified Kubernetes Administrator", issuer: "CNCF", date: "2021", credentialId: "CKA-456" },
  ],
  languages: [
    { id: "la-1", name: "English", proficiency: "Native" },
    { id: "la-2", name: "Spanish", proficiency: "Fluent" },
  ],
  custom_sections: [],
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const cookie = await signedInCookie(server);
  const id = uuidv7();
  const headers = { "content-type": "application/json", origin: server.origin, cookie };
  await fetch(`${server.origin}/api/resumes`, { method: "POST", headers, body: JSON.stringify({ id, ...twoPageResume }) });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), url: server.origin };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${server.origin}/dashboard/editor/${id}`);
  const summary = page.getByLabel("Professional Summary");
  await summary.waitFor();
  const previewHeight = await page.locator("#resume-preview").evaluate((el) => el.getBoundingClientRect().height);

  const samples = await page.evaluate(async (count) => {
    const input = document.querySelector("#resume-preview") && [...document.querySelectorAll("textarea")].find((el) => el.labels?.[0]?.textContent?.includes("Professional Summary"));
    const preview = document.querySelector("#resume-preview");
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set;
    const results = [];
    for (let i = 0; i < count; i++) {
      const marker = `k${i}x`;
      const started = performance.now();
      const shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (preview.textContent.includes(marker)) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(preview, { subtree: true, characterData: true, childList: true });
      });
      setValue.call(input, `${input.value.replace(/ k\d+x$/, "")} ${marker}`);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      results.push((await shown) - started);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    return results;
  }, SAMPLES);

  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  writeResult("preview-keystroke", {
    samples: SAMPLES,
    resume: "5 experiences, 2 educations, 3 skill groups, 3 projects, 2 certifications, 2 languages (modern)",
    previewHeightPx: Math.round(previewHeight),
    keystrokeToPreviewMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) },
  });
} finally {
  await browser.close();
  await server.stop();
}
