import { addDaysTo, daysFromTo } from "@gym/contracts";
import type { Seeder } from "../../seed/seeder.ts";
import { habitOf, OVERRIDE_REASON, prng, SEED_DAYS, visitMinute, WEEKDAY_FACTOR } from "./seed-data.ts";
import { attendanceSeedRepository, type SeedVisit } from "./seed-repository.ts";

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD day. */
const weekday = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/**
 * A few months of the demo members' visits (issue 24): each member keeps a habit (mornings, evenings or
 * both, 2-6 times a week) while their membership runs; one in seven stopped coming weeks ago; suspended
 * members stopped a month ago; two whose membership ended still come, let in by the desk with a reason.
 * Today's visits stop at the clock's now.
 */
export const attendanceDemoSeeder: Seeder = {
  name: "attendance",
  async run(ctx) {
    const today = ctx.today();
    const repo = attendanceSeedRepository(ctx);
    const random = prng(20261202);
    const visits: SeedVisit[] = [];
    let lapsedComing = 0;
    for (const [i, m] of (await repo.members()).entries()) {
      const habit = habitOf(i, random);
      const first = [addDaysTo(today, -SEED_DAYS), m.joining_date].sort().at(-1)!;
      const expired = m.status === "EXPIRED" || m.renewal_date < today;
      // Two lapsed members keep coming, let in anyway: the 'attending but not paid' worklist has them.
      const comesLapsed = expired && lapsedComing < 2 && daysFromTo(m.renewal_date, today) < 30;
      if (comesLapsed) lapsedComing += 1;
      let last = today;
      if (habit.stoppedDaysAgo !== null) last = addDaysTo(today, -habit.stoppedDaysAgo);
      if (m.status === "SUSPENDED") last = addDaysTo(today, -30);
      if (expired && !comesLapsed && m.renewal_date < last) last = m.renewal_date;
      for (let day = first; day <= last; day = addDaysTo(day, 1)) {
        if (random() > (habit.perWeek / 7) * WEEKDAY_FACTOR[weekday(day)]!) continue;
        const lapsed = expired && day > m.renewal_date;
        visits.push({
          member_id: m.id,
          day,
          minute: visitMinute(habit.slot, random),
          colour: lapsed ? "RED" : "GREEN",
          reason: lapsed ? "Membership expired" : "Paid up",
          override: lapsed ? OVERRIDE_REASON : null,
        });
      }
    }
    await repo.insert(visits, ctx.timeZone, ctx.now());
  },
};
