import { useQuery } from "@tanstack/react-query";
import { Info, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { contactStatusQuery } from "../api/contact";
import { ContentPage } from "../components/content-page";
import { marketingPage } from "../pages/marketing-pages";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  return (
    <ContentPage
      info={marketingPage("/contact")!}
      eyebrow="Company"
      heading="Contact us"
      lead="A question about your account, a request about your data, or something that does not work? Write to the people who run this site."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactFormOrReason />
        </div>
        <BeforeYouWrite />
      </div>
    </ContentPage>
  );
}

/** The form, once the server says it can deliver; otherwise why there is none. */
function ContactFormOrReason() {
  const status = useQuery(contactStatusQuery);
  if (status.isPending) {
    // As tall as the form (580 px below the sm breakpoint, 502 px above it): the page is served
    // before the server is asked, and the form arriving must not push what follows it down.
    return (
      <p className="flex min-h-[36.25rem] items-start gap-3 text-slate-600 sm:min-h-[31.375rem]">
        <Spinner className="size-5" label="Getting the form ready" />
        <span aria-hidden="true">Getting the form ready...</span>
      </p>
    );
  }
  if (status.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The contact form could not be loaded</AlertTitle>
        <AlertDescription>
          <p>We could not reach the server. Check your connection, then try again.</p>
          <Button variant="outline" className="mt-2" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <RefreshCw className={status.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!status.data.canDeliver) {
    return (
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertTitle>This site has no contact address yet</AlertTitle>
        <AlertDescription>
          <p>
            Vitae is self-hosted: each site is run by its own operator, and the operator of this one has not set up where messages should
            go. A form here could not deliver your message, so there is none.
          </p>
          <p>
            If you run this site, set <code>CONTACT_EMAIL</code> or make a user an administrator (<code>npm run admin -- grant</code>{" "}
            followed by their email), and the form appears.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return <ContactForm sender={status.data.sender} />;
}

/** What a visitor can do without waiting for a reply, and what helps the operator answer. */
function BeforeYouWrite() {
  return (
    <section
      aria-labelledby="before-you-write"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-sm leading-6 text-slate-700"
    >
      <h2 id="before-you-write" className="text-base font-semibold text-slate-900">
        Before you write
      </h2>
      <ul className="mt-3 list-disc space-y-3 pl-5">
        <li>
          <strong className="text-slate-900">Forgot your password?</strong> Use “Forgot password?” on the{" "}
          <Link to="/auth" className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
            sign-in page
          </Link>
          ; a reset link comes by email at once.
        </li>
        <li>
          <strong className="text-slate-900">Your data:</strong> what is kept and how to export or delete it is in the{" "}
          <Link to="/privacy" className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
            privacy policy
          </Link>
          .
        </li>
        <li>
          <strong className="text-slate-900">Deleting your account</strong> is done by the site’s administrator: choose “Account” or
          “Privacy and data”, and send it while signed in, or from your account’s email address, so they know the request is yours.
        </li>
        <li>
          <strong className="text-slate-900">A bug?</strong> Say what you did, what you expected and what happened instead, and which
          browser you use.
        </li>
      </ul>
    </section>
  );
}
