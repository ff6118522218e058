import { useEffect } from "react";
import { templateCounts } from "./template-ids";

/** What a page tells the browser tab, search engines and link previews. */
export interface PageMeta {
  /** The whole tab title, brand included. */
  title: string;
  /** One or two sentences, about 150 characters: search results and link previews show it. */
  description: string;
}

/** The app's own title and description, as index.html has them: every page without its own shows these. */
export const APP_META: PageMeta = {
  title: "Vitae — Resume & CV Builder",
  description: `Vitae builds resumes and CVs with a live A4 preview, ${templateCounts.all} templates, PDF export and AI career tools.`,
};

/**
 * Gives the page its tab title and meta description while it is shown, and the app's own when it
 * goes: the server-rendered HTML already carries both for search engines and link previews
 * (entry-server.tsx); this keeps them right as the visitor moves between pages in the app.
 */
export function useDocumentMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      document.title = APP_META.title;
      if (meta) meta.content = APP_META.description;
    };
  }, [title, description]);
}
