import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { templateCounts } from "./src/web/lib/template-ids.ts";
import { fitScaleCss } from "./src/web/templates/fit/fit-scale-css.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);

/** index.html says how many templates there are: the catalogue's count, put in at build and dev time. */
export function withTemplateCount(html: string): string {
  return html.replaceAll("%TEMPLATE_COUNT%", String(templateCounts.all));
}

const templateCount: Plugin = { name: "vitae-template-count", transformIndexHtml: withTemplateCount };

export default defineConfig({
  plugins: [react(), tailwindcss(), templateCount],
  // Runs on Tailwind's output: the layouts' sizes follow the sheet's 'Fit to one page' scales (decision 010).
  css: { postcss: { plugins: [fitScaleCss()] } },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // A font subset loads only when a page shows one of its characters: inlined into the CSS, every
    // small subset would weigh on every page.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // The app, and the print entry the PDF renderer and the print fallback load (no app shell).
    rolldownOptions: {
      input: { app: "index.html", print: "print.html" },
    },
  },
  // The server-rendering bundle (src/web/entry-server.tsx, built into dist/ssr) carries its
  // packages, so it runs wherever the server runs, with production dependencies only.
  ssr: { noExternal: true },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/files": `http://127.0.0.1:${apiPort}`,
    },
  },
});
