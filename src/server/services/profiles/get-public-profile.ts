import type { Kysely } from "kysely";
import type { PublicProfile } from "../../../shared/api/public-profile";
import { findPublicProfile } from "../../db/queries/profiles";
import { findLatestResume } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

/** The public page of a username, the profile and its most recently updated resume; null while not public. */
export async function findPublicProfilePage(db: Kysely<Database>, username: string): Promise<PublicProfile | null> {
  const profile = await findPublicProfile(db, username);
  if (!profile) return null;
  const resume = await findLatestResume(db, profile.user_id);
  return { profile: { username: profile.username, profile_image_url: profile.profile_image_url }, resume: resume ?? null };
}

/**
 * The public page of a username for the API. Missing and private profiles answer the same 404, so
 * a private username cannot be told apart from a free one.
 */
export async function getPublicProfile(db: Kysely<Database>, username: string): Promise<PublicProfile> {
  const page = await findPublicProfilePage(db, username);
  if (!page) throw new AppError("NOT_FOUND", "Profile not found.");
  return page;
}
