import { useQuery } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { pageColumn } from "#web/components/ui/page-column";
import { cn } from "#web/lib/cn";
import { ScaledPagedResume } from "#web/templates/paged-resume";
import { APP_META, useDocumentMeta } from "#web/lib/use-document-meta";
import { publicProfileQuery } from "../api/public-profile";
import { publicProfileMeta } from "../lib/profile-meta";

export function PublicProfilePage() {
  const { username = "" } = useParams();
  const result = useQuery({ ...publicProfileQuery(username), enabled: username !== "" });
  useDocumentMeta(result.data ? publicProfileMeta(result.data) : APP_META);

  if (username !== "" && result.isPending) {
    return (
      <p className="py-24 text-center text-slate-500" role="status">
        Loading profile...
      </p>
    );
  }
  if (!result.data) return <ProfileNotFound />;

  const { profile, resume } = result.data;
  const fullName = resume?.personal_info.fullName.trim();
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <header className="border-b bg-white">
        <div className={cn(pageColumn.document, "flex items-center gap-4 py-6")}>
          {profile.profile_image_url ? (
            <img
              src={profile.profile_image_url}
              alt={`${profile.username}'s profile image`}
              className="size-16 rounded-full object-cover ring-1 ring-slate-200 sm:size-20"
            />
          ) : (
            <div
              role="img"
              aria-label="No profile image"
              className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-400 sm:size-20"
            >
              <UserRound className="size-8 sm:size-10" aria-hidden="true" />
            </div>
          )}
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">@{profile.username}</h1>
            {fullName && <p className="truncate text-slate-600">{fullName}</p>}
          </div>
        </div>
      </header>

      {/* At least a screen tall, so the footer starts below the first screen: the page count is
          known only once the browser has cut the resume, and a second page must not move it in view. */}
      <section aria-label="Resume" className={cn(pageColumn.document, "min-h-svh flex-1 py-8")}>
        {resume ? (
          <ScaledPagedResume id="public-resume" resume={resume} />
        ) : (
          <p className="py-16 text-center text-slate-500">This user hasn't uploaded a resume yet.</p>
        )}
      </section>

      <footer className="border-t bg-white py-6 text-center text-sm text-slate-500">
        Created with{" "}
        <Link to="/" className="font-semibold text-primary hover:underline">
          Vitae
        </Link>
      </footer>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Profile Not Found</h1>
      <p className="mt-3 text-slate-600">The profile you're looking for doesn't exist or is not public.</p>
      <Button asChild className="mt-8">
        <Link to="/">Go to Homepage</Link>
      </Button>
    </div>
  );
}
