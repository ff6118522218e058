import { useEffect } from "react";

/**
 * Gives the page its tab title and meta description while it is shown, and puts back what the
 * page before had (the app's own, from index.html) when it goes: the pre-rendered HTML already
 * carries both for search engines and link previews; this keeps them right as the visitor moves
 * between pages in the app.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}
