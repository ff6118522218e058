// The only door from the web app to the server: types, never code.
export type { AppType } from "../server/app";
