import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { createBrowserRouter, useSearchParams } from "react-router";
import { toast } from "../components/ui/toaster";
import { AuthPage } from "../features/auth/components/auth-page";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page";
import { FeaturesPage } from "../features/marketing/components/features-page";
import { LandingPage } from "../features/marketing/components/landing-page";
import { NotFoundPage } from "./not-found-page";
import { RedirectSignedIn, RequireSession } from "./route-guards";
import { useCurrentSession } from "./session-context";
import { Shell } from "./shell";
import { useSignOut } from "./use-sign-out";

// The signed-in pages (editor, templates, dnd-kit) load on demand, so the landing page stays light.
const DashboardPage = lazy(() => import("../features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })));
const TemplatePickerPage = lazy(() =>
  import("../features/dashboard/components/template-picker-page").then((m) => ({ default: m.TemplatePickerPage })),
);
const EditorPage = lazy(() => import("../features/editor/components/editor-page").then((m) => ({ default: m.EditorPage })));
const SettingsPage = lazy(() => import("../features/profile/components/settings-page").then((m) => ({ default: m.SettingsPage })));
const PublicProfilePage = lazy(() =>
  import("../features/public-profile/components/public-profile-page").then((m) => ({ default: m.PublicProfilePage })),
);

const pageFallback = <p className="py-24 text-center text-slate-500">Loading...</p>;

/** Everyone may open it, signed in or not. */
function PublicPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={pageFallback}>{children}</Suspense>;
}

function SignedInPage({ children }: { children: ReactNode }) {
  return (
    <RequireSession>
      <Suspense fallback={pageFallback}>{children}</Suspense>
    </RequireSession>
  );
}

/** The confirmation link returns to the root; Better Auth adds ?error= when the link was bad or old. */
function useConfirmationLinkNotice() {
  const [params, setParams] = useSearchParams();
  const error = params.get("error");
  useEffect(() => {
    if (!error) return;
    toast.error("Confirmation link not valid", {
      description: "This link is invalid or has expired. Sign in to get a new confirmation email.",
    });
    setParams({}, { replace: true });
  }, [error, setParams]);
}

function LandingRoute() {
  useConfirmationLinkNotice();
  const session = useCurrentSession();
  const signOut = useSignOut();
  return <LandingPage isSignedIn={Boolean(session)} onSignOut={() => void signOut()} />;
}

function FeaturesRoute() {
  return <FeaturesPage isSignedIn={Boolean(useCurrentSession())} />;
}

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: "/", element: <LandingRoute /> },
      { path: "/features", element: <FeaturesRoute /> },
      { path: "/auth", element: <RedirectSignedIn><AuthPage /></RedirectSignedIn> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/dashboard", element: <SignedInPage><DashboardPage /></SignedInPage> },
      { path: "/dashboard/templates", element: <SignedInPage><TemplatePickerPage /></SignedInPage> },
      { path: "/dashboard/editor/:resumeId", element: <SignedInPage><EditorPage /></SignedInPage> },
      { path: "/settings", element: <SignedInPage><SettingsPage /></SignedInPage> },
      // React Router ranks static paths first, so /auth, /dashboard, ... are never taken for usernames.
      { path: "/:username", element: <PublicPage><PublicProfilePage /></PublicPage> },
      { path: "/:username/resume", element: <PublicPage><PublicProfilePage /></PublicPage> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
