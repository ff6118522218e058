import { z } from "zod";
import { defineEndpoint, jsonAnswer, jsonBody } from "./endpoint";

const PROFILE = "/api/profile";

/** What the owner sees of their profile (created with only the user id on the first visit). */
export const ownProfileSchema = z.object({
  username: z.string().nullable(),
  is_public: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: z.string(),
});

export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The settings form. Omitted fields (and a null username) keep what is saved; the username rules are the server's. */
export const profileSettingsSchema = z.object({
  username: z.string().nullable().optional(),
  is_public: z.boolean().optional(),
  profile_image_url: z.string().max(1000).nullable().optional(),
});

export type ProfileSettings = z.output<typeof profileSettingsSchema>;

const ownProfile = jsonAnswer(z.object({ profile: ownProfileSchema }));

/** The signed-in user's public-profile settings; every route answers 401 without a session. */
export const profileApi = {
  get: defineEndpoint({ method: "GET", path: PROFILE, answer: ownProfile, status: 200, errors: ["UNAUTHORIZED"] }),
  /** A username is set once: another one afterwards is USERNAME_LOCKED, one held by another user USERNAME_TAKEN. */
  update: defineEndpoint({
    method: "PUT",
    path: PROFILE,
    body: jsonBody(profileSettingsSchema),
    answer: ownProfile,
    status: 200,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "USERNAME_LOCKED", "USERNAME_TAKEN"],
  }),
  /** Whether the user may pick this username (their own saved one counts as available). */
  usernameAvailable: defineEndpoint({
    method: "GET",
    path: `${PROFILE}/username-available`,
    // A missing or repeated parameter asks about no username, which is never available.
    query: z.object({ username: z.string().catch("") }),
    answer: jsonAnswer(z.object({ available: z.boolean() })),
    status: 200,
    errors: ["UNAUTHORIZED"],
  }),
};
