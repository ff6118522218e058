/**
 * The marketing pages linked from the footer (seed 000, section 2): each page's path, its title and
 * description for the browser tab, search engines and link previews, and its footer place. Pages
 * are added here as they ship, so the footer never links to a page that does not exist; the routes,
 * the footer, the pre-rendered HTML and sitemap.xml all read this list.
 */
export type FooterGroup = "Build" | "Templates" | "Resources" | "Company";

export interface MarketingPageInfo {
  path: string;
  /** The whole tab title, brand included. */
  title: string;
  /** One or two sentences, about 150 characters: search results and link previews show it. */
  description: string;
  group: FooterGroup;
  /** The footer link's text. */
  label: string;
}

/** What every marketing page is given by the app: whether the visitor is signed in, and how to sign out. */
export interface MarketingPageProps {
  isSignedIn: boolean;
  onSignOut: () => void;
}

export const FOOTER_GROUPS: readonly FooterGroup[] = ["Build", "Templates", "Resources", "Company"];

export const MARKETING_PAGES: readonly MarketingPageInfo[] = [
  // Build: the tools

  // Templates

  // Resources: examples and guides
  {
    path: "/resume-examples",
    title: "Resume Examples for 8 Professions | Vitae",
    description:
      "Complete sample resumes for engineering, nursing, teaching, sales, design, finance, hospitality and graduates. Open any in the editor and make it yours.",
    group: "Resources",
    label: "Resume Examples",
  },
  {
    path: "/cv-examples",
    title: "CV Examples with Photo Templates | Vitae",
    description:
      "Complete sample CVs for eight professions from the UK, Ireland, Canada, Australia and France, in CV-with-photo templates, ready to edit.",
    group: "Resources",
    label: "CV Examples",
  },

  // Company
];

export const marketingPage = (path: string): MarketingPageInfo | undefined => MARKETING_PAGES.find((page) => page.path === path);
