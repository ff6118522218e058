import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for model APIs, so provider tests run without the internet: an OpenAI-compatible
 * chat completions endpoint and an Anthropic messages endpoint, real HTTP servers speaking each
 * API's wire format. Each test scripts the replies; every request is kept for assertions.
 */
export type ModelReply =
  /** A well-formed completion whose content is this value as JSON (or this text when a string). */
  | { answer: unknown; delayMs?: number }
  /** An error answer with this status, body and headers. */
  | { status: number; body: unknown; headers?: Record<string, string> };

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface ModelServer {
  /** The base URL a provider is configured with (OPENAI_BASE_URL, ANTHROPIC_BASE_URL). */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Replies to the next requests in order; once used up, every request gets `fallback`. */
  reply(...replies: ModelReply[]): void;
  close(): Promise<void>;
}

type Shape = (reply: { answer: unknown }, request: ReceivedRequest) => unknown;

const contentOf = (answer: unknown): string => (typeof answer === "string" ? answer : JSON.stringify(answer));

const openAiCompletion: Shape = ({ answer }) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: "test-model",
  choices: [{ index: 0, message: { role: "assistant", content: contentOf(answer) }, finish_reason: "stop" }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

// The AI SDK asks Claude for structured output either natively (a text block of JSON) or through a
// forced tool named "json"; the reply follows what the request asked for.
const anthropicMessage: Shape = ({ answer }, request) => {
  const tools = (request.body["tools"] as { name: string }[] | undefined) ?? [];
  const usesJsonTool = tools.some((tool) => tool.name === "json");
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: usesJsonTool
      ? [{ type: "tool_use", id: "toolu_test", name: "json", input: typeof answer === "string" ? JSON.parse(answer) : answer }]
      : [{ type: "text", text: contentOf(answer) }],
    stop_reason: usesJsonTool ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

async function startModelServer(prefix: string, shape: Shape): Promise<ModelServer> {
  const queue: ModelReply[] = [];
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const received = { path: req.url ?? "", headers: req.headers, body: await readJson(req) };
      requests.push(received);
      const reply = queue.shift() ?? { status: 500, body: { error: { message: "no reply scripted" } } };
      if ("status" in reply) {
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(JSON.stringify(reply.body));
        return;
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(shape(reply, received)));
    })();
  });
  // A test that times a provider out leaves its socket open; closing must not wait for it.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers POST {baseUrl}/chat/completions. */
export const startOpenAiServer = () => startModelServer("/v1", openAiCompletion);
/** Answers POST {baseUrl}/messages. */
export const startAnthropicServer = () => startModelServer("/v1", anthropicMessage);
