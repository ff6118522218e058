import { useEffect } from "react";
import { createBrowserRouter, useSearchParams } from "react-router";
import { toast } from "../components/ui/toaster";
import { AuthPage } from "../features/auth/components/auth-page";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page";
import { DashboardPage } from "../features/dashboard/components/dashboard-page";
import { TemplatePickerPage } from "../features/dashboard/components/template-picker-page";
import { EditorPage } from "../features/editor/components/editor-page";
import { FeaturesPage } from "../features/marketing/components/features-page";
import { LandingPage } from "../features/marketing/components/landing-page";
import { NotFoundPage } from "./not-found-page";
import { RedirectSignedIn, RequireSession } from "./route-guards";
import { useCurrentSession } from "./session-context";
import { Shell } from "./shell";
import { useSignOut } from "./use-sign-out";

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
      { path: "/dashboard", element: <RequireSession><DashboardPage /></RequireSession> },
      { path: "/dashboard/templates", element: <RequireSession><TemplatePickerPage /></RequireSession> },
      { path: "/dashboard/editor/:resumeId", element: <RequireSession><EditorPage /></RequireSession> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
