import { allSkills, type Headings, type Person } from "../person";
import { extras, items, tex, texRange } from "./latex";

// Only texlive-latex-base and texlive-fonts-recommended are assumed: titlesec, enumitem, xcolor,
// moderncv, altacv and fontawesome are imitated with base LaTeX, color and marvosym, as people do
// when a class will not compile for them.

const contactsLine = (person: Person, separator: string) =>
  [tex(person.phone), `\\href{mailto:${person.email}}{${tex(person.email)}}`, tex(person.location), ...(person.links ?? []).map(tex)]
    .filter((item) => item !== "")
    .join(separator);

/**
 * "Jake's Resume", the most forked LaTeX resume, in its company-first variant: small-caps
 * headings over a rule, the company in bold with the dates at the right, the role in italics with
 * the place at the right, a Projects section with its stack after a bar, and no address in the
 * header (phone, email and profile links only).
 */
export function latexJakesResume(person: Person, headings: Headings): string {
  const section = (title: string) => `\\vspace{-4pt}\\section*{\\scshape\\large ${tex(title)}}\\vspace{-12pt}\\hrule\\vspace{4pt}`;
  const subheading = (a: string, b: string, c: string, d: string) =>
    `\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}\n  \\textbf{${a}} & ${b} \\\\\n  \\textit{\\small ${c}} & \\textit{\\small ${d}} \\\\\n\\end{tabular*}\\vspace{-4pt}`;
  const schools = person.schools.map((school) =>
    subheading(tex(school.school), tex(school.location ?? ""), tex(school.degree), texRange(school)),
  );
  const jobs = person.jobs.map(
    (job) => `${subheading(tex(job.company), texRange(job), tex(job.title), tex(job.location ?? ""))}\n${items(job.bullets)}`,
  );
  const projects = (person.projects ?? []).map(
    (project) =>
      `\\begin{tabular*}{0.97\\textwidth}{l@{\\extracolsep{\\fill}}r}\n  \\small\\textbf{${tex(project.name)}} $|$ \\emph{${tex(project.stack)}} & ${tex(project.dates.replace(/\s*–\s*/g, " -- "))} \\\\\n\\end{tabular*}\\vspace{-4pt}\n${items(project.bullets)}`,
  );
  const skills = person.skills.map((group) => `\\textbf{${tex(group.label)}}{: ${group.items.map(tex).join(", ")}}`).join(" \\\\\n");
  return `\\documentclass[letterpaper,11pt]{article}
\\usepackage{latexsym}
\\usepackage[margin=0.5in,top=0.45in]{geometry}
\\usepackage{marvosym}
\\usepackage[usenames,dvipsnames]{color}
\\usepackage[hidelinks]{hyperref}
\\usepackage[english]{babel}
\\usepackage{tabularx}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\raggedright
\\begin{document}
\\begin{center}
  \\textbf{\\Huge \\scshape ${tex(person.name)}} \\\\ \\vspace{1pt}
  \\small ${contactsLine(person, " $|$ ")}
\\end{center}
${section(headings.education)}
${schools.join("\n")}
${section(headings.experience)}
${jobs.join("\n")}
${projects.length ? `${section("Projects")}\n${projects.join("\n")}` : ""}
${section(headings.skills)}
{\\small ${skills}}
\\end{document}
`;
}

/**
 * moderncv's "classic" style rebuilt by hand: the name large in the accent colour with the
 * contacts at the right, a coloured bar in the date column before each section title, dates in
 * the left column and 'Title, Employer, City.' on one line, labelled skill rows.
 */
