import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

/**
 * The admin's users search finds any part of an email or a username (LIKE '%...%'), which no
 * ordinary index serves. On PostgreSQL, trigram indexes (pg_trgm) do, so a search of 100,000 users
 * reads the few matching rows instead of every one. pg_trgm ships with PostgreSQL and is trusted
 * (any user who may create in the database may install it); where it cannot be installed the
 * search still works, by reading the tables. SQLite reads them too: at the sizes one SQLite file
 * serves, that takes milliseconds.
 */
export function userSearchMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== "postgres") return;
      // A DO block with an exception handler runs in a subtransaction: a refusal leaves the
      // migration's own transaction usable. The extension goes to public, not to the schema the
      // app writes to, so that dropping that schema never takes it from others that use it.
      await sql`
        do $$
        begin
          create extension if not exists pg_trgm with schema public;
        exception when others then
          raise notice 'pg_trgm is not available (%); the users search reads the tables instead', sqlerrm;
        end $$`.execute(db);
      // Wherever the extension lives (a site may have installed it in a schema of its own).
      await sql`
        do $$
        declare
          trgm_schema text;
        begin
          select n.nspname into trgm_schema
            from pg_extension e join pg_namespace n on n.oid = e.extnamespace
            where e.extname = 'pg_trgm';
          if trgm_schema is not null then
            execute format('create index user_email_trgm_idx on "user" using gin (email %I.gin_trgm_ops)', trgm_schema);
            execute format('create index profiles_username_trgm_idx on profiles using gin (username %I.gin_trgm_ops)', trgm_schema);
          end if;
        end $$`.execute(db);
    },
  };
}
