import { mkdirSync } from "node:fs";
import { statfs } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Driver, type LogEvent } from "kysely";
import pg from "pg";
import type { Logger } from "../logger";
import { noteDatabaseError } from "./failure-scope";
import { createPostgresPool } from "./postgres-pool";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * How many bytes the database can still store: its free pages, then what the file may grow by
   * (up to SQLite's max_page_count, within the disk's free space). Null on PostgreSQL, whose disk is
   * its server's, out of this process's sight; a full one answers its writes with disk_full.
   */
  storageRoom(): Promise<number | null>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to put first on the search_path: lets test suites share one database without sharing tables. */
  searchPath?: string;
  logger: Logger;
}

// count(*) and bigint ids arrive as strings by default; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running most of ours. The app
 * sends a small, fixed set of SQL texts, so prepared statements are kept and reused (LRU).
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = sqlite.prepare(source);
    cache.set(source, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return statement;
  };
  return new Proxy(sqlite, {
    get: (target, property) => {
      if (property === "prepare") return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL among them: the disk or
 * max_page_count reached). Kysely's ROLLBACK that follows then fails with "no transaction is
 * active", and that error took the place of the one that mattered: a full database answered 500,
 * not 507. A rollback with no transaction left to roll back is skipped.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: withStatementCache(sqlite) });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

// Failed statements are reported to whoever watches for database failures (failure-scope.ts).
const log = (event: LogEvent) => {
  if (event.level === "error") noteDatabaseError(event.error);
};

interface SqlitePages {
  page_count: number;
  freelist_count: number;
  max_page_count: number;
  page_size: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = createPostgresPool({ connectionString: options.databaseUrl, searchPath: options.searchPath, logger: options.logger });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: "postgres", storageRoom: async () => null, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, "vitae.sqlite"));
  // WAL lets readers run beside the writer; NORMAL sync keeps every commit across a process crash
  // (the WAL is in the OS cache) and only risks the last commits on power loss (decision 002).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite), log });
  const pages = sqlite.prepare<[], SqlitePages>(
    "select page_count, freelist_count, max_page_count, page_size from pragma_page_count(), pragma_freelist_count(), pragma_max_page_count(), pragma_page_size()",
  );
  const storageRoom = async () => {
    const { page_count, freelist_count, max_page_count, page_size } = pages.get()!;
    const disk = await statfs(options.dataDir);
    return (freelist_count + Math.min(max_page_count - page_count, (disk.bavail * disk.bsize) / page_size)) * page_size;
  };
  return { db, dialect: "sqlite", storageRoom, close: () => db.destroy() };
}
