import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactMessageSchema, type ContactStatus } from "#shared/api/contact";
import type { ErrorBody } from "#shared/api/errors";
import { marketingPage } from "../pages/marketing-pages";
import { ContactPage } from "./contact-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The contact API in memory: GET answers the status it is given; POST checks the body with the
 * contract's schema as the server does (422 with field issues), then refuses as told or sends.
 */
function fakeContactApi(status: ContactStatus, refusal?: { status: number; error: ErrorBody["error"] }) {
  const sent: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const { pathname } = new URL(String(input), "http://vitae.test");
    if (pathname !== "/api/contact") return json(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    if ((init.method ?? "GET") === "GET") return json(200, status);
    const parsed = contactMessageSchema.safeParse(JSON.parse(String(init.body)));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      return json(422, { error: { code: "VALIDATION_FAILED", message: issues[0]!.message, issues } });
    }
    if (refusal) return json(refusal.status, { error: refusal.error });
    sent.push(parsed.data);
    return json(200, { replyTo: parsed.data.email });
  };
  return { sent, fetch };
}

function renderContactPage(api: ReturnType<typeof fakeContactApi>) {
  vi.stubGlobal("fetch", api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const visitor: ContactStatus = { canDeliver: true, sender: null };

async function fillIn(fields: { name?: string; email?: string; topic?: string; message?: string }) {
  const form = await screen.findByRole("form", { name: "Send a message" });
  if (fields.name !== undefined) fireEvent.change(within(form).getByLabelText("Your name"), { target: { value: fields.name } });
  if (fields.email !== undefined) fireEvent.change(within(form).getByLabelText("Your email"), { target: { value: fields.email } });
  if (fields.topic !== undefined) fireEvent.change(within(form).getByLabelText("Topic"), { target: { value: fields.topic } });
  if (fields.message !== undefined) fireEvent.change(within(form).getByLabelText("Message"), { target: { value: fields.message } });
  return form;
}

const complete = { name: "Jane Doe", email: "jane@example.com", topic: "privacy", message: "Which data do you keep about me?" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the contact page", () => {
  it("has its heading and the registry's title", async () => {
    renderContactPage(fakeContactApi(visitor));
    expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    expect(document.title).toBe(marketingPage("/contact")!.title);
    expect(await screen.findByRole("form", { name: "Send a message" })).toBeInTheDocument();
  });

  it("sends a complete message and confirms where the reply goes", async () => {
    const api = renderContactPage(fakeContactApi(visitor));
    const form = await fillIn(complete);
    fireEvent.click(within(form).getByRole("button", { name: "Send message" }));
    const confirmation = await screen.findByRole("heading", { name: "Message sent" });
    expect(confirmation.parentElement).toHaveTextContent("Thank you, Jane Doe. Your message is on its way");
    expect(confirmation.parentElement).toHaveTextContent("we reply to jane@example.com.");
    expect(api.sent).toEqual([complete]);
  });

  it("shows each field's mistake under it and sends nothing until they are fixed", async () => {
    const api = renderContactPage(fakeContactApi(visitor));
    const form = await fillIn({ name: " ", email: "jane-at-example", message: "Too short" });
    fireEvent.click(within(form).getByRole("button", { name: "Send message" }));
    expect(within(form).getByLabelText("Your name")).toHaveAccessibleDescription("Enter your name.");
    expect(within(form).getByLabelText("Your email")).toHaveAccessibleDescription("Enter a valid email address, such as name@example.com.");
    expect(within(form).getByLabelText("Topic")).toHaveAccessibleDescription("Choose what your message is about.");
    expect(within(form).getByLabelText("Message")).toHaveAccessibleDescription(/^Write at least 10 characters\./);
    expect(within(form).getByLabelText("Your name")).toHaveFocus();
    expect(api.sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText("Your name"), { target: { value: "Jane Doe" } });
    expect(within(form).getByLabelText("Your name")).not.toHaveAccessibleDescription();
  });

  it("fills in a signed-in user's name and email", async () => {
    renderContactPage(fakeContactApi({ canDeliver: true, sender: { name: "Sam Member", email: "sam@example.com" } }));
    const form = await screen.findByRole("form", { name: "Send a message" });
    expect(within(form).getByLabelText("Your name")).toHaveValue("Sam Member");
    expect(within(form).getByLabelText("Your email")).toHaveValue("sam@example.com");
  });

  it("past the hourly limit, says how many seconds to wait and keeps what was typed", async () => {
    const refusal = {
      status: 429,
      error: {
        code: "RATE_LIMITED" as const,
        message: "You have sent 3 messages in the last hour. Please try again in 42 minutes.",
        retryAfter: 2500,
      },
    };
    renderContactPage(fakeContactApi(visitor, refusal));
    const form = await fillIn(complete);
    fireEvent.click(within(form).getByRole("button", { name: "Send message" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message was not sent");
    expect(alert).toHaveTextContent(refusal.error.message);
    expect(alert).toHaveTextContent("You can send again in 2500 seconds. What you wrote stays here.");
    expect(within(form).getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(within(form).getByLabelText("Message")).toHaveValue(complete.message);
    expect(within(form).getByLabelText("Topic")).toHaveValue(complete.topic);
  });

  it("explains that the site has no contact address yet instead of showing a form that cannot deliver", async () => {
    renderContactPage(fakeContactApi({ canDeliver: false, sender: null }));
    expect(await screen.findByText("This site has no contact address yet")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
