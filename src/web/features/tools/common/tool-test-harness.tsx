import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { Resume } from "../../../../shared/resume";
import { Toaster } from "../../../components/ui/toaster";
import type { FakeFunctionsServer } from "../../../test-support/fake-functions-server";

/** The API a tool screen calls, for jsdom tests: the user's `resumes` for its picker, the fake functions server for its AI calls. */
export function toolApi(server: FakeFunctionsServer, resumes: Resume[]) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const { pathname } = new URL(String(input), "http://vitae.test");
    if (pathname === "/api/resumes" && (init.method ?? "GET") === "GET") {
      return new Response(JSON.stringify({ resumes }), { status: 200, headers: { "content-type": "application/json" } });
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
