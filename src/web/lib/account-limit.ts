import { ApiError } from "./api-client";

/**
 * The server's words when a create or a save was refused because the account keeps all it may
 * (ACCOUNT_LIMIT_REACHED, decision 035): they say what to delete to make room. Undefined for any
 * other failure, which keeps the screen's own text.
 */
export function accountLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === "ACCOUNT_LIMIT_REACHED" ? error.message : undefined;
}
