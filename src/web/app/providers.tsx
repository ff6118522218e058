import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { useToasterNeeded } from "../lib/toaster-demand";

// Loaded once a page imports `toast` (toaster-demand.ts): a toast raised before the Toaster mounts
// is shown when it does (sonner replays the active ones).
const Toaster = lazy(() => import("../components/ui/toaster").then((module) => ({ default: module.Toaster })));

/** One per page load in the browser, one per render on the server (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Loading ${JSON.stringify(query.queryKey)} failed`, error),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const isToasterNeeded = useToasterNeeded();
  return (
    <QueryClientProvider client={client}>
      {children}
      {isToasterNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
