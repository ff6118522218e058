import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const SECRET = "s".repeat(32);
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-config-"));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A complete, valid environment (so loadConfig never writes into ./data), overridden per test. */
function env(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { DATA_DIR: tempDir(), AUTH_SECRET: SECRET, ...overrides };
}

function configError(overrides: Record<string, string>): ConfigError {
  try {
    loadConfig(env(overrides));
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(overrides)}`);
}

describe("loadConfig defaults", () => {
  it("serves on port 3000 at http://localhost:3000 with the builtin AI provider and the system chromium", () => {
    const config = loadConfig({ AUTH_SECRET: SECRET });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.aiProviders).toEqual(["builtin"]);
    expect(config.chromiumPath).toBe("/usr/bin/chromium");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.adminEmails).toEqual([]);
    expect(config.logLevel).toBe("info");
    expect(config.dataDir).toBe(path.resolve("data"));
  });

  it("resolves a relative DATA_DIR to an absolute path", () => {
    const config = loadConfig({ AUTH_SECRET: SECRET, DATA_DIR: "some/relative/dir" });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve(process.cwd(), "some/relative/dir"));
  });

  it("derives the public URL from PORT and drops a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig(env({ PORT: "8080" })).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig(env({ PUBLIC_URL: "https://cv.example.com/" })).publicUrl).toBe("https://cv.example.com");
  });

  it("treats blank values as unset", () => {
    const config = loadConfig(env({ PORT: "  ", LOG_LEVEL: "", SMTP_URL: " " }));
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe("info");
    expect(config.smtpUrl).toBeUndefined();
  });
});

describe("loadConfig rejects invalid values with a ConfigError naming the variable", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["PORT that is not a number", { PORT: "abc" }, "PORT"],
    ["PORT above 65535", { PORT: "70000" }, "PORT"],
    ["PUBLIC_URL that is not a URL", { PUBLIC_URL: "notaurl" }, "PUBLIC_URL"],
    ["DATABASE_URL that is not PostgreSQL", { DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    ["SMTP_URL that is not smtp(s)", { SMTP_URL: "http://x" }, "SMTP_URL"],
    ["AUTH_SECRET shorter than 32 characters", { AUTH_SECRET: "too-short" }, "AUTH_SECRET"],
    ["ADMIN_EMAILS with a non-email", { ADMIN_EMAILS: "boss@example.com,not-an-email" }, "ADMIN_EMAILS"],
    ["CONTACT_EMAIL that is not an email", { CONTACT_EMAIL: "hello at example.com" }, "CONTACT_EMAIL"],
    ["AI_PROVIDERS with an unknown provider", { AI_PROVIDERS: "foo" }, "AI_PROVIDERS"],
    ["AI_PROVIDERS=openai without a key or base URL", { AI_PROVIDERS: "openai" }, "OPENAI_API_KEY"],
    ["AI_PROVIDERS=anthropic without a key", { AI_PROVIDERS: "anthropic" }, "ANTHROPIC_API_KEY"],
    ["S3_ENDPOINT without the other S3 settings", { S3_ENDPOINT: "https://s3.example.com" }, "S3_BUCKET"],
    ["S3_PUBLIC_URL without the other S3 settings", { S3_PUBLIC_URL: "https://cdn.example.com" }, "S3_ENDPOINT"],
    ["S3_BROWSER_ENDPOINT without the other S3 settings", { S3_BROWSER_ENDPOINT: "http://localhost:9000" }, "S3_ENDPOINT"],
    [
      "S3 settings missing only the secret key",
      { S3_ENDPOINT: "https://s3.example.com", S3_BUCKET: "b", S3_REGION: "r", S3_ACCESS_KEY_ID: "id" },
      "S3_SECRET_ACCESS_KEY",
    ],
    ["LOG_LEVEL that pino does not know", { LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    ["TRUSTED_PROXIES with a host name", { TRUSTED_PROXIES: "10.0.0.0/8,proxy.internal" }, "TRUSTED_PROXIES"],
    ["TRUSTED_PROXIES with a prefix too long", { TRUSTED_PROXIES: "10.0.0.0/33" }, "TRUSTED_PROXIES"],
  ];

  it.each(cases)("%s", (_label, overrides, variable) => {
    const error = configError(overrides);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it("names the offending ADMIN_EMAILS entry", () => {
    expect(configError({ ADMIN_EMAILS: "boss@example.com,not-an-email" }).message).toContain('"not-an-email"');
  });

  it("accepts the openai provider with only a base URL (a keyless local server) and anthropic with a key", () => {
    const config = loadConfig(
      env({ AI_PROVIDERS: "openai,anthropic", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", ANTHROPIC_API_KEY: "k" }),
    );
    expect(config.aiProviders).toEqual(["openai", "anthropic"]);
    expect(config.openai.baseUrl).toBe("http://127.0.0.1:11434/v1");
    expect(config.anthropic.apiKey).toBe("k");
  });

  it("reads the AI timeout, the hourly cap and an Anthropic base URL, with defaults", () => {
    const defaults = loadConfig(env({}));
    expect(defaults.aiTimeoutMs).toBe(60_000);
    expect(defaults.aiHourlyLimit).toBe(100);
    expect(defaults.anthropic.baseUrl).toBeUndefined();
    const set = loadConfig(
      env({ AI_TIMEOUT_SECONDS: "20", AI_HOURLY_LIMIT: "30", ANTHROPIC_BASE_URL: "http://127.0.0.1:9000/v1", ANTHROPIC_API_KEY: "k" }),
    );
    expect(set.aiTimeoutMs).toBe(20_000);
    expect(set.aiHourlyLimit).toBe(30);
    expect(set.anthropic.baseUrl).toBe("http://127.0.0.1:9000/v1");
  });

  it.each([
    ["AI_TIMEOUT_SECONDS", "0"],
    ["AI_HOURLY_LIMIT", "lots"],
    ["AI_PROVIDERS", "builtin,builtin"],
  ])("refuses %s=%s", (variable, value) => {
    expect(configError({ [variable]: value }).message).toContain(variable);
  });

  it("accepts a complete S3 configuration", () => {
    const config = loadConfig(
      env({ S3_ENDPOINT: "https://s3.example.com", S3_BUCKET: "b", S3_REGION: "r", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "key" }),
    );
    expect(config.s3).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "b",
      region: "r",
      accessKeyId: "id",
      secretAccessKey: "key",
      publicUrl: undefined,
    });
  });
});

describe("AUTH_SECRET", () => {
  it("is generated into DATA_DIR/auth-secret when absent and reused on the next start", () => {
    const dataDir = path.join(tempDir(), "nested", "data");
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.authSecret).toBe(first.authSecret);
  });

  it("uses the given AUTH_SECRET and writes no file", () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(() => statSync(path.join(dataDir, "auth-secret"))).toThrow();
  });

  it("gives different installations different secrets", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).authSecret).not.toBe(loadConfig({ DATA_DIR: tempDir() }).authSecret);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("believes no proxy by default and takes addresses, CIDR ranges and proxy-addr's names", () => {
    expect(loadConfig(env()).trustedProxies).toEqual([]);
    expect(loadConfig(env({ TRUSTED_PROXIES: " 10.0.0.0/8, loopback ,::1" })).trustedProxies).toEqual(["10.0.0.0/8", "loopback", "::1"]);
  });
});

describe("ADMIN_EMAILS", () => {
  it("is split on commas, trimmed, lower-cased, with blank entries dropped", () => {
    const config = loadConfig(env({ ADMIN_EMAILS: " Boss@Example.COM, ,second@example.com,,  " }));
    expect(config.adminEmails).toEqual(["boss@example.com", "second@example.com"]);
  });
});

describe("the server process", () => {
  it("exits with code 1 and names the variable when the configuration is invalid", async () => {
    const dataDir = tempDir();
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        cwd: fileURLToPath(new URL("../..", import.meta.url)),
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "abc", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 15_000,
        killSignal: "SIGKILL",
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stderr }));
    });
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
    expect(stderr).toContain("Invalid configuration");
  });
});
