import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AiProviderId, JobData } from "#shared/ai";
import { AppError } from "../errors";
import { startAnthropicServer, startOpenAiServer, type ModelServer } from "../test-support/model-servers";
import { createAiEngine } from "./ai-engine";
import { createBuiltinPool, type BuiltinPool } from "./builtin-pool";
import { smallBuiltinPool } from "../test-support/small-builtin-pool";
import { AI_FAILURE_MESSAGES } from "./failure-messages";

const OPENAI_KEY = "sk-test-openai-key-never-logged";
const ANTHROPIC_KEY = "sk-ant-test-key-never-logged";

const advert = { jobDescription: "Senior Data Engineer at Acme. Required: Python, SQL, Airflow. Nice to have: Kubernetes." };

const jobData: JobData = {
  title: "Senior Data Engineer",
  company: "Acme",
  location: "",
  seniority: "senior",
  required_skills: ["Python", "SQL", "Airflow"],
  preferred_skills: ["Kubernetes"],
  keywords: ["Python", "SQL", "Airflow", "Kubernetes"],
  responsibilities: [],
};

const call = { owner: "user-1" };

let openai: ModelServer;
let anthropic: ModelServer;
let builtin: BuiltinPool;
let logLines: string[];

beforeAll(async () => {
  openai = await startOpenAiServer();
  anthropic = await startAnthropicServer();
  builtin = createBuiltinPool(smallBuiltinPool({ engine: { queue: 4, heapMb: 256 } }));
});
afterAll(async () => {
  await openai.close();
  await anthropic.close();
  await builtin.close();
});
beforeEach(() => {
  openai.requests.length = 0;
  anthropic.requests.length = 0;
  logLines = [];
});

