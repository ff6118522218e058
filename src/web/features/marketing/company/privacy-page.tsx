import { Link } from "react-router";
import { ContentPage } from "../components/content-page";
import { GuideArticle, type GuideSection } from "../components/guide-article";
import { GuideTable } from "../guides/guide-parts";
import { marketingPage } from "../pages/marketing-pages";

/**
 * The privacy policy, written from what the software does (issue 14): each fact here has its place in
 * the code (the tables of src/server/db/schema.ts, the auth configuration, the request log, the AI
 * provider chain, the browser storage of src/web/lib). A change there that this page describes must
 * change the page too.
 */
/** The cookie and the browser storage keys of the web app (src/web/lib, the dashboard's interview, the tracker's view). */
const browserStorage: Array<{ name: string; kind: string; holds: string; kept: string }> = [
  {
    name: "better-auth.session_token",
    kind: "Cookie",
    holds: "Your session, so you stay signed in. Scripts cannot read it.",
    kept: "7 days, extended as you use the site; removed when you sign out.",
  },
  {
    name: "vitae.drafts",
    kind: "Local storage",
    holds: "Edits the server has not saved yet, such as a resume still below the 80% completion needed to save.",
    kept: "Until the server has the same content.",
  },
  {
    name: "vitae.editor.current",
    kind: "Session storage",
    holds: "The resume open in this tab’s editor, so a reload restores it.",
    kept: "Until the tab is closed.",
  },
  {
    name: "vitae.interview",
    kind: "Session storage",
    holds: "Your answers to the AI interview in progress.",
    kept: "Until the interview ends or the tab is closed.",
  },
  {
    name: "vitae.chosen-example",
    kind: "Local storage",
    holds: "An example resume you chose before signing in, to open it afterwards.",
    kept: "An hour at most.",
  },
  {
    name: "vitae.import-review.<resume id>",
    kind: "Local storage",
    holds: "Lines of an imported resume that could not be placed, and the fields to check, for you to review in the editor.",
    kept: "Until you have reviewed them.",
  },
  {
    name: "vitae.tracker.view",
    kind: "Local storage",
    holds: "Whether the job tracker shows a list or a board.",
    kept: "Until you clear your browser’s storage.",
  },
];

