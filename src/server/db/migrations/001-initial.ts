import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

/**
 * Every table of the product, created once for both dialects. The Better Auth tables mirror what
 * its own migrator generates (camelCase columns), so Better Auth reads them unchanged.
 */
export function initialMigration(dialect: Dialect): Migration {
  const isPg = dialect === "postgres";
  const timestamp = isPg ? "timestamptz" : "date";
  const appTimestamp = isPg ? "timestamptz" : "text";
  const bool = isPg ? "boolean" : "integer";
  const json = isPg ? "jsonb" : "text";

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", sql.raw(bool), (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(timestamp), (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", sql.raw(timestamp))
        .addColumn("refreshTokenExpiresAt", sql.raw(timestamp))
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(timestamp), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("createdAt", sql.raw(timestamp), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(timestamp), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

      await db.schema
        .createTable("profiles")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("username", "text", (c) => c.unique())
        .addColumn("is_public", sql.raw(bool), (c) => c.notNull().defaultTo(isPg ? sql`false` : 0))
        .addColumn("profile_image_url", "text")
        .addColumn("created_at", sql.raw(appTimestamp), (c) => c.notNull())
        .addCheckConstraint("profiles_username_shape", sql`username is null or (length(username) >= 3 and length(username) <= 30)`)
        .execute();
      // Admin metric "Active Users (30d)" counts profiles by creation time.
      await db.schema.createIndex("profiles_created_at_idx").on("profiles").column("created_at").execute();

      await db.schema
        .createTable("user_roles")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_at", sql.raw(appTimestamp), (c) => c.notNull())
        .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"])
        .addCheckConstraint("user_roles_role", sql`role in ('admin')`)
        .execute();

      await db.schema
        .createTable("resumes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("template_id", "text", (c) => c.notNull())
        .addColumn("content", sql.raw(json), (c) => c.notNull())
        .addColumn("created_at", sql.raw(appTimestamp), (c) => c.notNull())
        .addColumn("updated_at", sql.raw(appTimestamp), (c) => c.notNull())
        .execute();
      // Dashboard list and public profile both read a user's resumes newest first.
      await db.schema.createIndex("resumes_user_updated_idx").on("resumes").columns(["user_id", "updated_at"]).execute();
      // Admin "Popular Template" groups all resumes by template.
      await db.schema.createIndex("resumes_template_idx").on("resumes").column("template_id").execute();

      await db.schema
        .createTable("cover_letters")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("resume_id", "text", (c) => c.references("resumes.id").onDelete("set null"))
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("company_name", "text", (c) => c.notNull())
        .addColumn("job_description", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("created_at", sql.raw(appTimestamp), (c) => c.notNull())
        .addColumn("updated_at", sql.raw(appTimestamp), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("cover_letters_user_created_idx").on("cover_letters").columns(["user_id", "created_at"]).execute();

      await db.schema
        .createTable("job_applications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("resume_id", "text", (c) => c.references("resumes.id").onDelete("set null"))
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("company_name", "text", (c) => c.notNull())
        .addColumn("job_description", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("salary_expectation", "text")
        .addColumn("availability_date", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("applied"))
        .addColumn("notes", "text")
        .addColumn("created_at", sql.raw(appTimestamp), (c) => c.notNull())
        .addColumn("updated_at", sql.raw(appTimestamp), (c) => c.notNull())
        .addCheckConstraint("job_applications_status", sql`status in ('applied', 'interview', 'offer', 'rejected')`)
        .execute();
      // The tracker lists a user's applications newest first.
      await db.schema.createIndex("job_applications_user_created_idx").on("job_applications").columns(["user_id", "created_at"]).execute();

      await db.schema
        .createTable("ai_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("function_name", "text", (c) => c.notNull())
        .addColumn("provider", "text")
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("duration_ms", "integer")
        .addColumn("created_at", sql.raw(appTimestamp), (c) => c.notNull())
        .execute();
      // The upload/revamp throttle looks up a user's latest request of a function.
      await db.schema
        .createIndex("ai_requests_user_function_created_idx")
        .on("ai_requests")
        .columns(["user_id", "function_name", "created_at"])
        .execute();

      await db.schema
        .createTable("sign_in_failures")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("failed_at", sql.raw(appTimestamp), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sign_in_failures_email_idx").on("sign_in_failures").columns(["email", "failed_at"]).execute();
    },
  };
}
