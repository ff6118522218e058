// Authenticated resume saves (PUT with the last seen updated_at, as auto-save sends them) from 50
// concurrent clients for 10 s, on SQLite and, when PostgreSQL answers on 127.0.0.1:5432, on it too.
import { execFileSync } from "node:child_process";
import autocannon from "autocannon";
import { v7 as uuidv7 } from "uuid";
import { signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const content = (i) => ({
  title: `Bench Resume ${i}`,
  template_id: "modern",
  personal_info: {
    fullName: "Jordan Ellis",
    email: "jordan@example.com",
    phone: "+1 555 0100",
    location: "Austin, TX",
    summary: "Engineer who ships. ".repeat(8),
  },
  experience: [
    {
      id: "e1",
      company: "Acme",
      position: "Engineer",
      location: "Remote",
      startDate: "Jan 2020",
      endDate: "",
      current: true,
      description: "Built things. ".repeat(20),
    },
  ],
  education: [
    {
      id: "d1",
      institution: "State University",
      degree: "BSc",
      field: "Computer Science",
      location: "Austin",
      startDate: "2012",
      endDate: "2016",
    },
  ],
  skills: [{ id: "s1", category: "Languages", items: ["TypeScript", "Go", "SQL"] }],
  projects: [],
  certifications: [],
  languages: [{ id: "l1", name: "English", proficiency: "Native" }],
  custom_sections: [],
});

async function measure(label, env) {
  const server = await startServer(env);
  try {
    // The server starts Chromium for PDF export right after it listens (about 2 s of both cores
    // here); saves are measured once that is done, as a running server serves them.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const cookie = await signedInCookie(server);
    const headers = { "content-type": "application/json", origin: server.origin, cookie };
    const pool = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const id = uuidv7();
      const response = await fetch(`${server.origin}/api/resumes`, {
        method: "POST",
        headers,
        body: JSON.stringify({ id, ...content(i) }),
      });
      const { resume } = await response.json();
      pool.push({ id, updatedAt: resume.updated_at, body: content(i) });
    }
    let conflicts = 0;
    const saveRequest = {
      method: "PUT",
      setupRequest: (request, context) => {
        context.resume ??= pool.pop();
        const { id, updatedAt, body } = context.resume;
        body.personal_info.summary = `Engineer who ships. Revision ${Date.now()}. `.repeat(4);
        return { ...request, path: `/api/resumes/${id}`, body: JSON.stringify({ ...body, updated_at: updatedAt }) };
      },
      onResponse: (status, body, context) => {
        if (status === 200) context.resume.updatedAt = JSON.parse(body).resume.updated_at;
        else if (status === 409) conflicts++;
      },
    };
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
      // autocannon resets a connection's context each time it wraps around its request list, so the
      // list is long enough never to wrap: each connection keeps its resume and last updated_at.
      requests: Array.from({ length: 5_000 }, () => saveRequest),
    });
    return {
      database: label,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      savesPerSecond: Math.round(result.requests.average),
      totalSaves: result["2xx"],
      non2xx: result.non2xx,
      conflicts,
      errors: result.errors,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    };
  } finally {
    await server.stop();
  }
}

function postgresAvailable() {
  try {
    execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-qAtc", "select 1"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

const runs = [await measure("sqlite", {})];
if (postgresAvailable()) {
  const database = `vitae_bench_${Date.now()}`;
  execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-qc", `create database ${database}`]);
  try {
    runs.push(await measure("postgres", { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}` }));
  } finally {
    execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-qc", `drop database ${database} with (force)`]);
  }
}
writeResult("save-throughput", { runs });
