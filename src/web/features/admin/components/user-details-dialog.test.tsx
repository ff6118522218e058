import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUserDetails } from "#shared/api/admin-user";
import type { ErrorBody } from "#shared/api/errors";
import { Toaster } from "#web/components/ui/toaster";
import { toast } from "#web/lib/toast";
import { UserDetailsDialog } from "./user-details-dialog";

const ADMIN_ID = "admin-id";

const member: AdminUserDetails = {
  id: "member-id",
  username: "jane_doe",
  email: "jane@example.com",
  emailVerified: true,
  created_at: "2026-03-01T10:00:00.000Z",
  isAdmin: false,
  signInDisabled: false,
  lastActivityAt: null,
  resumes: [{ id: "r1", title: "Nurse CV", template_id: "executive", updated_at: "2026-03-02T10:00:00.000Z" }],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The admin user API in memory: answers one user's details, applies role and sign-in changes, and refuses as told. */
function fakeAdminApi(user: AdminUserDetails, refusal?: { status: number; error: ErrorBody["error"] }) {
  const calls: Call[] = [];
  let current = user;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const { pathname } = new URL(String(input), "http://vitae.test");
    const method = init.method ?? "GET";
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: pathname, body });
    if (method !== "GET" && refusal) return json(refusal.status, { error: refusal.error });
    if (pathname === `/api/admin/users/${user.id}` && method === "GET") return json(200, current);
    if (pathname.endsWith("/sign-in")) current = { ...current, signInDisabled: (body as { disabled: boolean }).disabled };
    if (pathname.endsWith("/admin")) current = { ...current, isAdmin: (body as { admin: boolean }).admin };
    if (method === "PUT") return json(200, current);
    if (method === "DELETE") return new Response(null, { status: 204 });
    return json(404, { error: { code: "NOT_FOUND", message: "Not found" } });
  };
  return { calls, fetch };
}

function renderDialog(user: AdminUserDetails, currentUserId = ADMIN_ID, api = fakeAdminApi(user)) {
  vi.stubGlobal("fetch", api.fetch);
  const onDeleted = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UserDetailsDialog
        userId={user.id}
        currentUserId={currentUserId}
        onClose={vi.fn()}
        onDeleted={onDeleted}
        onCloseAutoFocus={vi.fn()}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...api, onDeleted };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe("UserDetailsDialog", () => {
  it("shows the account, the resumes with their template names, and 'No activity yet' without any", async () => {
    renderDialog(member);
    const dialog = await screen.findByRole("dialog", { name: "jane_doe" });
    expect(within(dialog).getByText("jane@example.com")).toBeInTheDocument();
    expect(within(dialog).getByText("No activity yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Resumes (1)" })).toBeInTheDocument();
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("Nurse CV");
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("Executive");
  });

  it("greys out what would lock the signed-in admin out, and says why", async () => {
    renderDialog({ ...member, id: ADMIN_ID, isAdmin: true });
    const dialog = await screen.findByRole("dialog", { name: "jane_doe" });
    expect(within(dialog).getByText(/This is your account/)).toBeInTheDocument();
    for (const name of ["Revoke admin", "Disable sign-in", "Delete user"]) {
      expect(within(dialog).getByRole("button", { name })).toBeDisabled();
    }
  });

  it("disables sign-in after a confirmation and shows the new state", async () => {
    const { calls } = renderDialog(member);
    const dialog = await screen.findByRole("dialog", { name: "jane_doe" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Disable sign-in" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable sign-in?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable sign-in" }));

    expect(await screen.findByText("jane_doe was signed out and cannot sign in.")).toBeInTheDocument();
    expect(await within(dialog).findByRole("button", { name: "Enable sign-in" })).toBeInTheDocument();
    expect(within(dialog).getByText("Sign-in disabled")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      { method: "PUT", path: "/api/admin/users/member-id/sign-in", body: { disabled: true } },
    ]);
  });

  it("deletes only once the username is typed exactly, sending it as the confirmation", async () => {
    const { calls, onDeleted } = renderDialog(member);
    const dialog = await screen.findByRole("dialog", { name: "jane_doe" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete user" }));
    const deletion = await screen.findByRole("alertdialog", { name: "Delete this user?" });
    const input = within(deletion).getByRole("textbox", { name: "Type the username jane_doe to confirm" });
    const deleteButton = within(deletion).getByRole("button", { name: "Delete user" });

    expect(deleteButton).toBeDisabled();
    fireEvent.change(input, { target: { value: "jane@example.com" } });
    expect(deleteButton).toBeDisabled();
    fireEvent.change(input, { target: { value: "jane_doe" } });
    fireEvent.click(deleteButton);

    expect(await screen.findByText("jane_doe and everything they owned were deleted.")).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(calls.find((call) => call.method === "DELETE")).toEqual({
      method: "DELETE",
      path: "/api/admin/users/member-id",
      body: { confirmation: "jane_doe" },
    });
  });

  it("asks for the email of a user without a username", async () => {
    renderDialog({ ...member, username: null });
    const dialog = await screen.findByRole("dialog", { name: "jane@example.com" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete user" }));
    const deletion = await screen.findByRole("alertdialog", { name: "Delete this user?" });
    expect(within(deletion).getByRole("textbox", { name: "Type the email jane@example.com to confirm" })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses an action, and keeps the dialog open", async () => {
    const message = "jane@example.com is the last admin. Grant the role to someone else first.";
    const api = fakeAdminApi({ ...member, isAdmin: true }, { status: 409, error: { code: "LAST_ADMIN", message } });
    renderDialog({ ...member, isAdmin: true }, ADMIN_ID, api);
    const dialog = await screen.findByRole("dialog", { name: "jane_doe" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke admin" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke the admin role?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Revoke admin" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Revoke the admin role?" })).toBeInTheDocument();
    expect(within(dialog).getByText("Admin")).toBeInTheDocument();
  });
});
