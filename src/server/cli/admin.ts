import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { AppError } from "../errors";
import { createLogger } from "../logger";
import { grantAdmin, revokeAdmin } from "../services/admin/manage-admins";

const usage = "Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>";

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== "grant" && command !== "revoke") || !email) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: createLogger(config.logLevel) });
  try {
    await migrateToLatest(database);
    if (command === "grant") {
      await grantAdmin({ db: database.db }, { email });
      console.log(`${email} is now an admin.`);
    } else {
      const wasAdmin = await revokeAdmin({ db: database.db }, { email });
      console.log(wasAdmin ? `${email} is no longer an admin.` : `${email} was not an admin; nothing changed.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof AppError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
