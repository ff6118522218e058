import { Link } from "react-router";
import { AI_LIMITS } from "#shared/ai";
import { CONTACT_LIMITS } from "#shared/api/contact";
import { IMAGE_STORAGE_QUOTA_BYTES, MAX_IMAGE_BYTES, RESUME_LIMITS } from "#shared/limits";
import { MAX_PDF_PAGES } from "#shared/pdf-limits";
import { ContentPage } from "../components/content-page";
import { GuideArticle, type GuideSection } from "../components/guide-article";
import { GuideTable } from "../guides/guide-parts";
import { marketingPage } from "../pages/marketing-pages";

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * The limits the server enforces, as a user meets them. The numbers come from the shared limits
 * where the web can read them; the rest are the server's (AI_HOURLY_LIMIT's default, decision 008's
 * sign-in and mail throttles, the PDF render budget) and must follow them.
 */
const limits: Array<[string, string]> = [
  ["AI requests", "100 per hour per account, unless this site’s operator set another number"],
  ["Resume uploads and CV revamps", `one every ${AI_LIMITS.heavyRequestIntervalSeconds} seconds`],
  ["Uploaded resume files", `${megabytes(AI_LIMITS.uploadBytes)} each; PDF, DOCX, DOC or plain text`],
  ["Images", `${megabytes(MAX_IMAGE_BYTES)} each, ${megabytes(IMAGE_STORAGE_QUOTA_BYTES)} in all per account`],
  ["PDF export", `${MAX_PDF_PAGES} pages per document, and 2 minutes of rendering time per 10 minutes`],
  [
    "Resume text",
    `${RESUME_LIMITS.description.toLocaleString("en")} characters per summary or description, ${RESUME_LIMITS.listEntries} entries per section`,
  ],
  ["Sign-in", "5 failed attempts per email address in 15 minutes"],
  ["Emails asked for (confirmation, password reset)", "5 per email address per hour"],
  ["Contact messages", `${CONTACT_LIMITS.perAddressPerHour} per network address per hour`],
];

