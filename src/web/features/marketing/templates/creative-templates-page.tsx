import type { MarketingPageProps } from "../pages/marketing-pages";
import { StyleTemplatesPage } from "./style-templates-page";

const advice = [
  {
    id: "who-it-suits",
    heading: "Who a creative resume suits",
    content: (
      <>
        <p>
          A creative layout suits roles where taste is part of the job: graphic, product and brand design, illustration, marketing, content
          and social media, advertising, events, and the media and entertainment industries. For these readers the resume itself is a first
          small sample of your judgement.
        </p>
        <p>
          Personality should never cost clarity. A hiring manager still needs to find your last role, your dates and your skills in a few
          seconds. If you are applying to a conservative employer, even for a creative role, consider a modern or professional layout and
          let your portfolio carry the colour.
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
          Put your portfolio where nobody can miss it: add its address as your website in the personal details, and every layout on this
          page prints it with your other contact details. Follow with a short summary in your own voice that says what kind of work you do
          and for whom.
        </p>
        <ul>
          <li>Under each role, name the work: campaigns, products, brands, publications, audiences.</li>
          <li>Show outcomes where you have them, such as reach, engagement, conversion or awards, and leave them out where you do not.</li>
          <li>Use the projects section for briefs you are proud of, including personal and freelance work.</li>
          <li>List tools by name (Figma, Adobe Creative Cloud, Webflow) in your skills, since job adverts ask for them by name.</li>
        </ul>
      </>
    ),
  },
  {
    id: "length",
    heading: "How long it should be",
    content: (
      <p>
        One page. A creative resume is an invitation to look at your portfolio, not a replacement for it, so choose the three or four roles
        and projects that best show your range and let the rest live online. If a page runs long, cut adjectives before achievements. Fit to
        one page in the editor can close a small gap by tightening spacing within limits the layout sets.
      </p>
    ),
  },
  {
    id: "fonts-and-colour",
    heading: "Fonts and colour",
    content: (
      <>
        <p>
          Each creative layout brings its own palette, so choose the one closest to your work rather than fighting it. Creative uses vibrant
          orange accents in a structured page; Bold sets oversized headings in strong colour blocks; Infographic adds skill bars and graphic
          section markers; Creative CV with Photo frames your portrait with bold accents.
        </p>
        <p>
          Because the design is already expressive, keep your writing plain: short sentences, no decorative symbols in the text, and the
          same date format throughout. Contrast between the layout and calm copy is what makes a creative resume look confident rather than
          busy.
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
          Agencies and large brands often use an applicant tracking system. Colour and shapes are invisible to it; only the text counts.
          Vitae prints every template to a PDF with a real text layer, so your words reach the system as you typed them.
        </p>
        <ul>
          <li>Name every skill in words; a bar or a dot shows a level to a person, not to a system.</li>
          <li>Keep your job titles recognisable. Say Graphic Designer rather than Visual Wizard.</li>
          <li>Put the portfolio address in the website field so it is printed as text rather than hidden in a picture.</li>
        </ul>
        <p>
          The resume optimizer's <em>What an ATS reads</em> shows the text a system takes from your resume, so you can see what the design
          leaves behind before you apply.
        </p>
      </>
    ),
  },
];

/** /templates/creative */
export function CreativeTemplatesPage(props: MarketingPageProps) {
  return (
    <StyleTemplatesPage
      {...props}
      style="creative"
      heading="Creative resume templates"
      lead={<p>Colour, bold type and a layout with personality, for design, marketing and media roles, still built to be read.</p>}
      advice={advice}
    />
  );
}
