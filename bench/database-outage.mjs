// A short loss of the PostgreSQL connection, as issue 24 (item 3) describes it: the server reaches
// PostgreSQL through a TCP proxy that is cut (every connection dropped) and restored, the database
// server itself running throughout. Outages: connections refused (a stopped server), connections
// never answered (a host that cannot be reached), and the latter once more with the pool idle, so
// nothing is dropped and a request meets the connect alone. For each, on a server of its own:
// whether the process survives, how long each kind of request takes to be answered during the
// outage and with what (a client gives up after ANSWER_TIMEOUT_MS), and how long after the restore
// a save succeeds again. The server runs from the sources (no build needed): the figures are the
// pool's and the network's. Needs PostgreSQL on 127.0.0.1:5432 (BENCH_DATABASE_URL names another),
// else it says so and stops; writes bench/results/database-outage.json (BENCH_RESULT names another
// file and BENCH_COMMIT the sources' commit, e.g. for a run of the code before a fix).
import { execFileSync } from "node:child_process";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { importTs } from "./support/import-ts.mjs";
import { signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Long enough for the server to see its idle connections dropped.
const AFTER_CUT_MS = 300;
// pg's pool closes a connection idle for 10 s; past that the pool holds none.
const POOL_IDLE_MS = 11_000;
const ANSWER_TIMEOUT_MS = 30_000;
const RECOVERY_POLL_MS = 20;

const SCENARIOS = [
  { name: "connections refused (a stopped server)", mode: "refuse", poolIdle: false, rounds: ROUNDS },
  { name: "connections never answered (an unreachable host)", mode: "hang", poolIdle: false, rounds: ROUNDS },
  { name: "connections never answered, pool idle (nothing to drop)", mode: "hang", poolIdle: true, rounds: 1 },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (ms) => Math.round(ms * 10) / 10;

async function onDatabase(statement) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

/** One request: its status and error code, or why there was none, and how long it took. */
async function timed(url, init = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    const body = await response.text();
    let code;
    try {
      code = JSON.parse(body).error?.code;
    } catch {
      // not JSON
    }
    return { ms: round1(performance.now() - started), status: response.status, code };
  } catch (error) {
    const why = error.name === "TimeoutError" ? `no answer within ${ANSWER_TIMEOUT_MS} ms` : (error.cause?.code ?? String(error));
    return { ms: round1(performance.now() - started), status: "none", code: why };
  }
}

async function runScenario(scenario, proxy, databaseUrl) {
  const server = await startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" }, { fromSources: true });
  const rounds = [];
  let crashed;
  try {
    const email = `outage-${Date.now()}@example.com`;
    const password = "bench-password";
    const cookie = await signedInCookie(server, email, password);
    const json = { "content-type": "application/json", origin: server.origin };
    const id = uuidv7();
    const content = { title: "Outage", template_id: "modern", personal_info: { fullName: "Jordan Ellis" }, experience: [], education: [] };
    const created = await fetch(`${server.origin}/api/resumes`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ id, ...content }),
    });
    let updatedAt = (await created.json()).resume.updated_at;
    const save = () => ({ method: "PUT", headers: { ...json, cookie }, body: JSON.stringify({ ...content, updated_at: updatedAt }) });
    const signIn = { method: "POST", headers: json, body: JSON.stringify({ email, password }) };

    for (let round = 0; round < scenario.rounds; round++) {
      // A second session, whose lookups the server has not cached: its check goes to the database.
      const fresh = (await fetch(`${server.origin}/api/auth/sign-in/email`, signIn)).headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      // Requests at once leave idle connections in the pool for the drop to reach, or the pool is let go idle.
      await Promise.all(Array.from({ length: 6 }, () => fetch(`${server.origin}/api/resumes`, { headers: { cookie } })));
      if (scenario.poolIdle) await sleep(POOL_IDLE_MS);

      await proxy.cut(scenario.mode);
      await sleep(AFTER_CUT_MS);
      const answers = {
        health: await timed(`${server.origin}/api/health`),
        save: await timed(`${server.origin}/api/resumes/${id}`, save()),
        sessionCheck: await timed(`${server.origin}/api/auth/get-session`, { headers: { cookie: fresh } }),
        signedInRead: await timed(`${server.origin}/api/resumes`, { headers: { cookie: fresh } }),
        signIn: await timed(`${server.origin}/api/auth/sign-in/email`, signIn),
      };
      await proxy.restore();
      if (server.exitCode() !== null) {
        crashed = { round, exitCode: server.exitCode() };
        rounds.push({ answers, saveServedAgainAfterMs: null });
        break;
      }
      const restored = performance.now();
      let recoveryMs = null;
      while (recoveryMs === null && performance.now() - restored < ANSWER_TIMEOUT_MS) {
        const response = await fetch(`${server.origin}/api/resumes/${id}`, save());
        if (response.status === 200) {
          updatedAt = (await response.json()).resume.updated_at;
          recoveryMs = round1(performance.now() - restored);
        } else {
          await response.arrayBuffer();
          await sleep(RECOVERY_POLL_MS);
        }
      }
      rounds.push({ answers, saveServedAgainAfterMs: recoveryMs });
    }
  } finally {
    await server.stop();
  }
  const answered = rounds.flatMap((r) => Object.values(r.answers)).filter((a) => a.status !== "none");
  return {
    outage: scenario.name,
    processSurvived: crashed === undefined,
    ...(crashed ? { crashed } : {}),
    rounds,
    slowestAnswerMs: answered.length ? Math.max(...answered.map((a) => a.ms)) : null,
    slowestRecoveryMs: rounds.every((r) => r.saveServedAgainAfterMs !== null)
      ? Math.max(...rounds.map((r) => r.saveServedAgainAfterMs))
      : null,
  };
}

try {
  await onDatabase("select 1");
} catch (error) {
  console.log(`No PostgreSQL at ${DATABASE_URL} (${error.message}): the outage benchmark needs one. Skipped.`);
  process.exit(0);
}

const { startTcpProxy } = await importTs("src/server/test-support/tcp-proxy.ts");
const schema = `bench_outage_${process.pid}`;
await onDatabase(`create schema ${schema}`);
const target = new URL(DATABASE_URL);
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
const throughProxy = new URL(DATABASE_URL);
throughProxy.hostname = "127.0.0.1";
throughProxy.port = String(proxy.port);
throughProxy.searchParams.set("options", `-c search_path=${schema}`);
try {
  const outages = [];
  for (const scenario of SCENARIOS) outages.push(await runScenario(scenario, proxy, throughProxy.href));
  writeResult(process.env.BENCH_RESULT ?? "database-outage", {
    commit: process.env.BENCH_COMMIT ?? gitCommit(),
    answerTimeoutMs: ANSWER_TIMEOUT_MS,
    outages,
  });
} finally {
  await proxy.close();
  await onDatabase(`drop schema if exists ${schema} cascade`);
}
