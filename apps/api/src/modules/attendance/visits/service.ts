import {
  addDaysTo,
  CHECK_INS_DEFAULT_DAYS,
  type CheckInsQuery,
  MEMBER_VISITS_DEFAULT_DAYS,
  membershipText,
  RENEWALS_DUE_DAYS,
  resolveRange,
  SUMMARY_RENEWALS_SHOWN,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toCheckIn } from "../present.ts";
import { visitsRepository } from "./repository.ts";

/** A range from the query, or the default number of days ending today; a refused range is a 400. */
export function rangeOf(ctx: AreaContext, q: { from?: string; to?: string }, defaultDays: number) {
  const range = resolveRange(q, ctx.today(), defaultDays);
  if ("error" in range) throw badRequest(range.error);
  return range;
}

/** Today's check-ins, newest first (the desk's live list), and who is in the gym now. */
export async function todaysCheckIns(ctx: AreaContext, page: number, pageSize: number) {
  const at = ctx.now();
  const day = ctx.today();
  const repo = visitsRepository(ctx);
  const [{ rows, count }, now] = await Promise.all([
    repo.page({ from: day, to: day, limit: pageSize, offset: (page - 1) * pageSize }),
    repo.inGymNow(at),
  ]);
  return { day, count, in_gym_now: now.in_gym_now, check_ins: rows.map((r) => toCheckIn(r, ctx.timeZone)) };
}

/** A member's visits (the timeline: last 90 days by default) or the gym's (last 30 days). */
export async function listCheckIns(ctx: AreaContext, q: CheckInsQuery) {
  const { from, to } = rangeOf(ctx, q, q.member_id ? MEMBER_VISITS_DEFAULT_DAYS : CHECK_INS_DEFAULT_DAYS);
  const { rows, count } = await visitsRepository(ctx).page({
    from,
    to,
    memberId: q.member_id,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { from, to, count, check_ins: rows.map((r) => toCheckIn(r, ctx.timeZone)) };
}

/** The dashboard home's card (issue 24 §5): today's check-ins, in the gym now, renewals due this week. */
export async function attendanceSummary(ctx: AreaContext) {
  const today = ctx.today();
  const repo = visitsRepository(ctx);
  const [day, now, renewals] = await Promise.all([
    repo.page({ from: today, to: today, limit: 1, offset: 0 }),
    repo.inGymNow(ctx.now()),
    repo.renewalsDue(today, addDaysTo(today, RENEWALS_DUE_DAYS - 1), SUMMARY_RENEWALS_SHOWN),
  ]);
  return {
    today,
    check_ins_today: day.count,
    in_gym_now: now.in_gym_now,
    in_gym_minutes: now.in_gym_minutes,
    renewals_due: {
      count: renewals.count,
      members: renewals.rows.map((r) => ({
        id: r.id,
        member_code: r.member_code,
        full_name: r.full_name,
        phone: r.phone,
        renewal_date: r.renewal_date,
        days_left_text: membershipText("ACTIVE", r.days_left),
      })),
    },
  };
}
