/**
 * Username rules shared by the server (validation, availability) and the web (input filter, hints).
 * A username is lower-case a-z, 0-9 and underscore, 3 to 30 characters, and not a reserved word.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

/**
 * Forces the input to lower case and removes every character other than a-z, 0-9 and underscore,
 * as the user types (seed section 5).
 */
export function normalizeUsernameInput(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9_]/g, "");
}

/**
 * Names that collide with app routes or system words (DESIGN.md departure). Hyphenated routes are
 * listed in their underscore form, the only form a username can take.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "auth",
  "dashboard",
  "settings",
  "features",
  "api",
  "files",
  "admin",
  "users_access_admin",
  "cover_letter",
  "cover_letter_generator",
  "ats_resume_checker",
  "reset_password",
  "job_tracker",
  "revamp_cv",
  "optimize_resume",
  "optimize_linkedin",
  "job_application",
  "resume_builder",
  "cv_maker",
  "resume_templates",
  "templates",
  "resume_examples",
  "cv_examples",
  "resume_tips",
  "interview_preparation",
  "job_search_guide",
  "contact",
  "privacy",
  "terms",
  "assets",
  "static",
  "public",
  "www",
  "root",
  "support",
  "help",
  "login",
  "logout",
  "signup",
  "signin",
  "register",
  "profile",
  "resume",
  "resumes",
  "vitae",
]);

export const isReservedUsername = (value: string): boolean => RESERVED_USERNAMES.has(value);

/** True when the value has the username shape (^[a-z0-9_]{3,30}$) and is not reserved. */
export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value) && !isReservedUsername(value);
}
