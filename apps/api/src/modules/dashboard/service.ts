import { birthdayLabel, type DashboardHomeResponse, expiredLabel } from "@gym/contracts";
import type { AreaContext } from "../context.ts";
import { membersRepository } from "../members/repository.ts";
import { dashboardRepository } from "./repository.ts";

export type DashboardContext = AreaContext & { gymName: string };

/** GET /api/dashboard/home/ (decision 0006): three SQL queries, run at once. */
export async function dashboardHome(ctx: DashboardContext, today: string): Promise<DashboardHomeResponse> {
  const repo = dashboardRepository(ctx);
  const [members, expired, birthdays] = await Promise.all([
    membersRepository(ctx).stats(today),
    repo.expired(today),
    repo.birthdays(today),
  ]);
  return {
    success: true,
    gym_name: ctx.gymName,
    today,
    members,
    expired_memberships: {
      // The same figure as the ring, the list's Expired card and its filter (decision 0036).
      count: members.expired,
      members: expired.map((m) => ({ ...m, label: expiredLabel(m.days_since_expiry) })),
    },
    birthdays: {
      today: birthdays
        .filter((b) => b.days_until === 0)
        .map(({ id, member_id, full_name, date_of_birth, age }) => ({ id, member_id, full_name, date_of_birth, age })),
      upcoming: birthdays
        .filter((b) => b.days_until !== 0)
        .map(({ rank: _rank, ...b }) => ({ ...b, label: birthdayLabel(b.days_until) })),
    },
  };
}