function engine(providers: AiProviderId[], timeoutMs = 5000) {
  const logger = pino(
    { level: "debug" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  return createAiEngine(
    {
      aiProviders: providers,
      openai: { baseUrl: openai.baseUrl, apiKey: OPENAI_KEY, model: "test-model" },
      anthropic: { baseUrl: anthropic.baseUrl, apiKey: ANTHROPIC_KEY, model: "claude-sonnet-4-5" },
      aiTimeoutMs: timeoutMs,
    },
    builtin,
    logger,
  );
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("model providers", () => {
  it("answers with an OpenAI-compatible model's structured output and names the provider", async () => {
    openai.reply({ answer: jobData });
    const outcome = await engine(["openai", "builtin"]).run("parse-job-description", advert, call);
    expect(outcome).toEqual({ provider: "openai", result: jobData });
    const [request] = openai.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    // The function's schema travels as a JSON schema response format, and the advert as the input.
    const format = request!.body["response_format"] as { type: string; json_schema: { schema: { properties: object } } };
    expect(format.type).toBe("json_schema");
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(expect.arrayContaining(["required_skills", "preferred_skills"]));
    expect(JSON.stringify(request!.body["messages"])).toContain("Airflow");
  });

  it("answers with an Anthropic model", async () => {
    anthropic.reply({ answer: jobData });
    const outcome = await engine(["anthropic", "builtin"]).run("parse-job-description", advert, call);
    expect(outcome).toEqual({ provider: "anthropic", result: jobData });
    expect(anthropic.requests[0]!.path).toBe("/v1/messages");
    expect(anthropic.requests[0]!.headers["x-api-key"]).toBe(ANTHROPIC_KEY);
  });

  it("sends output that fails the schema back once for repair, and takes the repaired answer", async () => {
    openai.reply({ answer: { ...jobData, seniority: "wizard" } }, { answer: jobData });
    const outcome = await engine(["openai", "builtin"]).run("parse-job-description", advert, call);
    expect(outcome.provider).toBe("openai");
    expect(outcome.result.seniority).toBe("senior");
    expect(openai.requests).toHaveLength(2);
    const repairMessages = JSON.stringify(openai.requests[1]!.body["messages"]);
    expect(repairMessages).toContain("wizard");
    expect(repairMessages).toContain("does not match the required JSON schema");
  });

  it("asks the next provider when the repair fails too", async () => {
    openai.reply({ answer: "not json at all" }, { answer: { title: 42 } });
    anthropic.reply({ answer: jobData });
    const outcome = await engine(["openai", "anthropic", "builtin"]).run("parse-job-description", advert, call);
    expect(outcome.provider).toBe("anthropic");
    expect(openai.requests).toHaveLength(2);
  });

  it("asks the providers in the order of AI_PROVIDERS", async () => {
    anthropic.reply({ status: 500, body: { type: "error", error: { type: "api_error", message: "overloaded" } } });
    anthropic.reply({ status: 500, body: { type: "error", error: { type: "api_error", message: "overloaded" } } });
    openai.reply({ answer: jobData });
    const outcome = await engine(["anthropic", "openai", "builtin"]).run("parse-job-description", advert, call);
    expect(outcome.provider).toBe("openai");
    // One retry on a server error, then the next provider.
    expect(anthropic.requests).toHaveLength(2);
  });

  it("falls back to the built-in engine, which always answers", async () => {
    openai.reply({ status: 503, body: { error: { message: "down" } } }, { status: 503, body: { error: { message: "down" } } });
    const outcome = await engine(["openai", "builtin"]).run("parse-job-description", advert, call);
    expect(outcome.provider).toBe("builtin");
    expect(outcome.result.required_skills).toEqual(expect.arrayContaining(["Python", "SQL", "Apache Airflow"]));
  });

  it("answers PAYMENT_REQUIRED with needsCredits when a provider asks for credits and none answers", async () => {
    openai.reply({ status: 402, body: { error: { message: "Insufficient credits" } } });
    const error = await failureOf(engine(["openai"]).run("parse-job-description", advert, call));
    expect(error.code).toBe("PAYMENT_REQUIRED");
    expect(error.status).toBe(402);
    expect(error.message).toBe(AI_FAILURE_MESSAGES.payment);
    expect(error.details).toMatchObject({ errorType: "payment_required", needsCredits: true });
    // A 402 is not retried: more credits will not appear in a second.
    expect(openai.requests).toHaveLength(1);
  });

  it("reads OpenAI's insufficient_quota 429 as a credit error", async () => {
    const quota = { status: 429, body: { error: { message: "You exceeded your current quota", type: "insufficient_quota" } } };
    openai.reply(quota, quota);
    const error = await failureOf(engine(["openai"]).run("parse-job-description", advert, call));
    expect(error.code).toBe("PAYMENT_REQUIRED");
  });

  it("answers RATE_LIMITED with the provider's retryAfter when every provider is busy", async () => {
    const busy = { status: 429, body: { error: { message: "Rate limit reached" } }, headers: { "retry-after": "0" } };
    openai.reply(busy, busy);
    const error = await failureOf(engine(["openai"]).run("parse-job-description", advert, call));
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe(AI_FAILURE_MESSAGES.busy);
    expect(error.details).toMatchObject({ errorType: "rate_limited", retryAfter: 1 });
    expect(openai.requests).toHaveLength(2);
  });

  it("gives up on a provider that does not answer within the timeout and asks the next", async () => {
    openai.reply({ answer: jobData, delayMs: 3000 });
    anthropic.reply({ answer: jobData });
    const started = Date.now();
    const outcome = await engine(["openai", "anthropic"], 300).run("parse-job-description", advert, call);
    expect(outcome.provider).toBe("anthropic");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("answers all_providers_failed when no provider answers, and never logs a key or the request", async () => {
    openai.reply({ status: 401, body: { error: { message: "bad key" } } });
    anthropic.reply({ status: 401, body: { type: "error", error: { type: "authentication_error", message: "bad key" } } });
    const error = await failureOf(engine(["openai", "anthropic"]).run("parse-job-description", advert, call));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe(AI_FAILURE_MESSAGES.unavailable);
    expect(error.details).toMatchObject({ errorType: "all_providers_failed" });
    const log = logLines.join("");
    expect(log).toContain("AI provider gave no answer");
    expect(log).not.toContain(OPENAI_KEY);
    expect(log).not.toContain(ANTHROPIC_KEY);
    expect(log).not.toContain("Airflow");
  });
});
