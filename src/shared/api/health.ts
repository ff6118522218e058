import { z } from "zod";
import { defineEndpoint, jsonAnswer } from "./endpoint";

export const healthApi = {
  /**
   * For load balancers and monitors: DATABASE_UNAVAILABLE while the database does not answer,
   * INSUFFICIENT_STORAGE while it has no room for a save (SQLite; PostgreSQL's disk is its server's).
   */
  get: defineEndpoint({
    method: "GET",
    path: "/api/health",
    answer: jsonAnswer(z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) })),
    status: 200,
    errors: ["DATABASE_UNAVAILABLE", "INSUFFICIENT_STORAGE"],
  }),
};
