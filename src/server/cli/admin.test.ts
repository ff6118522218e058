import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRole } from "../db/queries/user-roles";
import { findUserIdByEmail } from "../db/queries/users";
import { signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real admin CLI against the test app's database: its DATA_DIR on SQLite, its schema on PostgreSQL. */
function runAdmin(...args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    DATA_DIR: t.dataDir,
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", ...args], {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 15_000,
      killSignal: "SIGKILL",
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run admin", () => {
  it("grants and revokes the admin role of an existing user, and says when nothing changed", async () => {
    const email = `cli-${Date.now()}@example.com`;
    await signUpAndVerify(t, email);
    const userId = (await findUserIdByEmail(t.services.database.db, email))!;
    expect(userId).toBeTruthy();
    expect(await hasRole(t.services.database.db, userId, "admin")).toBe(false);

    const grant = await runAdmin("grant", email);
    expect(grant).toMatchObject({ code: 0, stdout: `${email} is now an admin.\n` });
    expect(await hasRole(t.services.database.db, userId, "admin")).toBe(true);

    const revoke = await runAdmin("revoke", email);
    expect(revoke).toMatchObject({ code: 0, stdout: `${email} is no longer an admin.\n` });
    expect(await hasRole(t.services.database.db, userId, "admin")).toBe(false);

    const revokeAgain = await runAdmin("revoke", email);
    expect(revokeAgain).toMatchObject({ code: 0, stdout: `${email} was not an admin; nothing changed.\n` });
    expect(await hasRole(t.services.database.db, userId, "admin")).toBe(false);
  });

  it("finds the user whatever the case of the email typed", async () => {
    const email = `mixed-${Date.now()}@example.com`;
    await signUpAndVerify(t, email);
    const userId = (await findUserIdByEmail(t.services.database.db, email))!;
    const grant = await runAdmin("grant", email.toUpperCase());
    expect(grant.code).toBe(0);
    expect(await hasRole(t.services.database.db, userId, "admin")).toBe(true);
  });

  it("exits 1 for an email no user has, and changes nothing", async () => {
    const before = await t.services.database.db.selectFrom("user_roles").select("user_id").execute();
    const result = await runAdmin("grant", "nobody@example.com");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No user has the email nobody@example.com");
    expect(result.stdout).toBe("");
    expect(await t.services.database.db.selectFrom("user_roles").select("user_id").execute()).toEqual(before);
  });

  it("exits 2 with the usage when the command or the email is missing", async () => {
    const results = await Promise.all([runAdmin(), runAdmin("grant"), runAdmin("promote", "someone@example.com")]);
    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Usage: npm run admin -- grant <email>");
      expect(result.stderr).toContain("npm run admin -- revoke <email>");
    }
  });
});
