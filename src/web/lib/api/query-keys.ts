/**
 * Every TanStack Query key of the app, so a page that changes data (the editor leaving, a save)
 * invalidates exactly what lists it. Keys nest: invalidating `profile` also drops its username checks.
 */
export const queryKeys = {
  /** The resume list (summaries); every whole resume's key starts with it, so invalidating it drops them too. */
  resumes: ["resumes"] as const,
  resume: (id: string) => ["resumes", id] as const,
  coverLetters: ["cover-letters"] as const,
  jobApplications: ["job-applications"] as const,
  profile: ["profile"] as const,
  usernameAvailability: (username: string) => ["profile", "username-available", username] as const,
  publicProfile: (username: string) => ["public-profile", username] as const,
  /** Whether the contact form can deliver, and who is signed in: it follows the session. */
  contactStatus: ["contact"] as const,
  adminMetrics: ["admin", "metrics"] as const,
  adminActivity: ["admin", "activity"] as const,
  /** Every page of the admin users table, whatever its search, sort and page. */
  adminUserPages: ["admin", "users"] as const,
  adminUsers: (query: object) => ["admin", "users", query] as const,
  adminUser: (id: string) => ["admin", "user", id] as const,
};
