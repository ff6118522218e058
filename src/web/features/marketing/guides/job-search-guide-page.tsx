import { Link } from "react-router";
import { ContentPage } from "../components/content-page";
import { GuideArticle, type GuideSection } from "../components/guide-article";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { Comparison, GuideClosing, GuideTable, SampleMessage, ToolLink, VitaeTip } from "./guide-parts";

const sections: GuideSection[] = [
  {
    id: "define-your-target",
    heading: "Define your target before you search",
    content: (
      <>
        <p>
          The fastest job searches are the focused ones. Applying to everything feels productive, but it produces generic applications, and
          generic applications rarely get answers. Spend an hour deciding what you are looking for before you open a single job board.
        </p>
        <ul>
          <li>
            <strong>Role titles:</strong> two or three titles that describe the work you want. Employers use different names for the same
            job, such as “customer success manager” and “account manager”, so note the variants.
          </li>
          <li>
            <strong>Sector and type of employer:</strong> industries you know or want to enter; start-ups, large companies, public sector,
            non-profits.
          </li>
          <li>
            <strong>Location and working pattern:</strong> commuting distance, relocation, hybrid or remote, and full-time or part-time.
          </li>
          <li>
            <strong>Your non-negotiables:</strong> the minimum salary you need, the hours you can work, and anything else you will not
            compromise on.
          </li>
        </ul>
        <p>
          Then write a list of 20 to 30 employers you would genuinely like to work for. This list guides your networking, tells you which
          career pages to check, and keeps you applying to places you chose rather than places an algorithm showed you.
        </p>
        <p>
          If you are looking abroad, add two questions: do you have the right to work there, and which conventions apply? A one-page resume
          suits the United States; a two-page CV, sometimes with a photo, is usual in much of Europe. Our{" "}
          <Link to="/resume-tips">resume tips</Link> cover the main regional differences.
        </p>
      </>
    ),
  },
  {
    id: "prepare-your-materials",
    heading: "Get your materials ready once",
    content: (
      <>
        <p>Before you apply anywhere, prepare the pieces you will reuse and adapt for every application:</p>
        <ol>
          <li>
            <strong>A master resume</strong> with every role, achievement and skill, longer than any version you will send. Each application
            starts from a trimmed copy of it.
          </li>
          <li>
            <strong>Your professional profiles,</strong> such as LinkedIn, updated to match your resume. Recruiters check them, and
            inconsistent dates or titles raise questions.
          </li>
          <li>
            <strong>Evidence of your work</strong> where your field expects it: a portfolio for designers, a code repository for developers,
            a teaching philosophy or sample lesson for teachers.
          </li>
          <li>
            <strong>A short pitch:</strong> two sentences on who you are and what you are looking for, for emails, messages and the first
            minute of every call.
          </li>
        </ol>
        <VitaeTip>
          Vitae keeps each of your resumes in its own template, so a master version and its tailored copies live side by side. The{" "}
          <ToolLink to="/optimize-linkedin">LinkedIn optimizer</ToolLink> drafts a headline, an About section, experience descriptions and
          skills from your resume, and you can turn on a public profile page at your own address to share your resume as a link.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "where-to-find-jobs",
    heading: "Where to find openings",
    content: (
      <>
        <p>
          No single source has every job. Many roles are filled through referrals or posted only on the employer’s own site, so combine a
          few channels and check each one on a schedule.
        </p>
        <GuideTable caption="Where to look for jobs and how to use each source">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Good for</th>
              <th scope="col">How to use it</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Large job boards</td>
              <td>Seeing the market and the volume of openings</td>
              <td>Save searches for your exact titles and let alerts come to you</td>
            </tr>
            <tr>
              <td>Employers’ career pages</td>
              <td>Your target list; some roles appear nowhere else</td>
              <td>Check them weekly or subscribe to their job alerts</td>
            </tr>
            <tr>
              <td>Specialist boards and associations</td>
              <td>Healthcare, teaching, engineering, creative and other professions</td>
              <td>Join the association; many share openings with members first</td>
            </tr>
            <tr>
              <td>Recruiters and agencies</td>
              <td>Contract work and fields with high demand</td>
              <td>Work with two or three who specialise in your field</td>
            </tr>
            <tr>
              <td>Your network</td>
              <td>Referrals and roles before they are advertised</td>
              <td>Let people know what you are looking for, specifically</td>
            </tr>
            <tr>
              <td>Public employment services and university careers services</td>
              <td>Local roles, graduate schemes, advice and training</td>
              <td>Graduates can often use their university’s service for years after leaving</td>
            </tr>
          </tbody>
        </GuideTable>
        <p>
          Be wary of postings that ask you to pay a fee, request bank details before an interview, or offer a high salary for vague work.
          Genuine employers do not charge you to apply.
        </p>
      </>
    ),
  },
  {
    id: "tailor-each-application",
    heading: "Tailor each application",
    content: (
      <>
        <p>
          Ten tailored applications usually achieve more than fifty generic ones. Tailoring does not mean rewriting everything; about twenty
          to thirty minutes per application is enough:
        </p>
        <ol>
          <li>Mark the requirements and keywords in the posting.</li>
          <li>Reorder your bullets so the most relevant achievements come first, and cut what does not help.</li>
          <li>Adjust your summary to name the role and the one or two strengths this employer cares about most.</li>
          <li>Write a short cover letter that answers one question: why you, for this job, at this organisation?</li>
          <li>Check the application instructions: file format, deadline, the questions they ask.</li>
        </ol>
        <Comparison
          caption="The opening of a cover letter for a graduate finance role"
          weak="I am writing to apply for the position advertised on your website. I believe I would be a great fit for your company."
          strong="I am applying for the Graduate Analyst role on your infrastructure finance team. During my economics degree I built a cash-flow model for a community solar project, and your recent work on renewable energy financing is exactly where I want to start my career."
          why="The weak opening could be sent to any employer. The stronger one names the role, gives evidence straight away and shows that the writer knows what this team does."
        />
        <VitaeTip>
          Paste the job description into the <ToolLink to="/optimize-resume">resume optimizer</ToolLink> to see the keywords your resume is
          missing and suggested improvements you can apply or undo. The <ToolLink to="/cover-letter">cover letter generator</ToolLink>{" "}
          drafts a letter from your resume and the posting, and the <ToolLink to="/job-application">job application generator</ToolLink>{" "}
          writes an application letter that can include your salary expectation and availability. Both drafts are yours to edit before you
          send them.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "network",
    heading: "Network without the awkwardness",
    content: (
      <>
        <p>
          Networking is simply talking to people who do the work you want to do. Most people are willing to spend fifteen minutes describing
          their job to someone who is curious and respectful of their time. Start with people you already know: former colleagues,
          classmates, teachers, friends of friends. Then reach out to people at employers on your target list.
        </p>
        <p>
          Ask for information, not for a job. A conversation about what the work is really like, what the team values and how people got
          there gives you better applications, better interview answers and, sometimes, a referral offered without your asking.
        </p>
        <SampleMessage caption="Example message to someone you have not met">
          <p>Hi Priya,</p>
          <p>
            I’m a mechanical engineer with three years in automotive manufacturing, and I’m exploring roles in wind energy. I saw that you
            moved from automotive into turbine design at Northwind two years ago. Would you be open to a 15-minute call in the next few
            weeks? I’d love to hear what the transition was like and what skills mattered most.
          </p>
          <p>Thanks for considering it,</p>
          <p>Tomás</p>
        </SampleMessage>
        <p>
          Keep it short, make the request small and specific, and thank them afterwards. If they help, let them know how your search turns
          out.
        </p>
      </>
    ),
  },
  {
    id: "track-everything",
    heading: "Track every application",
    content: (
      <>
        <p>
          Once you have more than a handful of applications, memory stops being reliable. You forget which version of your resume you sent,
          when to follow up, and what the job even involved by the time the interview invitation arrives. Keep a record of each application
          with:
        </p>
        <ul>
          <li>the job title, the employer and the date you applied;</li>
          <li>the job description, saved, because postings are often taken down;</li>
          <li>the resume version and letter you sent;</li>
          <li>its status, and the date to follow up;</li>
          <li>contacts, salary range and any notes from calls.</li>
        </ul>
        <p>
          A simple rule keeps things moving: if you have heard nothing one to two weeks after the closing date, send one short, polite
          follow-up. Then let it go and focus on the next application.
        </p>
        <VitaeTip>
          The <ToolLink to="/job-tracker">job tracker</ToolLink> does this for you. Applications you write with the job application
          generator appear there when you save them, and you can add any other application by hand. Each one has a status (Applied,
          Interview, Offer or Rejected), notes, salary expectation and availability; you can search by company or title, switch between a
          list and a board, and see how many applications you sent this week.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "weekly-routine",
    heading: "Build a weekly routine",
    content: (
      <>
        <p>
          A job search is a project, and projects go better with a plan. Treat it like a part-time job with set hours, and measure your week
          by what you control: applications sent, conversations held and skills practised. Outcomes such as replies and offers will follow,
          but you cannot schedule them.
        </p>
        <ul>
          <li>
            <strong>Monday:</strong> review new openings and alerts; choose the week’s applications.
          </li>
          <li>
            <strong>Tuesday to Thursday:</strong> tailor and send applications; one or two networking messages or calls a day.
          </li>
          <li>
            <strong>Friday:</strong> follow up where it is due, update your tracker, and prepare for any interviews coming up.
          </li>
        </ul>
        <p>
          Searching is tiring, and rejection is part of it for everyone. Keep regular hours, take real breaks, and stay in contact with
          people. If several weeks pass without interviews, change one thing at a time, such as your resume’s opening, the titles you target
          or where you look, and watch whether the results change.
        </p>
      </>
    ),
  },
  {
    id: "offers",
    heading: "Evaluate and negotiate offers",
    content: (
      <>
        <p>
          When an offer arrives, thank the employer and ask for it in writing before you accept. It is normal to ask for a few days to
          decide. Compare the whole package, not only the salary:
        </p>
        <ul>
          <li>base pay, bonus and how pay reviews work;</li>
          <li>holidays, pension or retirement contributions, health cover and other benefits;</li>
          <li>working hours, location, remote work and travel;</li>
          <li>the team, your manager and the chance to learn and progress;</li>
          <li>the start date, probation period and notice period.</li>
        </ul>
        <p>
          If you negotiate, do it politely and with reasons: the market range for the role, your experience, or a competing offer if you
          have one. Ask once, clearly, and be ready to accept a good compromise. If you decline an offer, do it promptly and kindly; people
          move, and you may meet the same recruiter again.
        </p>
      </>
    ),
  },
];

export function JobSearchGuidePage({ isSignedIn, onSignOut }: MarketingPageProps) {
  return (
    <ContentPage
      info={marketingPage("/job-search-guide")!}
      isSignedIn={isSignedIn}
      onSignOut={onSignOut}
      eyebrow="Guide"
      heading="The job search guide"
      lead="A practical plan from first search to signed offer: decide what you want, find openings beyond the job boards, tailor each application, network with confidence and keep track of everything."
    >
      <GuideArticle sections={sections} />
      <GuideClosing
        heading="Send your next application with confidence"
        isSignedIn={isSignedIn}
        to="/job-application"
        label="Write a tailored application"
      >
        Turn your resume and a job description into an application letter you can edit, then save it to your job tracker and follow it
        through to an offer.
      </GuideClosing>
    </ContentPage>
  );
}
