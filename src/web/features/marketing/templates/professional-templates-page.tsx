import type { MarketingPageProps } from "../pages/marketing-pages";
import { StyleTemplatesPage } from "./style-templates-page";

const advice = [
  {
    id: "who-it-suits",
    heading: "Who a professional resume suits",
    content: (
      <>
        <p>
          A professional layout is the right default for corporate roles and for any sector where the reader expects a familiar shape:
          finance, consulting, law, insurance, healthcare administration, the civil service and most large employers. Academic posts belong
          here too; Academic and Academic CV with Photo add room for research interests, publications and awards.
        </p>
        <p>
          These layouts do not try to be memorable. They try to be read quickly and trusted, which is what a hiring manager working through
          a pile of applications values most.
        </p>
      </>
    ),
  },
  {
    id: "what-to-put-first",
    heading: "What to put first",
    content: (
      <>
        <p>
          Lead with a short professional summary: your current role or level, your field, and the one or two results that make you a strong
          candidate for this job. Experience follows in reverse order, each role with the employer, your title, the location and the dates.
        </p>
        <ul>
          <li>Write three to five bullets for recent roles and fewer for older ones.</li>
          <li>Describe scope before detail: the size of the team, budget, portfolio or client base you were responsible for.</li>
          <li>Put qualifications that the job requires, such as a licence or a professional certification, where they are easy to find.</li>
          <li>List languages with an honest level; many employers filter on them.</li>
        </ul>
        <p>In the academic layouts, education and research come earlier, because the committee reads them first.</p>
      </>
    ),
  },
  {
    id: "length",
    heading: "How long it should be",
    content: (
      <p>
        Two pages are normal for an experienced professional and expected in many countries; one page is better early in a career. An
        academic CV runs as long as the publication list needs. What matters more than the page count is that the first half of page one
        makes the case on its own. The editor's preview shows the real page breaks as you type, so you always know where page two begins.
      </p>
    ),
  },
  {
    id: "fonts-and-colour",
    heading: "Fonts and colour",
    content: (
      <>
        <p>
          Restraint is the point. Simple is black and white; Classic and Academic use a serif (Source Serif 4) with horizontal rules for a
          traditional, printed feel; Professional and Corporate pair the sans-serif Inter with a dark sidebar or a tidy headline under your
          name. None of them relies on colour to be understood, so they print well in black and white too.
        </p>
        <p>
          Choose a CV with photo only where applications usually include one, as in much of continental Europe, and use a recent, neutral
          head-and-shoulders picture.
        </p>
      </>
    ),
  },
  {
    id: "ats-notes",
    heading: "ATS notes",
    content: (
      <>
        <p>
          Large employers almost always pass applications through an applicant tracking system first. Vitae exports every template as a PDF
          with real, selectable text, and the professional layouts keep to the conventional section names that systems look for.
        </p>
        <ul>
          <li>Give each job title exactly as it appeared on your contract or as the industry knows it.</li>
          <li>Write dates the same way throughout; the editor's date picker writes them as month and year, such as Jan 2020.</li>
          <li>Mirror the job advert's wording for skills and qualifications you really have.</li>
        </ul>
        <p>
          The resume optimizer gives an ATS score, compares your resume with a job description you paste, and shows what an ATS reads from
          your PDF, so you can check before you send it.
        </p>
      </>
    ),
  },
];

/** /templates/professional */
export function ProfessionalTemplatesPage(props: MarketingPageProps) {
  return (
    <StyleTemplatesPage
      {...props}
      style="professional"
      heading="Professional resume templates"
      lead={
        <p>Structured, conservative layouts that a hiring manager can read at a glance: for corporate, public-sector and academic roles.</p>
      }
      advice={advice}
    />
  );
}
