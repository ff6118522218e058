import type { PublicProfile } from "#shared/api/public-profile";
import { findPublicProfile } from "../../db/queries/profiles";
import { findLatestResume } from "../../db/queries/resumes";
import { AppError } from "../../errors";
import type { DbDeps } from "../deps";

/** The public page of a username, the profile and its most recently updated resume; null while not public. */
export async function findPublicProfilePage({ db }: DbDeps, { username }: { username: string }): Promise<PublicProfile | null> {
  const profile = await findPublicProfile(db, username);
  if (!profile) return null;
  const resume = await findLatestResume(db, profile.user_id);
  return { profile: { username: profile.username, profile_image_url: profile.profile_image_url }, resume: resume ?? null };
}

/**
 * The public page of a username for the API. Missing and private profiles answer the same 404, so
 * a private username cannot be told apart from a free one.
 */
export async function getPublicProfile(deps: DbDeps, { username }: { username: string }): Promise<PublicProfile> {
  const page = await findPublicProfilePage(deps, { username });
  if (!page) throw new AppError("NOT_FOUND", "Profile not found.");
  return page;
}