export function latexModernCv(person: Person, headings: Headings): string {
  const left = "0.2\\textwidth";
  const right = "0.77\\textwidth";
  const row = (label: string, body: string) =>
    `\\noindent\\begin{minipage}[t]{${left}}\\raggedleft\\small\\color{grey} ${label}\\end{minipage}\\hspace{0.03\\textwidth}\\begin{minipage}[t]{${right}}${body}\\end{minipage}\\par\\vspace{6pt}`;
  const section = (title: string) =>
    `\\par\\vspace{8pt}\\noindent{\\color{accent}\\rule[0.2ex]{${left}}{0.9ex}}\\hspace{0.03\\textwidth}{\\color{accent}\\Large ${tex(title)}}\\par\\vspace{6pt}`;
  const entry = (dates: string, title: string, where: string[], bullets: string[]) =>
    row(
      dates,
      `\\textbf{${tex(title)}}, ${where
        .filter(Boolean)
        .map((part, index) => (index === 0 ? `\\textit{${tex(part)}}` : tex(part)))
        .join(", ")}.${items(bullets)}`,
    );
  const summary = person.summary ? `${section(headings.summary)}\n${row("", tex(person.summary))}` : "";
  return `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[scale=0.8]{geometry}
\\usepackage{color}
\\definecolor{accent}{rgb}{0.22,0.45,0.70}
\\definecolor{grey}{rgb}{0.45,0.45,0.45}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{minipage}[b]{0.58\\textwidth}
{\\fontsize{34}{40}\\selectfont\\color{accent} ${tex(person.name)}}\\\\[6pt]
{\\Large\\itshape\\color{grey} ${tex(person.headline ?? "")}}
\\end{minipage}\\hfill
\\begin{minipage}[b]{0.4\\textwidth}\\raggedleft\\small
${tex(person.location)}\\\\
${tex(person.phone)}\\\\
\\href{mailto:${person.email}}{${tex(person.email)}}${(person.links ?? []).map((link) => `\\\\\n${tex(link)}`).join("")}
\\end{minipage}
\\vspace{10pt}
${summary}
${section(headings.experience)}
${person.jobs.map((job) => entry(texRange(job), job.title, [job.company, job.location ?? ""], job.bullets)).join("\n")}
${section(headings.education)}
${person.schools.map((school) => entry(texRange(school), school.degree, [school.school, school.location ?? ""], school.notes ?? [])).join("\n")}
${section(headings.skills)}
${person.skills.map((group) => row(tex(group.label), group.items.map(tex).join(", "))).join("\n")}
${extras(person, section)}
\\end{document}
`;
}

/**
 * An AltaCV-like two-column page: the name in bold capitals, a coloured tagline, contacts after
 * marvosym pictograms; a wide column of roles (title, coloured company, then clock and globe
 * marks before dates and place, a dashed divider between roles) beside a narrow one of skill
 * tags, education and languages.
 */
export function latexAltaCv(person: Person, headings: Headings): string {
  const section = (title: string) =>
    `\\vspace{8pt}{\\color{accent}\\Large\\bfseries ${tex(title.toUpperCase())}}\\par\\vspace{-2pt}{\\color{accent}\\rule{\\linewidth}{1.2pt}}\\par\\vspace{2pt}`;
  const event = (title: string, org: string, dates: string, place: string) =>
    `{\\large\\bfseries ${tex(title)}}\\\\[2pt]{\\bfseries\\color{accent} ${tex(org)}}\\\\[2pt]{\\small\\color{grey}\\makebox[0.5\\linewidth][l]{\\Clocklogo\\hspace{0.4em}${dates}}${place ? `\\Mundus\\hspace{0.4em}${tex(place)}` : ""}}\\par`;
  const divider = `\\par\\vspace{-2pt}{\\color{grey}\\makebox[\\linewidth]{\\dotfill}}\\par\\vspace{2pt}`;
  const jobs = person.jobs
    .map((job) => `${event(job.title, job.company, texRange(job), job.location ?? "")}\n${items(job.bullets)}`)
    .join(`\n${divider}\n`);
  const schools = person.schools
    .map((school) => event(school.degree, school.school, texRange(school), school.location ?? ""))
    .join(`\n${divider}\n`);
  const tags = allSkills(person)
    .map((skill) => `\\fbox{\\small ${tex(skill)}}`)
    .join("\\hspace{2pt} ");
  const summary = person.summary ? `${section(headings.summary)}\n{\\small ${tex(person.summary)}}\\par` : "";
  return `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[margin=1.25cm]{geometry}
\\usepackage{color}
\\usepackage{marvosym}
\\definecolor{accent}{rgb}{0.55,0.11,0.24}
\\definecolor{grey}{rgb}{0.4,0.4,0.4}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\fboxsep}{2pt}
\\begin{document}
{\\Huge\\bfseries ${tex(person.name.toUpperCase())}}\\\\[4pt]
{\\large\\bfseries\\color{accent} ${tex(person.headline ?? "")}}\\\\[4pt]
{\\small \\Letter\\hspace{0.3em}\\href{mailto:${person.email}}{${tex(person.email)}} \\quad \\Mobilefone\\hspace{0.3em}${tex(person.phone)} \\quad \\Mundus\\hspace{0.3em}${tex(person.location)}${(person.links ?? []).map((link) => ` \\quad \\Pointinghand\\hspace{0.3em}${tex(link)}`).join("")}}\\\\[6pt]
\\begin{minipage}[t]{0.6\\textwidth}
${summary}
${section(headings.experience)}
${jobs}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.36\\textwidth}
${section(headings.skills)}
${tags}\\par
${section(headings.education)}
${schools}
${extras(person, section)}
\\end{minipage}
\\end{document}
`;
}

