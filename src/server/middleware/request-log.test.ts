import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

describe("request log", () => {
  it("never writes a live password-reset token, in the message or the fields", async () => {
    const { logger, lines } = capturedLog();
    const app = new Hono().use(requestLog(logger)).get("/api/auth/reset-password/:token", (c) => c.redirect("/reset-password?token=x"));
    const token = "Xq3vPz0kL9sWm2Rt8YbN1cDf";
    await app.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      path: "/api/auth/reset-password/[redacted]",
      msg: expect.stringMatching(/^GET \/api\/auth\/reset-password\/\[redacted\] 302 /),
    });
  });

  it("keeps other paths whole", async () => {
    const { logger, lines } = capturedLog();
    const app = new Hono().use(requestLog(logger)).get("/api/resumes/:id", (c) => c.text("ok"));
    await app.request("/api/resumes/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b");
    await new Promise((resolve) => setImmediate(resolve));
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: "/api/resumes/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" });
  });
});
