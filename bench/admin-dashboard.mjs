// The admin dashboard's reads on a large site: 100,000 users, 500,000 resumes, 90 days of activity,
// AI requests and PDF exports, seeded straight into the database of the built server. Each endpoint
// is timed over sequential requests from a signed-in admin, on SQLite and, when PostgreSQL answers
// on 127.0.0.1:5432, on it too. Sizes can be lowered for a quick look: BENCH_USERS, BENCH_RESUMES.
import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RESUMES = Number(process.env.BENCH_RESUMES ?? 500_000);
const DAILY_ACTIVE_SHARE = 0.05;
const AI_REQUESTS = 150_000;
const PDF_EXPORTS = 100_000;
const RUNS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5_000;

const TEMPLATES = ["modern", "classic", "creative", "minimal", "executive", "technical", "cv-photo-modern", "cv-photo-elegant"];
const FUNCTIONS = [
  "generate-resume",
  "parse-resume-upload",
  "generate-cover-letter",
  "optimize-resume",
  "optimize-linkedin",
  "revamp-cv-content",
];
const CONTENT = JSON.stringify({
  personal_info: { fullName: "Bench User", email: "bench@example.com" },
  experience: [],
  education: [],
  skills: [],
});

// A fixed seed, so both databases hold the same site and runs compare.
let state = 20261124;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (items) => items[Math.floor(random() * items.length)];
const iso = (ms) => new Date(ms).toISOString();

/** The site's rows, table by table, in batches of column arrays. */
function* seedRows(now) {
  const userIds = Array.from({ length: USERS }, () => uuidv7());
  for (let start = 0; start < USERS; start += BATCH) {
    const ids = userIds.slice(start, start + BATCH);
    const created = ids.map(() => iso(now - random() * 730 * DAY_MS));
    const emails = ids.map((_, i) => `member${start + i}@example.com`);
    yield [
      "user",
      ["id", "name", "email", "emailVerified", "createdAt", "updatedAt"],
      [ids, emails, emails, ids.map(() => 1), created, created],
    ];
    // Seven in ten chose a username.
    const usernames = ids.map((_, i) => (random() < 0.7 ? `member_${start + i}` : null));
    yield ["profiles", ["user_id", "username", "is_public", "created_at"], [ids, usernames, ids.map(() => 0), created]];
  }
  for (let start = 0; start < RESUMES; start += BATCH) {
    const size = Math.min(BATCH, RESUMES - start);
    const ids = Array.from({ length: size }, () => uuidv7());
    const owners = ids.map(() => pick(userIds));
    const updated = ids.map(() => iso(now - random() * 365 * DAY_MS));
    yield [
      "resumes",
      ["id", "user_id", "title", "template_id", "content", "created_at", "updated_at"],
      [ids, owners, ids.map(() => "My Resume"), ids.map(() => pick(TEMPLATES)), ids.map(() => CONTENT), updated, updated],
    ];
  }
  const perDay = Math.round(USERS * DAILY_ACTIVE_SHARE);
  for (let day = 0; day < 90; day++) {
    const date = iso(now - day * DAY_MS).slice(0, 10);
    const active = [...new Set(Array.from({ length: perDay }, () => pick(userIds)))];
    yield ["user_activity_days", ["day", "user_id"], [active.map(() => date), active]];
  }
  const outcomes = (rare) => (random() < 0.9 ? "success" : pick(rare));
  for (let start = 0; start < AI_REQUESTS; start += BATCH) {
    const ids = Array.from({ length: BATCH }, () => uuidv7());
    const out = ids.map(() => outcomes(["throttled", "error", "all_providers_failed"]));
    yield [
      "ai_requests",
      ["id", "user_id", "function_name", "provider", "outcome", "duration_ms", "created_at"],
      [
        ids,
        ids.map(() => pick(userIds)),
        ids.map(() => pick(FUNCTIONS)),
        out.map((o) => (o === "success" ? "builtin" : null)),
        out,
        ids.map(() => Math.round(random() * 3000)),
        ids.map(() => iso(now - random() * 100 * DAY_MS)),
      ],
    ];
  }
  for (let start = 0; start < PDF_EXPORTS; start += BATCH) {
    const ids = Array.from({ length: BATCH }, () => uuidv7());
    yield [
      "pdf_exports",
      ["id", "user_id", "kind", "outcome", "duration_ms", "created_at"],
      [
        ids,
        ids.map(() => pick(userIds)),
        ids.map(() => (random() < 0.8 ? "resume" : "letter")),
        ids.map(() => outcomes(["refused", "failed", "cancelled"])),
        ids.map(() => Math.round(400 + random() * 1500)),
        ids.map(() => iso(now - random() * 100 * DAY_MS)),
      ],
    ];
  }
}

const quote = (name) => `"${name}"`;

