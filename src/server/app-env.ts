import type { SessionUser } from "./auth/create-auth";

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
  };
}

export interface SignedInEnv {
  Variables: {
    user: SessionUser;
  };
}
