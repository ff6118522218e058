import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { AI_PROVIDER_IDS, type AiProviderId } from "#shared/ai";

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
  /** The endpoint as browsers reach it, when the app reaches the store by another name (a container network); signed URLs use it. */
  browserEndpoint: string | undefined;
}

export interface Config {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  /** Where the contact form's messages go; without it, to every administrator. */
  contactEmail: string | undefined;
  s3: S3Config | undefined;
  aiProviders: AiProviderId[];
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  anthropic: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  /** How long one model call may take before the next provider is asked, in milliseconds. */
  aiTimeoutMs: number;
  /** AI function calls one user may make per hour, whichever provider answers (protects model spend). */
  aiHourlyLimit: number;
  chromiumPath: string;
  chromiumWsEndpoint: string | undefined;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (IPs, CIDR ranges, or proxy-addr's loopback/linklocal/uniquelocal). */
  trustedProxies: string[];
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

const empty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === "" ? undefined : value.trim());

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
  );

const email = z.email("must be an email address");

const rules = {
  PORT: z.coerce.number().int().min(1).max(65535),
  PUBLIC_URL: url(["http:", "https:"]),
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters"),
  SMTP_URL: url(["smtp:", "smtps:"]),
  MAIL_FROM: z.string().min(3),
  CONTACT_EMAIL: email.max(254, "must be at most 254 characters"),
  OPENAI_BASE_URL: url(["http:", "https:"]),
  ANTHROPIC_BASE_URL: url(["http:", "https:"]),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600),
  AI_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000),
  S3_ENDPOINT: url(["http:", "https:"]),
  S3_PUBLIC_URL: url(["http:", "https:"]),
  S3_BROWSER_ENDPOINT: url(["http:", "https:"]),
  CHROMIUM_WS_ENDPOINT: url(["ws:", "wss:", "http:", "https:"]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
} as const;

function read<K extends keyof typeof rules>(env: NodeJS.ProcessEnv, name: K): z.infer<(typeof rules)[K]> | undefined {
  const raw = empty(env[name]);
  if (raw === undefined) return undefined;
  const parsed = rules[name].safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(name, parsed.error.issues[0]?.message ?? "is not valid");
  }
  return parsed.data as z.infer<(typeof rules)[K]>;
}

function readList(env: NodeJS.ProcessEnv, name: string): string[] {
  return (empty(env[name]) ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function readAdminEmails(env: NodeJS.ProcessEnv): string[] {
  return readList(env, "ADMIN_EMAILS").map((item) => {
    if (!email.safeParse(item).success) throw new ConfigError("ADMIN_EMAILS", `contains "${item}", which is not an email address`);
    return item.toLowerCase();
  });
}

function readAiProviders(env: NodeJS.ProcessEnv): AiProviderId[] {
  const names = readList(env, "AI_PROVIDERS");
  if (names.length === 0) return ["builtin"];
  for (const name of names) {
    if (!(AI_PROVIDER_IDS as readonly string[]).includes(name)) {
      throw new ConfigError("AI_PROVIDERS", `contains "${name}"; allowed: ${AI_PROVIDER_IDS.join(", ")}`);
    }
  }
  if (new Set(names).size !== names.length) throw new ConfigError("AI_PROVIDERS", "names a provider twice");
  return names as AiProviderId[];
}

function readTrustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = readList(env, "TRUSTED_PROXIES");
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new ConfigError(
        "TRUSTED_PROXIES",
        `contains "${entry}", which is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}

function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const required = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const given = required.filter((name) => empty(env[name]) !== undefined);
  if (given.length === 0) {
    // Optional settings alone would be dropped without a word, and the images kept on the local disk.
    for (const optional of ["S3_PUBLIC_URL", "S3_BROWSER_ENDPOINT"] as const) {
      if (empty(env[optional]) !== undefined) throw new ConfigError("S3_ENDPOINT", `is required when ${optional} is set`);
    }
    return undefined;
  }
  const missing = required.find((name) => empty(env[name]) === undefined);
  if (missing) throw new ConfigError(missing, `is required when ${given.join(", ")} ${given.length === 1 ? "is" : "are"} set`);
  return {
    endpoint: read(env, "S3_ENDPOINT")!,
    bucket: empty(env.S3_BUCKET)!,
    region: empty(env.S3_REGION)!,
    accessKeyId: empty(env.S3_ACCESS_KEY_ID)!,
    secretAccessKey: empty(env.S3_SECRET_ACCESS_KEY)!,
    publicUrl: read(env, "S3_PUBLIC_URL"),
    browserEndpoint: read(env, "S3_BROWSER_ENDPOINT"),
  };
}

/** Reads the secret from DATA_DIR or creates it there, so sessions survive restarts without any setup. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = read(env, "PORT") ?? 3000;
  const dataDir = path.resolve(empty(env.DATA_DIR) ?? "./data");
  const aiProviders = readAiProviders(env);
  const openaiApiKey = empty(env.OPENAI_API_KEY);
  const openaiBaseUrl = read(env, "OPENAI_BASE_URL");
  const anthropicApiKey = empty(env.ANTHROPIC_API_KEY);
  if (aiProviders.includes("openai") && !openaiApiKey && !openaiBaseUrl) {
    throw new ConfigError(
      "OPENAI_API_KEY",
      "is required when AI_PROVIDERS includes openai (or set OPENAI_BASE_URL for a keyless local server)",
    );
  }
  if (aiProviders.includes("anthropic") && !anthropicApiKey) {
    throw new ConfigError("ANTHROPIC_API_KEY", "is required when AI_PROVIDERS includes anthropic");
  }
  const publicUrl = (read(env, "PUBLIC_URL") ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    port,
    publicUrl,
    dataDir,
    databaseUrl: read(env, "DATABASE_URL"),
    authSecret: read(env, "AUTH_SECRET") ?? loadOrCreateSecret(dataDir),
    smtpUrl: read(env, "SMTP_URL"),
    mailFrom: read(env, "MAIL_FROM") ?? "Vitae <no-reply@vitae.local>",
    adminEmails: readAdminEmails(env),
    contactEmail: read(env, "CONTACT_EMAIL"),
    s3: readS3(env),
    aiProviders,
    openai: { baseUrl: openaiBaseUrl, apiKey: openaiApiKey, model: empty(env.OPENAI_MODEL) ?? "gpt-4o-mini" },
    anthropic: {
      baseUrl: read(env, "ANTHROPIC_BASE_URL"),
      apiKey: anthropicApiKey,
      model: empty(env.ANTHROPIC_MODEL) ?? "claude-sonnet-4-5",
    },
    aiTimeoutMs: (read(env, "AI_TIMEOUT_SECONDS") ?? 60) * 1000,
    aiHourlyLimit: read(env, "AI_HOURLY_LIMIT") ?? 100,
    chromiumPath: empty(env.CHROMIUM_PATH) ?? "/usr/bin/chromium",
    chromiumWsEndpoint: read(env, "CHROMIUM_WS_ENDPOINT"),
    logLevel: read(env, "LOG_LEVEL") ?? "info",
    trustedProxies: readTrustedProxies(env),
    isProduction: env.NODE_ENV === "production",
  };
}