function seedSqlite(file, now) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const insertAll = db.transaction(() => {
    for (const [table, columns, values] of seedRows(now)) {
      const insert = db.prepare(
        `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      );
      for (let row = 0; row < values[0].length; row++) insert.run(...values.map((column) => column[row]));
    }
  });
  insertAll();
  db.exec("analyze");
  db.close();
}

// PostgreSQL takes each batch as one insert from arrays; booleans and JSON are cast from text.
const PG_TYPES = {
  emailVerified: "boolean",
  is_public: "boolean",
  content: "jsonb",
  duration_ms: "integer",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

async function seedPostgres(url, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const [table, columns, values] of seedRows(now)) {
    const casts = columns.map((column, i) => `$${i + 1}::text[]`);
    const select = columns.map((column, i) => `c${i}::${PG_TYPES[column] ?? "text"}`).join(", ");
    const pgValues = values.map((column, i) =>
      columns[i] === "emailVerified" || columns[i] === "is_public" ? column.map((v) => String(v === 1)) : column,
    );
    await client.query(
      `insert into ${quote(table)} (${columns.map(quote).join(", ")}) select ${select} from unnest(${casts.join(", ")}) as t(${columns.map((_, i) => `c${i}`).join(", ")})`,
      pgValues,
    );
  }
  // A live database is vacuumed by autovacuum; a bulk load is not yet, so its index-only reads would visit every row.
  await client.query("vacuum analyze");
  await client.end();
}

async function grantAdmin(server, cookie, grant) {
  const session = await (await fetch(`${server.origin}/api/auth/get-session`, { headers: { cookie } })).json();
  await grant(session.user.id);
}

async function time(server, cookie, url) {
  const headers = { cookie, origin: server.origin };
  for (let i = 0; i < 3; i++) await (await fetch(`${server.origin}${url}`, { headers })).arrayBuffer();
  const times = [];
  let body;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${server.origin}${url}`, { headers });
    body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  }
  times.sort((a, b) => a - b);
  return { medianMs: Math.round(percentile(times, 50) * 10) / 10, p95Ms: Math.round(percentile(times, 95) * 10) / 10, body };
}

const ENDPOINTS = {
  metrics: "/api/admin/metrics",
  activity: "/api/admin/activity",
  usersFirstPage: "/api/admin/users",
  usersPage2000: "/api/admin/users?page=2000",
  usersByUsername: "/api/admin/users?sort=username:asc",
  usersByResumeCount: "/api/admin/users?sort=resume_count:desc",
  searchOnePerson: "/api/admin/users?search=member_4242",
  searchEveryone: "/api/admin/users?search=example.com",
};

async function measure(label, env, seed, grant) {
  const server = await startServer(env);
  try {
    const now = Date.now();
    const seedStarted = performance.now();
    await seed(server, now);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    // After the seeding, which holds this process for a while: the admin signs up on a fresh connection.
    const cookie = await signedInCookie(server);
    await grantAdmin(server, cookie, (userId) => grant(server, userId));
    const figures = { seedSeconds };
    for (const [name, url] of Object.entries(ENDPOINTS)) {
      const { body, ...timing } = await time(server, cookie, url);
      figures[name] = { ...timing, ...(body.total !== undefined ? { matches: body.total } : {}) };
      console.log(label, name, JSON.stringify(figures[name]));
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const results = { users: USERS, resumes: RESUMES, runsPerEndpoint: RUNS };

results.sqlite = await measure(
  "sqlite",
  {},
  (server, now) => seedSqlite(path.join(server.dataDir, "vitae.sqlite"), now),
  (server, userId) => {
    const db = new Database(path.join(server.dataDir, "vitae.sqlite"));
    db.prepare("insert into user_roles (user_id, role, created_at) values (?, 'admin', ?)").run(userId, new Date().toISOString());
    db.close();
  },
);

const pgAdmin = "postgres://postgres@127.0.0.1:5432/postgres";
let pgAvailable = true;
try {
  execFileSync("psql", [pgAdmin, "-qc", "select 1"], { stdio: "ignore" });
} catch {
  pgAvailable = false;
  console.log("PostgreSQL is not answering on 127.0.0.1:5432: measured on SQLite only.");
}
if (pgAvailable) {
  const name = `vitae_bench_admin_${process.pid}`;
  execFileSync("psql", [pgAdmin, "-qc", `create database ${name}`]);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  try {
    results.postgres = await measure(
      "postgres",
      { DATABASE_URL: url },
      (_server, now) => seedPostgres(url, now),
      async (_server, userId) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query("insert into user_roles (user_id, role, created_at) values ($1, 'admin', now())", [userId]);
        await client.end();
      },
    );
  } finally {
    execFileSync("psql", [pgAdmin, "-qc", `drop database if exists ${name} with (force)`]);
  }
}

writeResult("admin-dashboard", results);
