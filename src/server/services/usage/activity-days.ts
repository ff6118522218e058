import { insertActivityDay } from "../../db/queries/user-activity";
import { utcDay } from "../../db/utc-day";
import type { Logger } from "../../logger";
import type { DbDeps } from "../deps";

interface ActivityDaysDeps extends DbDeps {
  logger: Logger;
}

/**
 * Keeps the days each user made a signed-in request, for 'Active Users (30d)' and the dashboard's
 * chart (decision 024). Each instance writes a user's day once and then remembers it, so a busy
 * user costs one insert a day per instance, not one per request.
 */
export class ActivityDays {
  private day = "";
  private readonly recorded = new Set<string>();

  constructor(private readonly deps: ActivityDaysDeps) {}

  async record({ userId, now }: { userId: string; now: Date }): Promise<void> {
    const day = utcDay(now);
    if (day !== this.day) {
      this.day = day;
      this.recorded.clear();
    }
    if (this.recorded.has(userId)) return;
    try {
      await insertActivityDay(this.deps.db, userId, day);
      this.recorded.add(userId);
    } catch (error) {
      // A count on the admin dashboard is not worth failing the user's save or page for; the day
      // is written by the user's next request instead.
      this.deps.logger.warn({ err: error, userId }, "could not record the user's active day");
    }
  }
}
