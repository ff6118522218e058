import { getProfile } from "../../db/queries/profiles";
import type { DbDeps } from "../deps";

/** Profile images are the public page's: anyone sees them while the profile is public, only the owner otherwise. */
export async function canSeeProfileImages(
  { db }: DbDeps,
  { ownerId, viewerId }: { ownerId: string; viewerId: string | undefined },
): Promise<boolean> {
  if (viewerId === ownerId) return true;
  return (await getProfile(db, ownerId))?.is_public === true;
}
