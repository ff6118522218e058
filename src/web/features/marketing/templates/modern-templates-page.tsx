import type { MarketingPageProps } from "../pages/marketing-pages";
import { StyleTemplatesPage } from "./style-templates-page";

const advice = [
  {
    id: "who-it-suits",
    heading: "Who a modern resume suits",
    content: (
      <>
        <p>
          A modern layout suits people applying to teams that move quickly and read most applications on a screen: software and data roles,
          product and UX, digital marketing, start-ups and scale-ups, and any company that describes itself as a technology business. It
          signals that you are current without asking the reader to decode anything unusual.
        </p>
        <p>
          If you are applying to a law firm, a bank, a government body or a university, a professional layout is usually the safer choice.
          The content below still applies; only the styling changes, and you can switch templates in the editor at any time without retyping
          anything.
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
          Recruiters for these roles scan for two things: what you do now and what you have shipped. Open with a summary of two or three
          sentences that names the role you want and the strongest evidence you have for it. Then comes experience, most recent first.
        </p>
        <ul>
          <li>Start each bullet with a verb (built, led, reduced, launched) and end it with the result.</li>
          <li>Use numbers you can explain in an interview: users, latency, revenue, time saved, team size.</li>
          <li>Group skills by kind (languages, frameworks, tools) so a reader can match them to the job quickly.</li>
          <li>Add projects when they show something your jobs do not, such as an open-source contribution or a side product.</li>
        </ul>
        <p>
          The Technical layout gives the tech stack a prominent block of its own, which helps engineers whose tools are the first thing a
          hiring manager checks.
        </p>
      </>
    ),
  },
  {
    id: "length",
    heading: "How long it should be",
    content: (
      <p>
        One page is right for most people with fewer than ten years of experience; two pages are fine when every line earns its place. Cut
        older roles down to a line or two rather than dropping them. If you are a few lines over, turn on Fit to one page in the editor: it
        tightens spacing and type within limits each layout sets, and tells you when the content is simply too long to fit, so you know it
        is time to edit rather than squeeze.
      </p>
    ),
  },
  {
    id: "fonts-and-colour",
    heading: "Fonts and colour",
    content: (
      <>
        <p>
          The modern layouts are set in Inter, a sans-serif drawn for screens, so they stay crisp in a PDF viewer and on a phone. Colour
          belongs to each layout rather than being something you tune: Modern has a blue header band, Technical a dark developer theme,
          Infographic skill bars and graphic section markers, and Minimalist almost no colour at all. Choose the one whose accent fits the
          company you are applying to.
        </p>
        <p>Whatever the layout, let the words carry the emphasis. Bold belongs to names, titles and dates, not to whole sentences.</p>
      </>
    ),
  },
  {
    id: "ats-notes",
    heading: "ATS notes",
    content: (
      <>
        <p>
          Applicant tracking systems read text, not design. Every Vitae template exports to a PDF with a real text layer, so the words you
          type are the words a system extracts. A few habits keep a modern resume easy to read:
        </p>
        <ul>
          <li>Spell each skill out in words, even in layouts that also show it visually.</li>
          <li>Keep job titles and dates as plain text in their own fields, as the editor asks for them.</li>
          <li>Use the words of the job description where they honestly describe your work.</li>
        </ul>
        <p>
          Before you apply, open the resume optimizer: it gives an ATS score, lists keywords of the job description your resume does not use
          yet, and shows in <em>What an ATS reads</em> the text a system would take from your PDF, in order.
        </p>
      </>
    ),
  },
];

/** /templates/modern */
export function ModernTemplatesPage(props: MarketingPageProps) {
  return (
    <StyleTemplatesPage
      {...props}
      style="modern"
      heading="Modern resume templates"
      lead={<p>Clean lines, generous space and a single confident accent: layouts for tech, start-ups and fast-moving teams.</p>}
      advice={advice}
    />
  );
}
