import { templateCounts } from "#web/lib/template-ids";
import { ContentPage } from "../components/content-page";
import { GuideArticle, type GuideSection } from "../components/guide-article";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { Comparison, GuideClosing, GuideTable, ToolLink, VitaeTip } from "./guide-parts";

const sections: GuideSection[] = [
  {
    id: "start-with-the-job",
    heading: "Start with the job, not the template",
    content: (
      <>
        <p>
          A resume is an argument that you can do one particular job. Before you choose a design or rewrite a single line, open the posting
          you care about most and read it twice. The first time, read it as a candidate. The second time, read it as the person who has to
          fill the role: what problem are they hiring someone to solve?
        </p>
        <p>Copy the posting into a note and mark three things:</p>
        <ul>
          <li>
            <strong>Must-haves:</strong> the qualifications, tools and certifications the employer lists as required.
          </li>
          <li>
            <strong>The work itself:</strong> the verbs in the responsibilities (build, manage, sell, care for, teach, analyse).
          </li>
          <li>
            <strong>The words they use:</strong> job titles, tools and skills spelled exactly as the employer spells them.
          </li>
        </ul>
        <p>
          Those notes decide what goes first on your resume, which achievements you pick, and which words you repeat. A resume written for
          one clear target is easier to read than one that tries to fit every job, so keep a master version with everything you have done
          and trim a copy for each application.
        </p>
      </>
    ),
  },
  {
    id: "resume-or-cv",
    heading: "Resume or CV: follow the local convention",
    content: (
      <>
        <p>
          The same document has different names and different rules around the world. What matters is what a recruiter in the country you
          are applying to expects to see. These are common conventions, not laws, so check a few local postings and follow what employers
          there ask for.
        </p>
        <GuideTable caption="Resume and CV conventions by region">
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Usual name and length</th>
              <th scope="col">Photo</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>United States, Canada</td>
              <td>Resume; one page early in a career, two pages with more experience</td>
              <td>Leave it out, along with age and marital status</td>
            </tr>
            <tr>
              <td>United Kingdom, Ireland, Australia, New Zealand</td>
              <td>CV (or resume in Australia and New Zealand); usually two pages</td>
              <td>Usually left out</td>
            </tr>
            <tr>
              <td>Germany, Austria, Switzerland</td>
              <td>CV (Lebenslauf); often two pages, newest role first</td>
              <td>Still common, though no longer required</td>
            </tr>
            <tr>
              <td>Much of continental Europe, the Middle East and Asia</td>
              <td>CV; length varies by country and sector</td>
              <td>Often expected; check local postings</td>
            </tr>
            <tr>
              <td>Academic and research roles, anywhere</td>
              <td>Academic CV; as long as your publications, grants and teaching need</td>
              <td>Rarely</td>
            </tr>
          </tbody>
        </GuideTable>
        <p>
          If you include a photo, use a recent, well-lit head-and-shoulders picture against a plain background, dressed as you would be for
          the interview. If you leave it out, leave out the space for it too: an empty frame looks like a mistake.
        </p>
        <VitaeTip>
          Vitae has {templateCounts.all} templates: {templateCounts.resume} resume layouts without a photo and {templateCounts.cv} CV
          layouts with one. Your content stays the same when you switch between them, so you can keep one version for a market that expects
          a photo and another for one that does not.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "write-a-summary",
    heading: "Write a summary that earns its place",
    content: (
      <>
        <p>
          The summary is the first thing a recruiter reads, and often the only thing they read before deciding whether to read the rest. Two
          to four sentences are enough. Say who you are professionally, what you are best at, and one piece of proof. Leave out the
          adjectives every candidate uses about themselves.
        </p>
        <Comparison
          caption="A summary for a customer support lead"
          weak="Hard-working and passionate team player with excellent communication skills, looking for a challenging role where I can grow."
          strong="Customer support lead with six years in software companies. I built a support team of eight from scratch, wrote the help centre that now answers most routine questions, and cut first-response time from a day to under four hours."
          why="The weak version could describe anyone, and talks about what the writer wants. The stronger one names the field, the scale and a result the reader can check in an interview."
        />
        <p>
          If you are changing careers or just graduating, the summary is where you connect the dots: name the role you want and the
          experience that prepares you for it, even if it came from study, volunteering or a different industry.
        </p>
      </>
    ),
  },
  {
    id: "achievement-bullets",
    heading: "Turn duties into achievements",
    content: (
      <>
        <p>
          Most first drafts list responsibilities: what the job description said you would do. Recruiters already know what a nurse or a
          sales representative does. What they want to know is how well you did it, and what changed because you were there.
        </p>
        <p>
          A reliable pattern is <strong>action + task + result</strong>: start with a strong verb, say what you did, and finish with what it
          achieved.
        </p>
        <Comparison
          caption="A bullet for a support engineer"
          weak="Responsible for handling customer tickets and helping the team with documentation."
          strong="Resolved about 40 customer tickets a week and wrote 25 help articles that reduced repeat questions about billing."
          why="“Responsible for” hides what you did. The stronger bullet starts with a verb, shows the volume of work, and ends with an outcome."
        />
        <Comparison
          caption="A bullet for a teacher"
          weak="Taught maths to secondary school students."
          strong="Planned and taught maths to five classes of 28 pupils aged 11 to 16; introduced weekly low-stakes quizzes that helped my Year 11 group raise their mock exam results."
          why="Numbers give the reader scale, and the second half shows initiative. The claim is specific enough to talk about in an interview, and modest enough to be believed."
        />
        <p>Verbs that carry weight, by the kind of work you did:</p>
        <ul>
          <li>Leading: led, coordinated, mentored, hired, delegated</li>
          <li>Building: designed, built, launched, wrote, set up</li>
          <li>Improving: reduced, streamlined, automated, simplified, fixed</li>
          <li>Growing: increased, expanded, won, negotiated, grew</li>
          <li>Caring and teaching: supported, assessed, trained, advised, resolved</li>
        </ul>
        <p>
          Keep bullets to one or two lines, put the most relevant ones first under each job, and use the past tense for past roles and the
          present tense for your current one.
        </p>
      </>
    ),
  },
  {
    id: "quantify-honestly",
    heading: "Quantify, honestly",
    content: (
      <>
        <p>
          Numbers make a claim concrete, and concrete claims are remembered. Look for four kinds: <strong>scale</strong> (how many people,
          customers, beds, accounts or lines of code), <strong>money</strong> (budget managed, revenue won, costs saved),{" "}
          <strong>time</strong> (faster, earlier, how often) and <strong>rank</strong> (first in the region, top three of twenty).
        </p>
        <p>
          If you do not know the exact figure, use an honest estimate and say so with “about” or “more than”. If there is no number at all,
          describe the scope instead: “the only designer on a team of twelve”, “covered night shifts on a 30-bed ward”. Never invent a
          figure. Interviewers ask how you measured it, and a number you cannot explain costs more trust than it earns.
        </p>
      </>
    ),
  },
  {
    id: "ats-readable",
    heading: "Make it readable by applicant tracking systems",
    content: (
      <>
        <p>
          Many employers, especially larger ones, receive applications through an applicant tracking system (ATS). It extracts the text of
          your file into fields such as name, job titles, dates and skills, and recruiters then search and filter those fields. A resume
          that looks perfect to a person can lose its dates or job titles on the way in. To be read correctly:
        </p>
        <ul>
          <li>Send a PDF with real, selectable text (or a Word file if the employer asks for one), never a scan or a picture.</li>
          <li>
            Use standard section headings: Experience, Education, Skills, Projects, Certifications. Creative headings are harder to
            recognise.
          </li>
          <li>Keep contact details in the body of the page, not only in a header graphic or an image.</li>
          <li>Write dates the same way everywhere, such as “Mar 2021 – Present”.</li>
          <li>Use the employer’s own words for skills and titles where they are true of you.</li>
        </ul>
        <VitaeTip>
          Vitae’s PDF export keeps a real text layer, so the words on the page can be selected and extracted. The{" "}
          <ToolLink to="/optimize-resume">resume optimizer</ToolLink> scores your resume out of 100, lists ATS issues and, when you paste a
          job description, the keywords you are missing; its “What an ATS reads” check exports your resume in its own template and reads it
          back field by field, showing what was kept, changed or lost.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "skills-and-keywords",
    heading: "Skills and keywords without stuffing",
    content: (
      <>
        <p>
          Group your skills so they can be scanned in seconds: for example, “Clinical: wound care, IV therapy, patient education” or
          “Languages: Python, TypeScript, SQL”. List the skills you could discuss comfortably in an interview, and leave out the ones you
          used once years ago.
        </p>
        <p>
          Keywords matter most where they sit next to evidence. “Salesforce” in a skills list is a claim; “Rebuilt our Salesforce pipeline
          reports so managers could see stalled deals each Monday” is proof. Put the important keywords in both places. Repeating a keyword
          ten times, or hiding a list of words in white text, does not fool modern systems and looks dishonest to the person who reads the
          result.
        </p>
        <p>
          Spoken languages deserve their own line with a level people understand, such as “Spanish: professional working proficiency” or a
          CEFR level like B2.
        </p>
      </>
    ),
  },
  {
    id: "layout-and-details",
    heading: "Length, layout and the small details",
    content: (
      <>
        <p>
          A clean layout is one the reader never notices. Choose one or two fonts, leave enough white space between sections, and keep the
          most recent and relevant experience on the first page. Older roles can shrink to a title, company and dates.
        </p>
        <ul>
          <li>Use a professional email address, ideally a version of your name.</li>
          <li>Add a LinkedIn or portfolio link if it supports your application, and check that it opens.</li>
          <li>Leave out references (“available on request” is assumed) and, in most countries, your full postal address.</li>
          <li>Name the file clearly: “Firstname-Lastname-Resume.pdf”, not “final_v7.pdf”.</li>
          <li>Read it aloud once. Your ear catches mistakes your eye skips.</li>
        </ul>
        <VitaeTip>
          The editor shows a live A4 preview as you type, saves automatically, and keeps a completion score that lists the sections still
          missing or thin. If you already have a resume, upload it (PDF, DOCX, DOC or TXT) and Vitae fills in the sections for you to
          review.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "final-checklist",
    heading: "A final checklist before you send",
    content: (
      <>
        <ol>
          <li>Does the top third of the first page show the role you want and why you fit it?</li>
          <li>Does every bullet start with a verb and, where possible, end with a result?</li>
          <li>Are the keywords from the posting there, in context, and true?</li>
          <li>Are dates, tenses and punctuation consistent from top to bottom?</li>
          <li>Does the format match the country: resume or CV, photo or none, one page or two?</li>
          <li>Is the PDF text selectable, and is the file named after you?</li>
          <li>Has someone else read it, or have you read it aloud?</li>
        </ol>
        <p>
          When the resume is ready, write a letter for the same posting. The <ToolLink to="/cover-letter">cover letter generator</ToolLink>{" "}
          drafts one from your resume and the job description for you to edit, and the <ToolLink to="/job-tracker">job tracker</ToolLink>{" "}
          keeps every application and its status in one place.
        </p>
      </>
    ),
  },
];

export function ResumeTipsPage({ isSignedIn }: MarketingPageProps) {
  return (
    <ContentPage
      info={marketingPage("/resume-tips")!}
      eyebrow="Guide"
      heading="Resume tips that get you to the interview"
      lead="How to write a resume or CV that a recruiter reads to the end: achievement bullets with examples, honest numbers, local conventions and files that applicant tracking systems read correctly."
    >
      <GuideArticle sections={sections} />
      <GuideClosing heading="Put these tips into practice" isSignedIn={isSignedIn} to="/dashboard" label="Build your resume">
        Start from one of {templateCounts.all} templates, write with a live preview beside you, and export a PDF that people and applicant
        tracking systems can both read.
      </GuideClosing>
    </ContentPage>
  );
}
