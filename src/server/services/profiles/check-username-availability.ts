import { USERNAME_MAX_LENGTH, isValidUsername } from "#shared/username";
import { findUserIdByUsername } from "../../db/queries/profiles";
import type { DbDeps } from "../deps";

/**
 * Whether the user may pick this username: true for the user's own saved username; false when it is
 * invalid, reserved, or held by a different user.
 */
export async function checkUsernameAvailability(
  { db }: DbDeps,
  { userId, username }: { userId: string; username: string },
): Promise<boolean> {
  // Longer text can never be stored, so it is not looked up.
  const holder = username.length > 0 && username.length <= USERNAME_MAX_LENGTH ? await findUserIdByUsername(db, username) : undefined;
  if (holder === userId) return true;
  return holder === undefined && isValidUsername(username);
}
