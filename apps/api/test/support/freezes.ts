import type { FreezeResponse } from "@gym/contracts";
import { expect } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { insertMembers, type MemberSeed } from "./members.ts";

// Freezing a membership (issue 24 §4, decision 0258): the calls and read-backs test/attendance/freezes,
// freeze-refusals and frozen-member share.

/** A member renewing on 10 Mar 2027 unless `seed` says otherwise; its id. */
export async function memberToFreeze(ctx: TestContext, gym: TestGym, seed: MemberSeed = {}) {
  const [row] = await insertMembers(ctx, gym, [{ renewal_date: "2027-03-10", ...seed }]);
  return row!.id;
}

export const freeze = (ctx: TestContext, gym: TestGym, id: number, body: object) =>
  call(ctx, gym, "POST", `/api/members/members/${id}/freeze/`, body);
export const unfreeze = (ctx: TestContext, gym: TestGym, id: number) =>
  call(ctx, gym, "POST", `/api/members/members/${id}/unfreeze/`);
export const freezeHistory = (ctx: TestContext, gym: TestGym, id: number) =>
  call(ctx, gym, "GET", `/api/members/members/${id}/freezes/`);

export async function renewalOf(ctx: TestContext, gym: TestGym, id: number): Promise<string> {
  const res = await ctx.db.pool.query(
    `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS d FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return res.rows[0].d;
}

export async function freezeCount(ctx: TestContext, gym: TestGym, id: number): Promise<number> {
  const res = await ctx.db.pool.query(
    `SELECT count(*)::int AS n FROM ${qualified(gym.schema, "member_freezes")} WHERE member_id = $1`,
    [id],
  );
  return res.rows[0].n;
}

/** A freeze made (201 expected); the answer. */
export async function frozen(
  ctx: TestContext,
  gym: TestGym,
  id: number,
  from: string,
  to: string,
  reason = "Travelling",
) {
  const res = await freeze(ctx, gym, id, { from_date: from, to_date: to, reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FreezeResponse;
}

/** A refusal: the status, the desk's words, and nothing written (no freeze, the renewal date unchanged). */
export async function freezeRefused(
  ctx: TestContext,
  gym: TestGym,
  id: number,
  body: object,
  status: number,
  words: string,
) {
  const renewal = await renewalOf(ctx, gym, id);
  const count = await freezeCount(ctx, gym, id);
  const res = await freeze(ctx, gym, id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toBe(words);
  expect(await renewalOf(ctx, gym, id)).toBe(renewal);
  expect(await freezeCount(ctx, gym, id)).toBe(count);
}
