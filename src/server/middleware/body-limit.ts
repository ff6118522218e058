import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const limitBody = (maxSize: number = JSON_BODY_LIMIT_BYTES, message?: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", message ?? `The request body is larger than ${Math.round(maxSize / 1024)} KB.`);
    },
  });