/**
 * A Deedy-like two-column resume: a light first name and bold last name centred over a contacts
 * line, a narrow left column (education, coursework, skills by label) and a wide right one where
 * each role is 'COMPANY | Title' in small capitals over 'dates | place' in grey.
 */
export function latexDeedy(person: Person, headings: Headings): string {
  const [first, ...rest] = person.name.split(" ");
  const section = (title: string) =>
    `\\vspace{6pt}{\\Large\\scshape ${tex(title)}}\\par\\vspace{-2pt}{\\color{grey}\\rule{\\linewidth}{0.4pt}}\\par\\vspace{2pt}`;
  const jobs = person.jobs
    .map(
      (job) =>
        `{\\large\\scshape\\bfseries ${tex(job.company.toUpperCase())}} {\\scshape | ${tex(job.title)}}\\\\\n{\\small\\color{grey} ${texRange(job)}${job.location ? ` | ${tex(job.location)}` : ""}}\\par\n${items(job.bullets)}\\vspace{4pt}`,
    )
    .join("\n");
  const schools = person.schools
    .map(
      (school) =>
        `{\\bfseries\\scshape ${tex(school.school)}}\\\\\n${tex(school.degree)}\\\\\n{\\small\\color{grey} ${texRange(school)}${school.location ? ` | ${tex(school.location)}` : ""}}\\par${(school.notes ?? []).map((note) => `\n{\\small ${tex(note)}}\\par`).join("")}\\vspace{3pt}`,
    )
    .join("\n");
  const skills = person.skills
    .map((group) => `\\textbf{${tex(group.label)}}\\\\\n${group.items.map(tex).join(" \\textbullet{} ")}\\par\\vspace{3pt}`)
    .join("\n");
  return `\\documentclass[letterpaper,10pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[left=0.6in,right=0.6in,top=0.5in,bottom=0.5in]{geometry}
\\usepackage{color}
\\definecolor{grey}{rgb}{0.35,0.35,0.35}
\\usepackage[hidelinks]{hyperref}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\fontsize{32}{38}\\selectfont ${tex(first ?? "")} \\textbf{${tex(rest.join(" "))}}}\\\\[6pt]
{\\small ${[tex(person.location), `\\href{mailto:${person.email}}{${tex(person.email)}}`, tex(person.phone), ...(person.links ?? []).map(tex)].join(" \\enspace\\textbar\\enspace ")}}
\\end{center}
\\begin{minipage}[t]{0.31\\textwidth}\\raggedright
${section(headings.education)}
${schools}
${section(headings.skills)}
${skills}
${extras(person, section)}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.65\\textwidth}\\raggedright
${person.summary ? `${section(headings.summary)}\n${tex(person.summary)}\\par` : ""}
${section(headings.experience)}
${jobs}
\\end{minipage}
\\end{document}
`;
}
