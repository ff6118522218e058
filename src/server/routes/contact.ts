import { Hono } from "hono";
import { contactApi } from "#shared/api/contact";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { validJson } from "../middleware/validate";
import { getContactStatus, sendContactMessage, type ContactDeps } from "../services/contact/send-contact-message";
import { answer } from "./answer";

const { status, send } = contactApi;

/** Open to everyone: a visitor who cannot sign in is exactly who may need to write. */
export function contactRoutes(deps: ContactDeps) {
  return new Hono<AppEnv>()
    .get(status.path, async (c) => answer(c, status, await getContactStatus(deps, { user: c.get("user") })))
    .post(send.path, validJson(send), async (c) => {
      const sent = await sendContactMessage(deps, {
        message: c.req.valid("json"),
        user: c.get("user"),
        clientAddress: c.get("clientAddress"),
        now: new Date(),
      });
      return answer(c, send, sent);
    })
    .all(status.path, methodNotAllowed);
}