const sections: GuideSection[] = [
  {
    id: "who-is-responsible",
    heading: "Who is responsible",
    content: (
      <>
        <p>
          Vitae is self-hosted software: whoever runs this site installed it on a server they control, chose where its data lives and which
          outside services it uses. That person or organisation, the site’s operator, is responsible for your data here, and they are the
          people to ask about it through the <Link to="/contact">contact page</Link>.
        </p>
        <p>
          This page describes what the software itself keeps and sends. An operator can add to that with their own arrangements, such as
          backups of the server, the company that hosts it or the mail service it uses; if they do, they should tell you.
        </p>
      </>
    ),
  },
  {
    id: "what-is-kept",
    heading: "What this site keeps",
    content: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>Your email address, whether you have confirmed it, and when the account was created and last changed.</li>
          <li>A name: sign-up stores your email address as the account’s name.</li>
          <li>
            Your password, only as a one-way hash (scrypt, through the Better Auth library). Nobody can read the password back from it.
          </li>
          <li>Whether you are an administrator, and whether an administrator has disabled your sign-in.</li>
          <li>Your profile settings: the username you chose (if any), whether your profile is public, and your profile image.</li>
        </ul>
        <h3>Your sessions</h3>
        <p>
          Each browser you sign in with gets a session: a random token, its expiry time, the network address the sign-in came from, your
          browser’s user agent (its name and version), and when the session was created and last extended. Links sent by email to confirm
          your address or reset your password are one-time tokens kept until they are used or expire after an hour.
        </p>
        <h3>What you create</h3>
        <ul>
          <li>
            <strong>Resumes:</strong> everything you write in the editor, including the contact details you add, with the resume’s title,
            template and save times.
          </li>
          <li>
            <strong>Images:</strong> the photo of a CV template and your profile image. They are re-encoded when uploaded, which strips
            their metadata, such as the camera and the location a photo was taken. Each user has room for 25 MB of images.
          </li>
          <li>
            <strong>Cover letters you save:</strong> the job title, company, job description, the letter and the resume it was written from.
          </li>
          <li>
            <strong>Job applications you track:</strong> the job title, company, job description, the application letter, salary
            expectation, availability date, status, your notes and the resume used.
          </li>
        </ul>
        <p>A resume you upload to import or revamp is read in the server’s memory to fill in your resume; the file itself is not stored.</p>
        <h3>Records of use</h3>
        <ul>
          <li>
            <strong>AI requests:</strong> for each use of an AI tool, which tool it was, which provider answered, whether it succeeded, how
            long it took and when. Not the text you sent, nor the answer.
          </li>
          <li>
            <strong>PDF exports:</strong> whether a resume or a letter was exported, whether it succeeded, how long rendering took and when.
            The PDF goes to your browser and is not kept.
          </li>
          <li>
            <strong>Active days:</strong> the dates (in UTC) on which you used the site while signed in.
          </li>
        </ul>
        <p>These records let the site enforce its limits and give administrators totals, such as how many people were active this month.</p>
        <h3>Protection against abuse</h3>
        <p>
          To limit password guessing, mail floods and overuse, the site counts attempts per email address, network address or account:
          sign-ins, emails asked for, uploads, AI requests, PDF rendering time and contact messages. The counters store a one-way hash of
          the email, address or account id, never the value itself, and are deleted when their window ends, within an hour. Better Auth’s
          own short-term limiter also keeps, for each network address and sign-in route, a count and the time of the last request.
        </p>
        <h3>Emails and server logs</h3>
        <p>
          The site sends email to confirm your address, to reset your password, to tell you when someone tried to sign up with your address,
          and to deliver contact form messages. Mail goes through the mail server the operator set up; without one, each mail is written to
          a file in the site’s data folder and its link to the server’s log, where the operator reads it.
        </p>
        <p>
          For every request the server logs its method, its path (with password-reset tokens removed), its status and how long it took, and
          for every mail the recipient and subject. Errors are logged with their details. These log lines do not include your network
          address. How long logs are kept depends on how the operator runs the server.
        </p>
      </>
    ),
  },
  {
    id: "where-it-is-kept",
    heading: "Where it is kept",
    content: (
      <>
        <p>Everything stays in the systems the operator runs or chose for this site:</p>
        <ul>
          <li>
            <strong>The database</strong> of this site: a SQLite file in the site’s data folder, or a PostgreSQL database.
          </li>
          <li>
            <strong>File storage</strong> for images: a folder on the server, or an S3-compatible storage bucket (such as Amazon S3, MinIO
            or Cloudflare R2).
          </li>
          <li>
            <strong>PDF rendering</strong> runs in a browser on the server, or in a separate browser service the operator connected. Your
            resume is sent there to be printed and nothing is kept.
          </li>
        </ul>
        <p>
          The software sends your data to no company of its own: there is no central Vitae service behind this site. The exceptions are the
          services the operator chose: the mail server, the storage bucket, the PDF browser service and an AI provider, described next.
        </p>
      </>
    ),
  },
  {
    id: "ai-tools",
    heading: "The AI tools",
    content: (
      <>
        <p>
          Every AI tool (such as the interview, resume import, cover letters, application letters, the resume and LinkedIn optimizers, the
          CV revamp) is answered either by the engine built into Vitae or by an AI provider the operator configured.
        </p>
        <ul>
          <li>
            <strong>The built-in engine</strong> runs on this server. When the site uses only it, which is how Vitae starts unless the
            operator sets it up otherwise, nothing you send to an AI tool leaves the server.
          </li>
          <li>
            <strong>An AI provider</strong> (an OpenAI-compatible service, such as OpenAI or OpenRouter, a model server the operator runs
            themselves, or Anthropic) receives the text of your request: the resume the tool works on, including the contact details in it,
            the job description you pasted, your interview answers, or the text read from a resume you uploaded. Images themselves are not
            sent. What the provider keeps, and for how long, is set by its own terms and the operator’s agreement with it.
          </li>
        </ul>
        <p>
          The site keeps only the record of each request described above, not the text. Whatever an AI tool produces stays on your screen
          until you save it.
        </p>
      </>
    ),
  },
  {
    id: "who-sees-it",
    heading: "Who can see it",
    content: (
      <>
        <ul>
          <li>
            <strong>You.</strong> Your resumes, letters and applications are shown only to you; the server checks who is asking on every
            request.
          </li>
          <li>
            <strong>Anyone, if you make your profile public.</strong> In <Link to="/settings">Settings</Link> you can choose a username and
            turn on “Make Profile Public”. Then anyone can open your page at this site’s address followed by your username. It shows your
            username, your profile image and your most recently updated resume in full, contact details included. Turning it off takes the
            page and the profile image off the web.
          </li>
          <li>
            <strong>Anyone with a photo’s address.</strong> A resume photo is stored under a long random address so that PDFs and your
            public page can show it; someone who has that address can open the image.
          </li>
          <li>
            <strong>The site’s administrators</strong> see, in their dashboard, each user’s username, email address, sign-up date and number
            of resumes; for one user, whether the email is confirmed, whether they are an administrator or disabled, their last activity and
            the titles, templates and save dates of their resumes; and totals over all users. The dashboard does not show what your resumes,
            letters or applications say.
          </li>
          <li>
            <strong>The operator</strong>, like the operator of any website, can read the database and the files on the servers they run.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies-and-storage",
    heading: "Cookies and browser storage",
    content: (
      <>
        <p>
          The site sets one cookie, and only when you sign in. It also keeps a few things in your browser’s own storage so that you lose no
          work; this never leaves your device unless you save it.
        </p>
        <GuideTable caption="The cookie and the browser storage this site uses">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">What it holds, and for how long</th>
            </tr>
          </thead>
          <tbody>
            {browserStorage.map((item) => (
              <tr key={item.name}>
                <td>
                  <code>{item.name}</code>
                  <br />
                  <span className="text-slate-500">{item.kind}</span>
                </td>
                <td>
                  {item.holds}
                  <br />
                  <span className="text-slate-500">{item.kept}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </GuideTable>
        <p>
          On a site served over HTTPS the cookie’s name starts with <code>__Secure-</code>. There are no analytics, advertising or tracking
          scripts, and no third-party cookies: fonts, styles and scripts come from this site itself.
        </p>
      </>
    ),
  },
  {
    id: "how-long",
    heading: "How long it is kept",
    content: (
      <ul>
        <li>
          <strong>Your account and everything you create</strong> stay until you delete them or your account is deleted.
        </li>
        <li>
          <strong>Sessions</strong> expire 7 days after they were last extended (using the site extends a session, at most once a day), and
          signing out ends every session of your account at once.
        </li>
        <li>
          <strong>Email links</strong> expire after an hour, and <strong>abuse counters</strong> when their window ends, within an hour.
        </li>
        <li>
          <strong>Images</strong> no resume or profile uses any more are deleted: a replaced photo or profile image, the photo of a deleted
          resume.
        </li>
        <li>
          <strong>Records of use</strong> (AI requests, PDF exports, active days) stay while your account exists and go with it.
        </li>
        <li>
          <strong>Logs, mails and backups</strong> are kept as long as the operator keeps them.
        </li>
      </ul>
    ),
  },
  {
    id: "export",
    heading: "Export your data",
    content: (
      <>
        <p>
          On your <Link to="/dashboard">dashboard</Link>, each resume’s Download menu offers “Download PDF” and “Export JSON (JSON Resume)”,
          a standard format that other resume tools can import and that you can import back into Vitae. Saved cover letters can be copied or
          downloaded as PDF from the cover letter tool, and the details of each tracked application are shown in the job tracker.
        </p>
        <p>
          For a copy of everything the site keeps about you, including the records described above, write to the operator through the{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
  {
    id: "delete",
    heading: "Delete your data",
    content: (
      <>
        <p>
          You can delete any resume from your dashboard, saved cover letters from “My cover letters”, and tracked applications in the job
          tracker. Deleting a resume also deletes its photo, unless another of your resumes shows it. Your profile goes private when you
          turn off “Make Profile Public”.
        </p>
        <p>
          To delete your whole account, ask the site’s administrator through the <Link to="/contact">contact page</Link>, signed in or from
          your account’s email address so they know the request is yours. Today only an administrator can delete an account. Deleting it
          removes, in one step, your account, sessions, profile, resumes, cover letters, applications, records of use and every image you
          uploaded.
        </p>
      </>
    ),
  },
  {
    id: "questions",
    heading: "Questions and changes",
    content: (
      <p>
        Questions about your data, or a request to see, correct or delete it, go to the operator through the{" "}
        <Link to="/contact">contact page</Link>. This page describes the Vitae software as this site runs it; when a new version changes
        what is kept or sent, the page changes with it.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <ContentPage
      info={marketingPage("/privacy")!}
      eyebrow="Company"
      heading="Privacy policy"
      lead="What this site keeps about you, where it is kept, who can see it, what goes to an AI provider, how long it stays, and how to export or delete it, in plain words."
    >
      <GuideArticle sections={sections} />
    </ContentPage>
  );
}
