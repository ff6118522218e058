import type { SessionUser } from "./auth/create-auth";

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    /** The client's address as the per-address limits key it (middleware/client-address.ts). */
    clientAddress: string;
  };
}

export interface SignedInEnv {
  Variables: {
    user: SessionUser;
  };
}
