import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to put first on the search_path: lets test suites share one database without sharing tables. */
  searchPath?: string;
}

// count(*) and bigint ids arrive as strings by default; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, "vitae.sqlite"));
  // WAL lets readers run beside the writer; NORMAL sync keeps every commit across a process crash
  // (the WAL is in the OS cache) and only risks the last commits on power loss (decision 002).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
