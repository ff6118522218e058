import { ContentPage } from "../components/content-page";
import { GuideArticle, type GuideSection } from "../components/guide-article";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { Comparison, GuideClosing, GuideTable, SampleMessage, ToolLink, VitaeTip } from "./guide-parts";

/** A STAR answer with its four parts named, so the reader sees the structure the section teaches. */
function StarAnswer(parts: { situation: string; task: string; action: string; result: string }) {
  return (
    <dl className="space-y-2">
      {Object.entries(parts).map(([part, text]) => (
        <div key={part}>
          <dt className="inline font-semibold text-blue-800">{`${part[0]!.toUpperCase()}${part.slice(1)}: `}</dt>
          <dd className="inline">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

const sections: GuideSection[] = [
  {
    id: "interview-formats",
    heading: "Know which interview you are facing",
    content: (
      <>
        <p>
          “Interview” covers several different conversations, and each one tests something different. When you are invited, it is normal and
          sensible to ask who you will meet, how long it will take and whether there is anything to prepare. Most recruiters are glad to
          tell you.
        </p>
        <GuideTable caption="Common interview formats and how to prepare for each">
          <thead>
            <tr>
              <th scope="col">Format</th>
              <th scope="col">What it checks</th>
              <th scope="col">How to prepare</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Screening call with a recruiter</td>
              <td>Basic fit, motivation, salary range, availability</td>
              <td>A short pitch, your reasons for applying, your salary range and notice period</td>
            </tr>
            <tr>
              <td>Hiring manager interview</td>
              <td>Whether you can do this job on this team</td>
              <td>Stories from your experience that match the main responsibilities</td>
            </tr>
            <tr>
              <td>Skills test or technical interview</td>
              <td>Hands-on ability: code, a case, a lesson, a clinical scenario</td>
              <td>Practise the task out loud, and explain your reasoning as you work</td>
            </tr>
            <tr>
              <td>Panel interview</td>
              <td>Consistency across several people’s questions</td>
              <td>Learn each panellist’s role; answer the person who asked, then include the others</td>
            </tr>
            <tr>
              <td>Presentation or case study</td>
              <td>Structured thinking and communication</td>
              <td>Rehearse to time, and prepare for questions on your assumptions</td>
            </tr>
          </tbody>
        </GuideTable>
      </>
    ),
  },
  {
    id: "research-the-employer",
    heading: "Research the employer and the role",
    content: (
      <>
        <p>
          Good research lets you give answers that fit this employer rather than any employer. An hour is usually enough if you spend it
          well. Look at:
        </p>
        <ul>
          <li>
            <strong>The job posting, again.</strong> Every responsibility listed is a likely question. Every requirement is something you
            should be ready to prove with an example.
          </li>
          <li>
            <strong>The employer’s own words:</strong> their website, recent news, annual report or mission statement, and what they publish
            about their teams.
          </li>
          <li>
            <strong>Their product or service.</strong> Use it, visit it or read its reviews, so you can talk about it as a customer would.
          </li>
          <li>
            <strong>The people.</strong> If you know who will interview you, read their public professional profiles to understand their
            roles. Do not mention personal details you happened to find.
          </li>
        </ul>
        <p>
          Write what you find on one page: what the organisation does, what seems to matter to them right now, why the role exists, and
          three reasons you want it. Those reasons become your answer to “Why do you want to work here?”
        </p>
        <VitaeTip>
          In the <ToolLink to="/job-tracker">job tracker</ToolLink>, each application keeps its job description, the letter you sent and
          your notes. Set its status to Interview when you are invited (or drag its card to that column on the board), and keep your
          research in its notes so everything is in one place on the day.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "tell-me-about-yourself",
    heading: "Prepare your answer to “Tell me about yourself”",
    content: (
      <>
        <p>
          Almost every interview opens with some version of this question. It is not an invitation to recite your life story; it is a chance
          to frame the conversation. A simple structure is <strong>present, past, future</strong>: what you do now, the experience that
          brought you here, and why this role is the natural next step. Aim for 60 to 90 seconds.
        </p>
        <SampleMessage caption="Example answer for a nurse moving into a specialist role">
          <p>
            “I’m a registered nurse on a busy 30-bed surgical ward, where I’ve worked for four years, mostly on post-operative care. Before
            that I trained at a teaching hospital, and during my placements I found I liked the intensity of acute care most. Over the last
            year I’ve been the ward’s link nurse for sepsis, which meant training colleagues and auditing our screening. That’s what drew me
            to this critical care role: I want to build on that acute experience in a unit with specialist training.”
          </p>
        </SampleMessage>
        <p>
          Notice what the answer does: it is specific, it shows a direction, and it ends by pointing at the job. Write yours down, then
          practise saying it until it sounds like you talking, not like you reading.
        </p>
      </>
    ),
  },
  {
    id: "star-method",
    heading: "Answer behavioural questions with STAR",
    content: (
      <>
        <p>
          Questions that start with “Tell me about a time when…” ask for evidence from your past. The STAR method keeps your answer focused
          and complete:
        </p>
        <ul>
          <li>
            <strong>Situation:</strong> the context, in one or two sentences.
          </li>
          <li>
            <strong>Task:</strong> what you were responsible for.
          </li>
          <li>
            <strong>Action:</strong> what <em>you</em> did, step by step. This is the longest part.
          </li>
          <li>
            <strong>Result:</strong> what happened, with a number if you have one, and what you learned.
          </li>
        </ul>
        <Comparison
          caption="“Tell me about a time you dealt with a difficult customer.”"
          weak="I deal with difficult customers all the time. I always stay calm and polite, and I try to solve their problems as quickly as I can. Customers usually leave happy."
          strong={
            <StarAnswer
              situation="A guest at our hotel had been double-booked on a fully booked weekend and was angry at the front desk."
              task="As duty manager, I had to find a solution that evening."
              action="I took him aside, apologised without excuses, and called two nearby partner hotels while he waited. I booked him a comparable room, arranged a taxi, and refunded his first night."
              result="He wrote to us afterwards to thank the team, and I suggested a daily overbooking check that we then used at the front desk."
            />
          }
          why="The weak answer describes a habit; it gives the interviewer nothing to believe. The STAR answer tells one real story, makes the candidate’s own actions clear, and ends with a result and a lesson."
        />
        <p>
          Prepare six to eight stories before any interview and you can adapt them to most questions. Cover a success you are proud of, a
          failure or mistake, a conflict with a colleague, a time you led without authority, a time you learned something quickly, and a
          time you handled pressure or a deadline. Say “I”, not “we”, when you describe your actions: the interviewer is hiring you, not
          your former team.
        </p>
      </>
    ),
  },
  {
    id: "difficult-questions",
    heading: "Handle the difficult questions",
    content: (
      <>
        <p>A few questions make most candidates uneasy. Each has a straightforward approach.</p>
        <h3>“What is your greatest weakness?”</h3>
        <p>
          Choose a real weakness that is not central to the job, and show what you are doing about it: “I used to say yes to every request,
          which put my own deadlines at risk. I now plan my week on Monday and agree priorities with my manager when something new comes
          in.” Avoid disguised strengths such as “I work too hard”.
        </p>
        <h3>“Why are you leaving your current job?”</h3>
        <p>
          Talk about what you are moving towards, not what you are escaping. Never criticise a former employer, however justified it feels;
          the interviewer will wonder what you would say about them.
        </p>
        <h3>A gap in your employment</h3>
        <p>
          Be brief and matter-of-fact. Caring for family, health, study, relocation or a difficult job market are all ordinary reasons. Say
          what you did to keep your skills current, then bring the conversation back to the role.
        </p>
        <h3>Salary expectations</h3>
        <p>
          Research the range for the role and location first, using published salary surveys, postings that show pay, and people in the
          field. Give a range whose lower end you would accept. Norms differ by country: in some places pay is discussed in the first call,
          in others only at the offer stage, and some regions require employers to publish a range. If you are asked too early, it is fine
          to say you would like to understand the role better first.
        </p>
      </>
    ),
  },
  {
    id: "questions-to-ask",
    heading: "Questions to ask the interviewer",
    content: (
      <>
        <p>
          “Do you have any questions for us?” is part of the interview. Good questions show that you are thinking about doing the job, not
          just getting it. Prepare five and ask two or three that the conversation has not already answered:
        </p>
        <ul>
          <li>What would you want the person in this role to have achieved in the first six months?</li>
          <li>What does a typical week look like for the team?</li>
          <li>What is the biggest challenge the team is facing right now?</li>
          <li>How do you support learning and development for people in this role?</li>
          <li>How will you measure success in this position?</li>
          <li>What are the next steps in the process, and when can I expect to hear back?</li>
        </ul>
        <p>Save questions about holidays, benefits and remote work for the recruiter or the offer stage, unless they raise them first.</p>
      </>
    ),
  },
  {
    id: "on-the-day",
    heading: "On the day: video, phone and in person",
    content: (
      <>
        <p>Small practical problems take attention away from your answers. Remove them in advance.</p>
        <ul>
          <li>
            <strong>Video:</strong> test the link, camera and microphone the day before. Sit facing a window or a lamp, put the camera at
            eye level, and close notifications. Keep a glass of water and your notes just off screen.
          </li>
          <li>
            <strong>Phone:</strong> stand or sit upright in a quiet room; your voice carries your energy. Have your resume and the posting
            in front of you.
          </li>
          <li>
            <strong>In person:</strong> plan the route, aim to arrive ten minutes early, and bring copies of your resume and something to
            take notes with. Be courteous to everyone you meet; receptionists are often asked for their impression.
          </li>
        </ul>
        <p>
          Before you begin, reread your one-page brief and your resume. Interviewers ask about what you wrote, so you should know every line
          of it and be ready to expand on any number you included.
        </p>
        <VitaeTip>
          Reviewing your resume against the job description before the interview shows which requirements your examples need to cover. The{" "}
          <ToolLink to="/optimize-resume">resume optimizer</ToolLink> lists the keywords from a job description that your resume is missing:
          a good list of topics to prepare a story for.
        </VitaeTip>
      </>
    ),
  },
  {
    id: "follow-up",
    heading: "After the interview: follow up and learn",
    content: (
      <>
        <p>
          Within a day, send a short thank-you email to the people you met, or to the recruiter who arranged the interview. It is a
          courtesy, and a chance to add one thing you forgot to say. Keep it to a few sentences and make it specific to the conversation.
        </p>
        <SampleMessage caption="Example follow-up email">
          <p>Subject: Thank you – Product Designer interview</p>
          <p>Dear Ms Okafor,</p>
          <p>
            Thank you for taking the time to talk with me today about the Product Designer role. I enjoyed hearing how your team is
            rebuilding the booking flow, and your point about testing with first-time users stayed with me.
          </p>
          <p>
            I forgot to mention that at my current company I ran five rounds of usability tests on our checkout, which reduced drop-offs at
            the payment step. I would be glad to share the case study if it is useful.
          </p>
          <p>I look forward to hearing about the next steps.</p>
          <p>
            Kind regards,
            <br />
            Daniel Reyes
          </p>
        </SampleMessage>
        <p>
          Then write down the questions you were asked and how you answered them, while you still remember. If you have not heard back by
          the date they gave you, one polite check-in email is appropriate.
        </p>
        <p>
          If the answer is no, thank them and ask whether they can share any feedback. Not everyone can, but those who do give you the most
          useful preparation for your next interview. Each interview you review makes the next one easier.
        </p>
        <VitaeTip>
          Update the application’s status in the <ToolLink to="/job-tracker">job tracker</ToolLink> (Applied, Interview, Offer or Rejected)
          and add the questions you were asked to its notes, so you can prepare for the next round.
        </VitaeTip>
      </>
    ),
  },
];

export function InterviewPreparationPage({ isSignedIn, onSignOut }: MarketingPageProps) {
  return (
    <ContentPage
      info={marketingPage("/interview-preparation")!}
      isSignedIn={isSignedIn}
      onSignOut={onSignOut}
      eyebrow="Guide"
      heading="Interview preparation, step by step"
      lead="What to research, how to answer “Tell me about yourself” and behavioural questions with the STAR method, what to ask, and how to follow up afterwards, with examples you can adapt."
    >
      <GuideArticle sections={sections} />
      <GuideClosing heading="Keep every interview organised" isSignedIn={isSignedIn} to="/job-tracker" label="Open the job tracker">
        Track each application from Applied to Offer, with the job description, your letter and your preparation notes kept together.
      </GuideClosing>
    </ContentPage>
  );
}
