import type { ScheduledJob } from "../../../scheduler/job.ts";
import { changesRepository } from "./changes-repository.ts";

/**
 * Keeps the monthly view's change stamp cheap to read (decision 0380): each write transaction leaves one row
 * in monthly_view_changes, and every scheduler pass folds them into one, which leaves the stamp as it was.
 */
export const monthlyViewFoldJob: ScheduledJob = {
  name: "monthly-view-changes-fold",
  description: "folds the monthly view's change rows into one (the stamp is unchanged)",
  // Nothing a reader sees changes (the stamp is the same before and after), so it reports 0 and logs nothing.
  run: async (ctx) => {
    await changesRepository(ctx).fold();
    return 0;
  },
};
