/** Who is signed in, as Better Auth's /get-session names the user (the fields the web app reads). */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** Seed 000 section 5: passwords need at least six characters. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Where every email confirmation link lands (its Better Auth callbackURL): the page signs the new
 * user in to the dashboard, or explains a used or broken link (`?error=`) on the sign-in form.
 */
export const EMAIL_CONFIRMED_PATH = "/auth/email-confirmed";

/** The longest email address SMTP allows (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Sign-up sends the email as the name, so a name gets the same room. */
export const NAME_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** What the sign-in form shows a user whose sign-in an operator disabled (Better Auth's refusal carries it). */
export const SIGN_IN_DISABLED_MESSAGE = "This account has been disabled. Contact the site's administrator.";
