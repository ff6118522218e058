import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { Resume } from "#shared/resume";
import { Toaster } from "#web/components/ui/toaster";
import { summaryOf } from "#web/lib/api/resumes";
import type { FakeFunctionsServer } from "#web/test-support/fake-functions-server";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The API a tool screen calls, for jsdom tests: the user's `resumes` as the server answers them (the
 * list in summaries, each whole by its id), the fake functions server for its AI calls.
 */
export function toolApi(server: FakeFunctionsServer, resumes: Resume[]) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const { pathname } = new URL(String(input), "http://vitae.test");
    if ((init.method ?? "GET") === "GET" && pathname === "/api/resumes") return json(200, { resumes: resumes.map(summaryOf) });
    const byId = /^\/api\/resumes\/([^/]+)$/.exec(pathname);
    if ((init.method ?? "GET") === "GET" && byId) {
      const resume = resumes.find((item) => item.id === byId[1]);
      return resume ? json(200, { resume }) : json(404, { error: { code: "NOT_FOUND", message: "Resume not found." } });
    }
    return server.fetch(input, init);
  };
}

/** A tool screen as a signed-in user meets it: with the app's query client, a router and the toasts. */
export function renderTool(screen: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{screen}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
