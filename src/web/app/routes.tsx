import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from "react-router";
import { EMAIL_CONFIRMED_PATH } from "#shared/auth";
import { isValidUsername } from "#shared/username";
import { LandingPage } from "../features/marketing/components/landing-page";
import { MARKETING_PAGES } from "../features/marketing/pages/marketing-pages";
import { MARKETING_PAGE_COMPONENTS } from "../features/marketing/pages/page-components";
import { NotFoundPage } from "./not-found-page";
import { RedirectSignedIn, RequireSession } from "./route-guards";
import { PageTraitsContext, pageTraitsOf, type RouteHandle } from "./route-handle";
import { useCurrentSession } from "./session-context";
import { Shell } from "./shell";
import { useSignOut } from "./use-sign-out";

// Every page but the landing page loads on demand, so the landing page stays light.
const AuthPage = lazy(() => import("../features/auth/components/auth-page").then((m) => ({ default: m.AuthPage })));
const EmailConfirmedPage = lazy(() =>
  import("../features/auth/components/email-confirmed-page").then((m) => ({ default: m.EmailConfirmedPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/components/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const FeaturesPage = lazy(() => import("../features/marketing/components/features-page").then((m) => ({ default: m.FeaturesPage })));
const DashboardPage = lazy(() => import("../features/dashboard/components/dashboard-page").then((m) => ({ default: m.DashboardPage })));
const TemplatePickerPage = lazy(() =>
  import("../features/dashboard/components/template-picker-page").then((m) => ({ default: m.TemplatePickerPage })),
);
const AiInterviewPage = lazy(() =>
  import("../features/dashboard/components/interview/ai-interview-page").then((m) => ({ default: m.AiInterviewPage })),
);
const EditorPage = lazy(() => import("../features/editor/components/editor-page").then((m) => ({ default: m.EditorPage })));
const OptimizeResumePage = lazy(() =>
  import("../features/tools/optimize-resume/components/optimize-resume-page").then((m) => ({ default: m.OptimizeResumePage })),
);
const OptimizeLinkedinPage = lazy(() =>
  import("../features/tools/optimize-linkedin/components/optimize-linkedin-page").then((m) => ({ default: m.OptimizeLinkedinPage })),
);
const JobTrackerPage = lazy(() => import("../features/tracker/components/job-tracker-page").then((m) => ({ default: m.JobTrackerPage })));
const CoverLetterPage = lazy(() =>
  import("../features/tools/cover-letter/components/cover-letter-page").then((m) => ({ default: m.CoverLetterPage })),
);
const JobApplicationPage = lazy(() =>
  import("../features/tools/job-application/components/job-application-page").then((m) => ({ default: m.JobApplicationPage })),
);
const SettingsPage = lazy(() => import("../features/profile/components/settings-page").then((m) => ({ default: m.SettingsPage })));
const RevampCvPage = lazy(() => import("../features/tools/revamp-cv/components/revamp-cv-page").then((m) => ({ default: m.RevampCvPage })));
const AdminDashboardPage = lazy(() =>
  import("../features/admin/components/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const PublicProfilePage = lazy(() =>
  import("../features/public-profile/components/public-profile-page").then((m) => ({ default: m.PublicProfilePage })),
);

/**
 * The marketing pages end with the site footer (the shell renders it after the page's main), and
 * are served with their content: the server renders them (src/web/entry-server.tsx), so the shell
 * shows them before the session is known.
 */
const SITE_FOOTER = { siteFooter: true, serverRendered: true } satisfies RouteHandle;
const PUBLIC_PROFILE = { pageWidth: "document", serverRendered: true } satisfies RouteHandle;

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

function LandingRoute() {
  const session = useCurrentSession();
  const signOut = useSignOut();
  return <LandingPage isSignedIn={Boolean(session)} onSignOut={() => void signOut()} />;
}

function EmailConfirmedRoute() {
  return (
    <PublicPage>
      <EmailConfirmedPage isSignedIn={Boolean(useCurrentSession())} />
    </PublicPage>
  );
}

/** A footer page of MARKETING_PAGES: its component, told whether the visitor is signed in. */
function MarketingPageRoute({ path }: { path: string }) {
  const Page = MARKETING_PAGE_COMPONENTS[path]!;
  return (
    <PublicPage>
      <Page isSignedIn={Boolean(useCurrentSession())} />
    </PublicPage>
  );
}

function AdminDashboardRoute() {
  // The dashboard greys out the actions that would lock the signed-in admin out (the server refuses them too).
  return <AdminDashboardPage currentUserId={useCurrentSession()?.user.id ?? ""} />;
}

/** /{username}: a path no one could have as a username is not a profile but a page that does not exist. */
function PublicProfileRoute() {
  const { username = "" } = useParams();
  if (!isValidUsername(username.toLowerCase())) return <NotFoundPage />;
  return (
    <PublicPage>
      <PublicProfilePage />
    </PublicPage>
  );
}

function FeaturesRoute() {
  return (
    <PublicPage>
      <FeaturesPage isSignedIn={Boolean(useCurrentSession())} />
    </PublicPage>
  );
}

/** The app's routes, shown by AppRoutes. */
const appRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: "/", element: <LandingRoute />, handle: SITE_FOOTER },
      { path: "/features", element: <FeaturesRoute />, handle: SITE_FOOTER },
      ...MARKETING_PAGES.map((page) => ({ path: page.path, element: <MarketingPageRoute path={page.path} />, handle: SITE_FOOTER })),
      {
        path: "/auth",
        element: (
          <RedirectSignedIn>
            <PublicPage>
              <AuthPage />
            </PublicPage>
          </RedirectSignedIn>
        ),
      },
      { path: EMAIL_CONFIRMED_PATH, element: <EmailConfirmedRoute /> },
      {
        path: "/reset-password",
        element: (
          <PublicPage>
            <ResetPasswordPage />
          </PublicPage>
        ),
      },
      {
        path: "/dashboard",
        element: (
          <SignedInPage>
            <DashboardPage />
          </SignedInPage>
        ),
      },
      {
        path: "/dashboard/templates",
        element: (
          <SignedInPage>
            <TemplatePickerPage />
          </SignedInPage>
        ),
      },
      {
        path: "/dashboard/interview/:templateId",
        element: (
          <SignedInPage>
            <AiInterviewPage />
          </SignedInPage>
        ),
      },
      {
        path: "/dashboard/editor/:resumeId",
        element: (
          <SignedInPage>
            <EditorPage />
          </SignedInPage>
        ),
        handle: { pageWidth: "wide" } satisfies RouteHandle,
      },
      {
        path: "/optimize-resume",
        element: (
          <SignedInPage>
            <OptimizeResumePage />
          </SignedInPage>
        ),
      },
      {
        path: "/cover-letter",
        element: (
          <SignedInPage>
            <CoverLetterPage />
          </SignedInPage>
        ),
      },
      {
        path: "/optimize-linkedin",
        element: (
          <SignedInPage>
            <OptimizeLinkedinPage />
          </SignedInPage>
        ),
      },
      {
        path: "/revamp-cv",
        element: (
          <SignedInPage>
            <RevampCvPage />
          </SignedInPage>
        ),
      },
      {
        path: "/job-tracker",
        element: (
          <SignedInPage>
            <JobTrackerPage />
          </SignedInPage>
        ),
      },
      {
        path: "/job-application",
        element: (
          <SignedInPage>
            <JobApplicationPage />
          </SignedInPage>
        ),
      },
      {
        path: "/settings",
        element: (
          <SignedInPage>
            <SettingsPage />
          </SignedInPage>
        ),
      },
      {
        path: "/users_access_admin",
        element: (
          <SignedInPage>
            <AdminDashboardRoute />
          </SignedInPage>
        ),
      },
      // React Router ranks static paths first, so /auth, /dashboard, ... are never taken for usernames.
      { path: "/:username", element: <PublicProfileRoute />, handle: PUBLIC_PROFILE },
      { path: "/:username/resume", element: <PublicProfileRoute />, handle: PUBLIC_PROFILE },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * The page at the current address, inside the browser's router (main.tsx) or the server's
 * (entry-server.tsx). React Router's declarative routes, not its data router: the app loads no
 * route data, and the data router would add about 16 KB gzip to every page (decision 029). The
 * shell reads its page's traits (route handles) from PageTraitsContext.
 */
export function AppRoutes() {
  const location = useLocation();
  const traits = useMemo(() => pageTraitsOf(matchRoutes(appRoutes, location) ?? []), [location]);
  const page = useRoutes(appRoutes, location);
  return <PageTraitsContext.Provider value={traits}>{page}</PageTraitsContext.Provider>;
}
