import { useQuery } from "@tanstack/react-query";
import { Ban, RefreshCw, ShieldCheck, ShieldOff, Trash2, UserCheck } from "lucide-react";
import { useRef, useState, type MouseEvent, type ReactNode } from "react";
import { adminUserApi, type AdminUserDetails } from "#shared/api/admin-user";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { toast } from "#web/lib/toast";
import { isApiError } from "#web/lib/api-client";
import { formatDateTime, formatShortDate } from "#web/lib/format-date";
import { adminUserQuery, useSetAdminRole, useSetSignInDisabled } from "../api/admin-user";
import { DeleteUserDialog } from "./delete-user-dialog";
import { templateName } from "./template-name";

interface UserDetailsDialogProps {
  /** The user whose details are open, or null when the dialog is closed. */
  userId: string | null;
  /** The signed-in admin: their own role, sign-in and account cannot be changed from here. */
  currentUserId: string;
  onClose: () => void;
  onDeleted: () => void;
  /** The table opens the dialog itself (no DialogTrigger), so it says where focus returns. */
  onCloseAutoFocus: (event: Event) => void;
}

/** A row of the users table opened: the user's account, last activity and resumes, and the operator's actions. */
export function UserDetailsDialog({ userId, currentUserId, onClose, onDeleted, onCloseAutoFocus }: UserDetailsDialogProps) {
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      {userId !== null && (
        <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
          <UserDetailsContent userId={userId} isSelf={userId === currentUserId} onDeleted={onDeleted} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function UserDetailsContent({ userId, isSelf, onDeleted }: { userId: string; isSelf: boolean; onDeleted: () => void }) {
  const user = useQuery(adminUserQuery(userId));
  if (user.isPending) {
    return (
      <DialogHeader>
        <DialogTitle>User details</DialogTitle>
        <DialogDescription>Loading...</DialogDescription>
      </DialogHeader>
    );
  }
  if (user.isError) {
    const isGone = isApiError(user.error, adminUserApi.details, "NOT_FOUND");
    return (
      <>
        <DialogHeader>
          <DialogTitle>User details</DialogTitle>
          <DialogDescription role="alert" className="text-red-700">
            {isGone ? "This user no longer exists." : "Could not load the user's details. Try again in a moment."}
          </DialogDescription>
        </DialogHeader>
        {!isGone && (
          <Button variant="outline" className="justify-self-start" onClick={() => void user.refetch()} disabled={user.isFetching}>
            <RefreshCw className={user.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
            Try again
          </Button>
        )}
      </>
    );
  }
  return <UserDetails user={user.data} isSelf={isSelf} onDeleted={onDeleted} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

type Confirmation = "grant" | "revoke" | "disable";

function UserDetails({ user, isSelf, onDeleted }: { user: AdminUserDetails; isSelf: boolean; onDeleted: () => void }) {
  const roleChange = useSetAdminRole();
  const signInChange = useSetSignInDisabled();
  // The confirmation stays mounted (closed) so that closing it runs Radix's focus return.
  const [confirmation, setConfirmation] = useState<Confirmation>("disable");
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  // The action button that opened a confirmation gets focus back when it closes (its label may have changed by then).
  const actionOrigin = useRef<HTMLElement | null>(null);
  const ask = (kind: Confirmation, event: MouseEvent<HTMLButtonElement>) => {
    actionOrigin.current = event.currentTarget;
    setConfirmation(kind);
    setIsConfirming(true);
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    actionOrigin.current?.focus();
  };
  const name = user.username ?? user.email;
  const isBusy = roleChange.isPending || signInChange.isPending;

  const changeRole = (admin: boolean) =>
    roleChange.mutate(
      { id: user.id, admin },
      {
        onSuccess: () => {
          toast.success(admin ? "Admin role granted" : "Admin role revoked", {
            description: admin ? `${name} is now an admin.` : `${name} is no longer an admin.`,
          });
          setIsConfirming(false);
        },
        onError: (error) => toast.error("Could not change the admin role", { description: error.message }),
      },
    );

  const changeSignIn = (disabled: boolean) =>
    signInChange.mutate(
      { id: user.id, disabled },
      {
        onSuccess: () => {
          toast.success(disabled ? "Sign-in disabled" : "Sign-in enabled", {
            description: disabled ? `${name} was signed out and cannot sign in.` : `${name} can sign in again.`,
          });
          setIsConfirming(false);
        },
        onError: (error) => toast.error("Could not change sign-in", { description: error.message }),
      },
    );

  const confirmations = {
    grant: {
      title: "Make this user an admin?",
      description: `${name} will see the admin dashboard and can change or delete any user.`,
      confirmLabel: "Make admin",
      onConfirm: () => changeRole(true),
      destructive: false,
    },
    revoke: {
      title: "Revoke the admin role?",
      description: `${name} will lose access to the admin dashboard at once.`,
      confirmLabel: "Revoke admin",
      onConfirm: () => changeRole(false),
      destructive: true,
    },
    disable: {
      title: "Disable sign-in?",
      description: `${name} will be signed out everywhere at once and cannot sign in until sign-in is enabled again.`,
      confirmLabel: "Disable sign-in",
      onConfirm: () => changeSignIn(true),
      destructive: true,
    },
  } as const;

  return (
    <>
      <DialogHeader>
        <DialogTitle className="leading-snug break-all">{name}</DialogTitle>
        <DialogDescription className="break-all">{user.username ? user.email : "No username yet"}</DialogDescription>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          {user.isAdmin && <Badge variant="secondary">Admin</Badge>}
          {user.signInDisabled && <Badge variant="destructive">Sign-in disabled</Badge>}
          {!user.emailVerified && <Badge variant="warning">Email not confirmed</Badge>}
          {isSelf && <Badge variant="outline">You</Badge>}
        </div>
      </DialogHeader>

      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <Fact label="User ID">
          <span className="font-mono text-xs break-all">{user.id}</span>
        </Fact>
        <Fact label="Signed up">{formatShortDate(user.created_at)}</Fact>
        <Fact label="Last activity">{user.lastActivityAt ? formatDateTime(user.lastActivityAt) : "No activity yet"}</Fact>
        <Fact label="Email">{user.emailVerified ? "Confirmed" : "Not confirmed"}</Fact>
      </dl>

      <section aria-labelledby="admin-user-resumes" className="grid gap-2">
        <h3 id="admin-user-resumes" className="text-sm font-semibold text-slate-900">
          Resumes ({user.resumes.length})
        </h3>
        {user.resumes.length === 0 ? (
          <p className="text-sm text-slate-500">No resumes yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {user.resumes.map((resume) => (
              <li key={resume.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <span className="min-w-0 font-medium break-words text-slate-900">{resume.title}</span>
                <span className="shrink-0 text-slate-500">
                  {templateName(resume.template_id)} · Updated {formatShortDate(resume.updated_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-user-actions" className="grid gap-3 border-t border-slate-200 pt-4">
        <h3 id="admin-user-actions" className="text-sm font-semibold text-slate-900">
          Actions
        </h3>
        {isSelf && (
          <p className="text-sm text-slate-600">This is your account: another admin can change your role or sign-in, or delete it.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {user.isAdmin ? (
            <Button variant="outline" disabled={isSelf || isBusy} onClick={(event) => ask("revoke", event)}>
              <ShieldOff aria-hidden="true" />
              Revoke admin
            </Button>
          ) : (
            <Button variant="outline" disabled={isBusy} onClick={(event) => ask("grant", event)}>
              <ShieldCheck aria-hidden="true" />
              Make admin
            </Button>
          )}
          {user.signInDisabled ? (
            <Button variant="outline" disabled={isBusy} onClick={() => changeSignIn(false)}>
              <UserCheck aria-hidden="true" />
              {signInChange.isPending ? "Enabling..." : "Enable sign-in"}
            </Button>
          ) : (
            <Button variant="outline" disabled={isSelf || isBusy} onClick={(event) => ask("disable", event)}>
              <Ban aria-hidden="true" />
              Disable sign-in
            </Button>
          )}
          <Button
            variant="destructive"
            className="sm:ml-auto"
            disabled={isSelf || isBusy}
            onClick={(event) => {
              actionOrigin.current = event.currentTarget;
              setIsDeleting(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete user
          </Button>
        </div>
      </section>

      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        {...confirmations[confirmation]}
        isWorking={isBusy}
        onCloseAutoFocus={returnFocus}
      />
      <DeleteUserDialog user={user} open={isDeleting} onOpenChange={setIsDeleting} onDeleted={onDeleted} onCloseAutoFocus={returnFocus} />
    </>
  );
}
