import { z } from "zod";
import { resumeSchema } from "../resume";
import { defineEndpoint, jsonAnswer } from "./endpoint";

/** A public profile page: the profile and its owner's most recently updated resume. */
export const publicProfileSchema = z.object({
  profile: z.object({ username: z.string(), profile_image_url: z.string().nullable() }),
  resume: resumeSchema.nullable(),
});

export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Pages anyone may read, signed in or not. */
export const publicProfileApi = {
  /** A missing and a private profile answer the same NOT_FOUND. */
  get: defineEndpoint({
    method: "GET",
    path: "/api/public/:username",
    params: z.object({ username: z.string() }),
    answer: jsonAnswer(publicProfileSchema),
    status: 200,
    errors: ["NOT_FOUND"],
  }),
};
