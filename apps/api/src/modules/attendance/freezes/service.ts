import {
  addDaysTo,
  endFreezeOn,
  FREEZE_NOTHING_TO_END,
  FREEZE_OVERLAPS_ANOTHER,
  FREEZE_SUSPENDED,
  type FreezeFields,
  type FreezeResponse,
  type FreezesResponse,
  freezeAfterMembershipEnds,
  freezeDays,
  freezeOverlaps,
  freezeOverYearlyMaximum,
  freezeStartsTooEarly,
  frozenDaysByYear,
  lastFrozenDay,
  MEMBER_NOT_FOUND,
  overYearlyMaximum,
} from "@gym/contracts";
import { isExclusionViolation } from "../../../lib/db-errors.ts";
import { badRequest, conflict, type HttpError, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toFreeze } from "./present.ts";
import {
  type FreezeMemberRow,
  type FreezeRow,
  type FreezeSql,
  type FreezeStatements,
  freezesRepository,
} from "./repository.ts";

type Answer = Omit<FreezeResponse, "success" | "message">;

async function lockedMember(tx: FreezeStatements, memberId: number): Promise<FreezeMemberRow> {
  const member = await tx.lockMember(memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

/**
 * Freezes a membership (issue 24 §4, decision 0258) and moves its renewal date on by the frozen days.
 * Under the member's row lock, so two freezes of one member at once are decided one after the other
 * (the exclusion constraint is the last word). Every refusal is a 4xx and writes nothing.
 */
export async function freezeMembership(
  ctx: AreaContext,
  memberId: number,
  fields: FreezeFields,
  staffUserId: number,
  /** More writes of the same transaction (a member's freeze request marked approved, decision 0344). */
  alsoWrite?: (sql: FreezeSql, freezeId: number) => Promise<void>,
): Promise<Answer> {
  const today = ctx.today();
  const { from_date: from, to_date: to, reason } = fields;
  return freezesRepository(ctx)
    .inTransaction(async (tx, sql) => {
      const member = await lockedMember(tx, memberId);
      const refusal = freezeRefusal(member, await tx.ofMember(memberId), from, to, today);
      if (refusal) throw refusal;
      const freeze = await tx.insert({ memberId, from, to, reason, staffUserId });
      const renewal = await tx.shiftMembershipDates(memberId, freezeDays(from, to));
      if (alsoWrite) await alsoWrite(sql, freeze.id);
      return {
        freeze: toFreeze(freeze, today),
        renewal_date: renewal,
        frozen_until: await tx.frozenUntil(memberId, today),
      };
    })
    .catch((error: unknown) => {
      // Two desks freezing one member at once past the lock (cannot happen under it): still one freeze.
      if (isExclusionViolation(error)) throw conflict(FREEZE_OVERLAPS_ANOTHER);
      throw error;
    });
}

/**
 * THE front desk's freeze rules (decision 0258), for a freeze of `member` from `from` to `to` beside its
 * `existing` freezes: not suspended, starting at most the gym's N days back and before the membership
 * ends, overlapping no other freeze, within the yearly maximum. The refusal to throw, or null. A member's
 * freeze request is checked by this same function when asked and again when approved (decision 0344).
 */
export function freezeRefusal(
  member: FreezeMemberRow,
  existing: FreezeRow[],
  from: string,
  to: string,
  today: string,
): HttpError | null {
  if (member.status === "SUSPENDED") return conflict(FREEZE_SUSPENDED);
  const earliest = addDaysTo(today, -member.freeze_past_days);
  if (from < earliest) return badRequest(freezeStartsTooEarly(member.freeze_past_days, earliest));
  if (from > member.renewal_date) return badRequest(freezeAfterMembershipEnds(member.renewal_date));
  for (const f of existing) {
    const last = lastFrozenDay(f);
    if (last !== null && f.from_date <= to && from <= last) return conflict(freezeOverlaps(f.from_date, last));
  }
  const over = overYearlyMaximum(existing, from, to, member.freeze_days_a_year);
  if (over)
    return conflict(freezeOverYearlyMaximum(over.year, member.freeze_days_a_year, over.usedBefore, over.newDays));
  return null;
}

/** The refusal a freeze of this member would get now (not locked: a request is checked again on approval). */
export async function checkFreeze(
  ctx: AreaContext,
  memberId: number,
  from: string,
  to: string,
): Promise<HttpError | null> {
  const repo = freezesRepository(ctx);
  const member = await repo.lockMember(memberId, false);
  if (!member) return notFound(MEMBER_NOT_FOUND);
  return freezeRefusal(member, await repo.ofMember(memberId), from, to, ctx.today());
}

/**
 * Ends the member's freeze early today (decision 0258): the one covering today, else the next one not
 * yet begun (cancelled: it covers nothing). The renewal date moves back by the days given back.
 */
export async function unfreezeMembership(ctx: AreaContext, memberId: number, staffUserId: number): Promise<Answer> {
  const today = ctx.today();
  return freezesRepository(ctx).inTransaction(async (tx) => {
    await lockedMember(tx, memberId);
    const open = (await tx.ofMember(memberId))
      .filter((f) => (lastFrozenDay(f) ?? "") >= today)
      .sort((a, b) => (a.from_date < b.from_date ? -1 : 1))[0];
    if (!open) throw conflict(FREEZE_NOTHING_TO_END);
    const { ended_on, days_given_back } = endFreezeOn(open, today);
    const ended = await tx.end(open.id, ended_on, staffUserId);
    const renewal = await tx.shiftMembershipDates(memberId, -days_given_back);
    return {
      freeze: toFreeze(ended, today),
      renewal_date: renewal,
      frozen_until: await tx.frozenUntil(memberId, today),
    };
  });
}

/** The member's freezes, newest first, with the days frozen per calendar year against the maximum. */
export async function memberFreezes(
  ctx: AreaContext,
  memberId: number,
): Promise<Omit<FreezesResponse, "success" | "message">> {
  const today = ctx.today();
  const repo = freezesRepository(ctx);
  const member = await repo.lockMember(memberId, false);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  const rows = await repo.ofMember(memberId);
  const spans = rows.flatMap((f) => {
    const last = lastFrozenDay(f);
    return last === null ? [] : [{ from: f.from_date, to: last }];
  });
  return {
    member_id: memberId,
    renewal_date: member.renewal_date,
    frozen_until: await repo.frozenUntil(memberId, today),
    max_days_a_year: member.freeze_days_a_year,
    days_by_year: [...frozenDaysByYear(spans)].sort((a, b) => b[0] - a[0]).map(([year, days]) => ({ year, days })),
    results: rows.map((r) => toFreeze(r, today)),
  };
}
