/** Seed 000 section 5: passwords need at least six characters. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Where every email confirmation link lands (its Better Auth callbackURL): the page signs the new
 * user in to the dashboard, or explains a used or broken link (`?error=`) on the sign-in form.
 */
export const EMAIL_CONFIRMED_PATH = "/auth/email-confirmed";
