import { allSkills, dateRange, type Headings, type Person } from "../person";

const TEX_ESCAPES: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "{": "\\{",
  "}": "\\}",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** Text escaped for LaTeX; UTF-8 letters and dashes are left to inputenc. */
export const tex = (text: string): string => text.replace(/[\\&%$#_{}~^]/g, (char) => TEX_ESCAPES[char]!);

export const texRange = (dates: { start: string; end: string }) => tex(dateRange(dates, " -- ").replace(/\s*–\s*/g, " -- "));
export const items = (lines: string[]) =>
  lines.length === 0
    ? ""
    : `\\begin{itemize}\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}\n${lines.map((l) => `  \\item ${tex(l)}`).join("\n")}\n\\end{itemize}`;
export const extras = (person: Person, section: (title: string) => string) =>
  (person.extras ?? []).map((extra) => `${section(extra.heading)}\n${items(extra.lines)}`).join("\n");

/**
 * The most copied LaTeX resume on the web: small-caps headings over a rule, each entry as two
 * tabular* rows (role and dates, then company and place, with \hfill-style alignment), ToUnicode
 * maps so ATS software reads ligatures, Computer Modern.
 */
export function latexTwoRowResume(person: Person, headings: Headings, header?: string): string {
  const section = (title: string) => `\\section*{\\textsc{${tex(title)}}\\vspace{-6pt}}\\hrule\\vspace{4pt}`;
  const subheading = (a: string, b: string, c: string, d: string) =>
    `\\begin{tabular*}{\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}\n  \\textbf{${a}} & ${b} \\\\\n  \\textit{\\small ${c}} & \\textit{\\small ${d}} \\\\\n\\end{tabular*}`;
  const jobs = person.jobs
    .map((job) => `${subheading(tex(job.title), texRange(job), tex(job.company), tex(job.location ?? ""))}\n${items(job.bullets)}`)
    .join("\n\\vspace{2pt}\n");
  const schools = person.schools
    .map((school) => subheading(tex(school.school), tex(school.location ?? ""), tex(school.degree), texRange(school)))
    .join("\n");
  const skills = person.skills.map((group) => `\\textbf{${tex(group.label)}}{: ${group.items.map(tex).join(", ")}}`).join(" \\\\\n");
  const defaultHeader = `\\begin{center}
  {\\Huge \\scshape ${tex(person.name)}} \\\\ \\vspace{2pt}
  \\small ${tex(person.phone)} $|$ \\href{mailto:${person.email}}{${tex(person.email)}} $|$ ${tex(person.location)}${(person.links ?? []).map((link) => ` $|$ ${tex(link)}`).join("")}
\\end{center}`;
  return `\\documentclass[letterpaper,11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=0.6in]{geometry}
\\usepackage[hidelinks]{hyperref}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
${header ?? defaultHeader}
${section(headings.education)}
${schools}
${section(headings.experience)}
${jobs}
${section(headings.skills)}
{\\small ${skills}}
${extras(person, section)}
\\end{document}
`;
}

/**
 * An academic CV: dates in a left column of a tabular, the heading in bold serif over the
 * entries, Palatino-like text, no ToUnicode help (as many older templates).
 */
export function latexDateColumnCv(person: Person, headings: Headings): string {
  const section = (title: string) =>
    `\\par\\vspace{8pt}{\\large\\bfseries ${tex(title)}}\\par\\vspace{-2pt}\\rule{\\textwidth}{0.4pt}\\par\\vspace{2pt}`;
  const row = (dates: string, body: string) => `${dates} & ${body} \\\\[4pt]`;
  const table = (rows: string[]) => `\\begin{tabular}{@{}p{0.2\\textwidth}p{0.76\\textwidth}@{}}\n${rows.join("\n")}\n\\end{tabular}`;
  const jobs = person.jobs.map((job) =>
    row(
      texRange(job),
      `\\textbf{${tex(job.title)}}, ${tex(job.company)}${job.location ? `, ${tex(job.location)}` : ""}` +
        (job.bullets.length ? `\\newline {\\small ${job.bullets.map(tex).join(" ")}}` : ""),
    ),
  );
  const schools = person.schools.map((school) =>
    row(
      texRange(school),
      `\\textbf{${tex(school.degree)}}, ${tex(school.school)}${(school.notes ?? []).map((note) => `\\newline {\\small ${tex(note)}}`).join("")}`,
    ),
  );
  const summary = person.summary ? `${section(headings.summary)}\n${tex(person.summary)}\n` : "";
  return `\\documentclass[a4paper,10pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage{mathpazo}
\\usepackage[margin=2cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\LARGE\\bfseries ${tex(person.name)}}\\\\[4pt]
${person.headline ? `\\textit{${tex(person.headline)}}\\\\[4pt]` : ""}
${tex(person.location)} \\quad ${tex(person.phone)} \\quad \\href{mailto:${person.email}}{${tex(person.email)}}\\\\
${summary}
${section(headings.experience)}
${table(jobs)}
${section(headings.education)}
${table(schools)}
${section(headings.skills)}
${allSkills(person).map(tex).join(" \\textbullet{} ")}
${extras(person, section)}
\\end{document}
`;
}

/**
 * The finance and consulting one-pager: Times, bold capital headings over a rule, the company
 * in bold with its city at the right margin and the role in italics with its dates at the right.
 */
export function latexBankingResume(person: Person, headings: Headings): string {
  const section = (title: string) =>
    `\\par\\vspace{6pt}\\textbf{${tex(title.toUpperCase())}}\\par\\vspace{-4pt}\\rule{\\textwidth}{0.6pt}\\par\\vspace{2pt}`;
  const entry = (a: string, b: string, c: string, d: string) =>
    `\\textbf{${a}} \\hfill ${b}\\\\\n\\textit{${c}} \\hfill \\textit{${d}}\\\\[-2pt]`;
  const jobs = person.jobs
    .map((job) => `${entry(tex(job.company), tex(job.location ?? ""), tex(job.title), texRange(job))}\n${items(job.bullets)}`)
    .join("\n");
  const schools = person.schools
    .map(
      (school) =>
        `${entry(tex(school.school), tex(school.location ?? ""), tex(school.degree), texRange(school))}\n${items(school.notes ?? [])}`,
    )
    .join("\n");
  const skills = person.skills.map((group) => `\\textbf{${tex(group.label)}:} ${group.items.map(tex).join(", ")}`).join("\\\\\n");
  return `\\documentclass[letterpaper,10pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage{mathptmx}
\\usepackage[margin=0.75in]{geometry}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\Large\\bfseries ${tex(person.name)}}\\\\[2pt]
${tex(person.location)} $\\bullet$ ${tex(person.phone)} $\\bullet$ ${tex(person.email)}
\\end{center}
${section(headings.experience)}
${jobs}
${section(headings.education)}
${schools}
${section(headings.skills)}
${skills}
${extras(person, section)}
\\end{document}
`;
}
