import type { MarketingPageProps } from "../pages/marketing-pages";
import { StyleTemplatesPage } from "./style-templates-page";

const advice = [
  {
    id: "who-it-suits",
    heading: "Who an entry-level resume suits",
    content: (
      <>
        <p>
          These layouts are for the first job or the first job in a new field: students looking for internships, graduates, school leavers,
          apprentices, people returning to work after a break, and career changers whose relevant experience is still short. They are plain
          on purpose. When there is less to say, a calm, well-spaced page makes what you do have look deliberate rather than thin.
        </p>
        <p>
          A graduate applying for a research post or a PhD place should look at Academic, which prints education before experience and has
          room for research interests and publications.
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
          Start with a summary of two sentences: what you studied or are good at, and the kind of role you want. Employers hiring at entry
          level are judging potential, so give them evidence of it.
        </p>
        <ul>
          <li>Count part-time jobs, internships, volunteering and placements as experience; what you learned there is real.</li>
          <li>Under education, add a grade, a dissertation topic or relevant modules when they support the application.</li>
          <li>Use projects for coursework, hackathons, societies and anything you built or organised yourself.</li>
          <li>List skills you could demonstrate in an interview, and languages with an honest level.</li>
        </ul>
        <p>
          Every layout prints its sections in a fixed order and leaves out any you have left empty, so if you have no work experience yet,
          education follows straight after your summary.
        </p>
      </>
    ),
  },
  {
    id: "length",
    heading: "How long it should be",
    content: (
      <p>
        One page, without exception. A full, focused page is far stronger than two half-empty ones. If you are struggling to fill it, add
        detail to your projects and education before adding anything unrelated; if you are slightly over, Fit to one page in the editor
        tightens the spacing within limits the layout sets. The editor's completion score shows which sections are still missing something.
      </p>
    ),
  },
  {
    id: "fonts-and-colour",
    heading: "Fonts and colour",
    content: (
      <>
        <p>
          Keep it simple. Simple is black and white and reads cleanly anywhere; Minimalist uses light type and plenty of white space; Modern
          adds a single blue header band. All three are set in Inter, an easy-to-read sans-serif. Modern CV with Photo and Minimalist CV
          with Photo are the same ideas with a portrait, for countries where applications include one.
        </p>
        <p>
          Resist decorative extras such as icons for hobbies or skill ratings you cannot back up. A plain page lets a recruiter see your
          potential without distraction.
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
          Graduate schemes and large employers receive many applications and often screen them with an applicant tracking system first.
          Every Vitae template exports to a PDF with real text, and these layouts have a single, simple reading order.
        </p>
        <ul>
          <li>Use the words of the job advert for the skills and subjects you really have.</li>
          <li>Write your degree in full (Bachelor of Science in Economics) as well as any abbreviation.</li>
          <li>Send a PDF rather than a picture or a screenshot of your resume.</li>
        </ul>
        <p>
          Not sure what to write? The AI resume interview asks about your background and the role you want and drafts a resume from your
          answers, and it works without an AI account. The resume optimizer then shows what an ATS reads from the result.
        </p>
      </>
    ),
  },
];

/** /templates/entry-level */
export function EntryLevelTemplatesPage(props: MarketingPageProps) {
  return (
    <StyleTemplatesPage
      {...props}
      style="entry-level"
      heading="Entry-level resume templates"
      lead={
        <p>
          Clean, uncluttered layouts for students, graduates and career starters that let education, projects and skills carry the page.
        </p>
      }
      advice={advice}
    />
  );
}