const sections: GuideSection[] = [
  {
    id: "about-these-terms",
    heading: "About these terms",
    content: (
      <>
        <p>
          This site runs Vitae, a resume and CV builder that anyone can install and run on their own server. The person or organisation who
          runs this site, its operator, offers it to you on these terms. They are written in plain language on purpose: if something is
          unclear, ask through the <Link to="/contact">contact page</Link>.
        </p>
        <p>
          By creating an account or using the site you agree to these terms. How your data is handled is described in the{" "}
          <Link to="/privacy">privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "the-service-and-fees",
    heading: "The service and any fees",
    content: (
      <>
        <p>
          You may use the resume builder, the templates, PDF export and the AI career tools as this site’s operator runs them. Which AI
          provider answers, and how much the site allows, is the operator’s choice.
        </p>
        <p>
          Vitae itself has no payment system: it takes no payments and stores no card details. The landing page shows lifetime access for a
          one-time $1.40; whether this site charges anything, how you pay and what you get for it are set by its operator, who will tell you
          before asking for money. “Lifetime” can only mean for as long as this site runs.
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    heading: "Your content is yours",
    content: (
      <>
        <p>
          What you write and upload (resumes, photos, cover letters, applications and notes) belongs to you. You give this site only the
          permission it needs to work for you: to store your content, to process it when you ask (printing a PDF, or sending it to the AI
          provider when you use an AI tool), and to show it where you choose, such as your public profile page if you turn it on.
        </p>
        <p>
          You are responsible for what you put in: that it is true, and that you may use it (a photo of yourself, not someone else’s). You
          can export your resumes and delete your content at any time; the <Link to="/privacy">privacy policy</Link> says how.
        </p>
      </>
    ),
  },
  {
    id: "your-account",
    heading: "Your account",
    content: (
      <ul>
        <li>Sign up with an email address you own and confirm it; the account is for one person.</li>
        <li>
          Keep your password to yourself. If you think someone else has it, reset it with “Forgot password?” on the sign-in page, which also
          signs out every browser.
        </li>
        <li>You are responsible for what is done with your account.</li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    heading: "Acceptable use",
    content: (
      <>
        <p>Use the site for your own job search and career documents. Do not:</p>
        <ul>
          <li>
            store or publish anything unlawful, such as someone else’s personal data without their consent, hateful or harassing content, or
            material that infringes others’ rights;
          </li>
          <li>use the site to impersonate someone or to make false documents for others to deceive an employer;</li>
          <li>send spam or abuse through the contact form or the emails the site sends;</li>
          <li>try to reach other users’ data, break the site’s security, or upload files meant to harm it;</li>
          <li>
            overload the site or get around its limits, for example with scripts, many accounts, or by using the AI tools as a free
            general-purpose AI service.
          </li>
        </ul>
        <p>The server enforces these limits for everyone, so the site stays fast and its costs stay fair:</p>
        <GuideTable caption="The limits this site enforces">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Limit</th>
            </tr>
          </thead>
          <tbody>
            {limits.map(([what, limit]) => (
              <tr key={what}>
                <td>{what}</td>
                <td>{limit}</td>
              </tr>
            ))}
          </tbody>
        </GuideTable>
        <p>When you reach a limit the site tells you how long to wait.</p>
      </>
    ),
  },
  {
    id: "check-ai-output",
    heading: "Check what the AI writes",
    content: (
      <>
        <p>
          The AI tools draft and score; they do not know you. Their output can be wrong: a skill you do not have, a date or a number that is
          off, a keyword score that misjudges what an employer looks for. This is true of the built-in engine and of any AI provider.
        </p>
        <p>
          Read everything before you use it, correct it, and send only what is true about you. What you send to an employer is your
          responsibility, not the tool’s.
        </p>
      </>
    ),
  },
  {
    id: "no-guarantee",
    heading: "No guarantee of a job",
    content: (
      <p>
        Vitae helps you write clearer applications and keep track of them. It cannot promise interviews or offers: hiring decisions are made
        by employers, for reasons no tool controls. Advice on this site, in the guides and in the tools, is general information, not
        professional career or legal advice.
      </p>
    ),
  },
  {
    id: "availability",
    heading: "Availability, as is",
    content: (
      <>
        <p>
          The site is provided as it is and as available. The operator aims to keep it running and your data safe, but it may be down for
          maintenance or failures, features may change, and the operator may stop running it. Keep your own copy of anything important:
          download your resumes as PDF or JSON Resume from your dashboard.
        </p>
        <p>
          As far as the law allows, neither the operator nor the authors of the Vitae software are liable for losses that come from using
          the site or from being unable to use it. Nothing in these terms takes away rights you have by law that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: "suspension",
    heading: "Suspension and deletion of accounts",
    content: (
      <>
        <p>
          The site’s administrators can disable an account’s sign-in and can delete an account with everything it holds. They may do so when
          an account breaks these terms or the law, or to protect the site and its users. A disabled account sees “This account has been
          disabled. Contact the site’s administrator.” when signing in; if you think it is a mistake, write through the{" "}
          <Link to="/contact">contact page</Link>.
        </p>
        <p>
          You can stop using the site at any time, and ask the administrator through the contact page to delete your account and its data.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    heading: "Changes to these terms",
    content: (
      <p>
        The operator may change these terms, for example when a new version of Vitae adds a feature or a limit changes. This page always
        shows the current terms. Using the site after a change means you accept the new terms; if you do not, stop using it and ask for your
        account to be deleted.
      </p>
    ),
  },
  {
    id: "contact",
    heading: "Contact",
    content: (
      <p>
        Questions about these terms, your account or your data go to the operator of this site through the{" "}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <ContentPage
      info={marketingPage("/terms")!}
      eyebrow="Company"
      heading="Terms of use"
      lead="The rules of this site in plain language: what you may do with it, what stays yours, the limits everyone shares, and what nobody can promise."
    >
      <GuideArticle sections={sections} />
    </ContentPage>
  );
}
