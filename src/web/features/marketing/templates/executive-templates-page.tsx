import type { MarketingPageProps } from "../pages/marketing-pages";
import { StyleTemplatesPage } from "./style-templates-page";

const advice = [
  {
    id: "who-it-suits",
    heading: "Who an executive resume suits",
    content: (
      <>
        <p>
          An executive layout is for people who lead: directors, heads of department, vice presidents, general managers, partners, founders
          and board members, and senior specialists applying for roles where judgement and scope matter more than tasks. It is also the
          right shape for interim and non-executive applications, and for a long career that needs summarising with care.
        </p>
        <p>
          The readers are chairs, chief executives and executive search consultants. They want to understand in half a minute what you have
          been accountable for and what changed because of you.
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
          Open with an executive summary of three to four lines: your level, your sector, the size of what you have led, and the two or
          three outcomes that define your record. The Executive layout gives this summary and a core competencies block the top of the page,
          under a dark name header.
        </p>
        <ul>
          <li>For each role, state the scope first: people, budget, revenue, markets or sites.</li>
          <li>Then give three or four results that a board would recognise: growth, turnaround, integration, cost, risk, culture.</li>
          <li>Compress roles older than fifteen years into a short earlier-career line.</li>
          <li>Include board seats, advisory roles and relevant qualifications, but leave out routine training.</li>
        </ul>
      </>
    ),
  },
  {
    id: "length",
    heading: "How long it should be",
    content: (
      <p>
        Two pages is the norm at this level, and three can be justified for a senior academic or public appointment. What must fit on page
        one is the summary and your current or most recent role. If you want a long career on one page, Compact uses tight spacing made for
        exactly that, and Fit to one page in the editor can tighten any layout within the limits it sets. The preview shows the real page
        breaks as you write.
      </p>
    ),
  },
  {
    id: "fonts-and-colour",
    heading: "Fonts and colour",
    content: (
      <>
        <p>
          Authority comes from restraint. The executive layouts use a dark, commanding header or a serif face, with little colour: Classic
          and Elegant CV with Photo set headings in Source Serif 4 for a traditional, printed feel, while Executive, Corporate and Compact
          use the sans-serif Inter in a formal structure. Executive CV with Photo adds a prominent portrait for markets where a photo is
          expected.
        </p>
        <p>Let the numbers stand out by being specific, not by being bold. A reader trusts a resume that looks calm.</p>
      </>
    ),
  },
  {
    id: "ats-notes",
    heading: "ATS notes",
    content: (
      <>
        <p>
          Executive search firms and large employers still load applications into an applicant tracking system. Every Vitae template exports
          to a PDF with real, selectable text, so a system reads your words in order.
        </p>
        <ul>
          <li>
            Use titles the market recognises (Chief Financial Officer, Director of Operations), adding your internal title if it differs.
          </li>
          <li>Write the competencies in the job specification in the same words, where they are true of you.</li>
          <li>Keep each date range in its field so your tenure is read correctly.</li>
        </ul>
        <p>
          The resume optimizer gives an ATS score and shows what an ATS reads from your PDF, so you can check the executive summary arrives
          intact.
        </p>
      </>
    ),
  },
];

/** /templates/executive */
export function ExecutiveTemplatesPage(props: MarketingPageProps) {
  return (
    <StyleTemplatesPage
      {...props}
      style="executive"
      heading="Executive resume templates"
      lead={<p>Commanding headers, an executive summary and room for a long career, for directors, partners and senior leaders.</p>}
      advice={advice}
    />
  );
}
