import { z } from "zod";
import { defineEndpoint, jsonAnswer } from "./endpoint";

export const healthApi = {
  /** For load balancers and monitors: SERVICE_UNAVAILABLE while the database is not reachable. */
  get: defineEndpoint({
    method: "GET",
    path: "/api/health",
    answer: jsonAnswer(z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) })),
    status: 200,
    errors: ["SERVICE_UNAVAILABLE"],
  }),
};
