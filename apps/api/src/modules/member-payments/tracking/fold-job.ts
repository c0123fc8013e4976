import type { ScheduledJob } from "../../../scheduler/job.ts";
import { changesRepository } from "./changes-repository.ts";
import { summaryRepository } from "./summary-repository.ts";

/**
 * Keeps the monthly view's change stamp cheap to read (decision 0380): each write transaction leaves one row
 * in monthly_view_changes, and every scheduler pass folds them into one, which leaves the stamp as it was.
 * The same pass brings the kept months up to date with the members written since (decision 0396), so a read
 * after a quiet minute has little left to do, and the written members' names never pile up.
 */
export const monthlyViewFoldJob: ScheduledJob = {
  name: "monthly-view-changes-fold",
  description: "folds the monthly view's change rows into one (the stamp is unchanged)",
  // Nothing a reader sees changes (the stamp is the same before and after), so it reports 0 and logs nothing.
  run: async (ctx) => {
    await changesRepository(ctx).fold();
    await summaryRepository(ctx).tidy(ctx.today());
    return 0;
  },
};
