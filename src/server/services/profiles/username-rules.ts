import { USERNAME_MIN_LENGTH, isValidUsername } from "#shared/username";
import { AppError } from "../../errors";

export const USERNAME_TOO_SHORT = "Username must be at least 3 characters";
export const USERNAME_NOT_AVAILABLE = "Username not available";
export const USERNAME_LOCKED = "You have already set a username and it cannot be changed";
export const USERNAME_TAKEN = "Please choose a different username";
export const PUBLIC_NEEDS_USERNAME = "Choose a username before making your profile public";
export const NOT_OWN_PROFILE_IMAGE = "The profile image must be one of your uploaded profile images";

const invalid = (path: string, message: string): AppError => new AppError("VALIDATION_FAILED", message, { issues: [{ path, message }] });

export const usernameLocked = (): AppError => new AppError("USERNAME_LOCKED", USERNAME_LOCKED);
export const usernameTaken = (): AppError => new AppError("USERNAME_TAKEN", USERNAME_TAKEN);

function assertUsernameLength(username: string): void {
  if (username.length < USERNAME_MIN_LENGTH) throw invalid("username", USERNAME_TOO_SHORT);
}

/** Throws 422 with the seed's text unless the username may be chosen (length, pattern, not reserved). */
export function assertUsernameShape(username: string): void {
  assertUsernameLength(username);
  if (!isValidUsername(username)) throw invalid("username", USERNAME_NOT_AVAILABLE);
}

export function assertPublicHasUsername({ isPublic, username }: { isPublic: boolean; username: string | null }): void {
  if (isPublic && username === null) throw invalid("is_public", PUBLIC_NEEDS_USERNAME);
}

export const notOwnProfileImage = (): AppError => invalid("profile_image_url", NOT_OWN_PROFILE_IMAGE);
