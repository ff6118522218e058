import "./lib/zod-without-eval";
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient, Providers } from "./app/providers";
import { AppRoutes } from "./app/routes";
import { readServerState } from "./app/server-state";
import "./index.css";

const queryClient = createQueryClient();
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState);

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A page the server rendered (the marketing pages, a public profile) is hydrated, any other drawn.
// The hydration is a transition, as React Router's own entry does it: React then works in slices
// and lets the browser answer input and paint in between, instead of holding the main thread for
// the whole page (on a phone, long enough to be felt); the page is already on screen meanwhile.
const root = document.getElementById("root")!;
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
