import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";
import type { Logger } from "../logger";
import { DatabaseUnavailableError } from "./database-failures";
import { noteDatabaseError } from "./failure-scope";

const POOL_SIZE = 10;
/**
 * How long a query waits for a connection, a new one or a free one of the pool, before its request
 * is answered 503 (decision 034). A connection to a reachable server takes milliseconds and a free
 * one is seldom awaited longer; without a bound, a server that does not answer (a network fault,
 * a host gone) would hold each request for the minutes TCP takes to give up.
 */
export const CONNECTION_TIMEOUT_MS = 3_000;

export interface PostgresPoolOptions {
  connectionString: string;
  /** PostgreSQL schema to put first on the search_path. */
  searchPath?: string;
  logger: Logger;
}

/**
 * pg's pool, as Kysely uses it, made to survive its database: every connection failure becomes a
 * DatabaseUnavailableError (a 503 for the request that met it) instead of an error event that ends
 * the process, and the pool connects anew once the server is back.
 */
export function createPostgresPool(options: PostgresPoolOptions): PostgresPool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection that breaks is reported here; with no listener Node throws it and the process ends.
  // The pool has already dropped it, and the next query connects anew.
  pool.on("error", (error) => options.logger.warn({ err: error }, "database: an idle connection was lost"));
  const lost = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    // A connection lent out breaks between two queries: pg emits the error on the client, which the
    // pool listens to only while the client is idle. Remembered here, it makes the next query's
    // error a DatabaseUnavailableError; the pool drops the client when it comes back.
    client.on("error", () => lost.add(client));
  });

  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // Refused, timed out, ended during the handshake, or refused by the server (too many connections, starting up).
        const unavailable = new DatabaseUnavailableError(error);
        // Kysely reports failed statements, not failed connections.
        noteDatabaseError(unavailable);
        throw unavailable;
      }
      const query = async (sql: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sql, parameters as unknown[]);
        } catch (error) {
          // pg emits the client's error before it fails the queries that were waiting on it.
          throw lost.has(client) ? new DatabaseUnavailableError(error) : error;
        }
      };
      // Kysely passes a cursor only when its dialect is given one (for streaming), which this app's is not.
      return { query: query as unknown as PostgresPoolClient["query"], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
