import { birthdayLabel, type DashboardHomeResponse, expiredLabel, UPCOMING_BIRTHDAYS_MAX } from "@gym/contracts";
import type { AreaContext } from "../context.ts";
import { memberStats, membersRepository } from "../members/repository.ts";
import { dashboardRepository } from "./repository.ts";

export type DashboardContext = AreaContext & { gymName: string };

/** GET /api/dashboard/home/ (decision 0006): three SQL queries, run at once. */
export async function dashboardHome(ctx: DashboardContext, today: string): Promise<DashboardHomeResponse> {
  const repo = dashboardRepository(ctx);
  const [counts, expired, birthdays] = await Promise.all([
    membersRepository(ctx).counts(today),
    repo.expired(today),
    repo.birthdays(today),
  ]);
  return {
    success: true,
    gym_name: ctx.gymName,
    today,
    members: memberStats(counts),
    expired_memberships: {
      // Expired by the dashboard's rule = everyone but ACTIVE members renewing after today.
      count: counts.total - counts.active_after_today,
      members: expired.map((m) => ({ ...m, label: expiredLabel(m.days_since_expiry) })),
    },
    birthdays: {
      today: birthdays
        .filter((b) => b.days_until === 0)
        .map(({ id, member_id, full_name, date_of_birth, age }) => ({ id, member_id, full_name, date_of_birth, age })),
      upcoming: birthdays
        .filter((b) => b.rank <= UPCOMING_BIRTHDAYS_MAX)
        .map(({ rank: _rank, ...b }) => ({ ...b, label: birthdayLabel(b.days_until) })),
    },
  };
}
