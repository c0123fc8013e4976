import { dueDateOf, referenceNumber } from "@gym/contracts";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";

export const CHECK_IN = "/api/attendance/check-in/";

/** The desk's one tap: by member id (the search) unless the body names a card code. */
export function checkIn(ctx: TestContext, gym: TestGym, body: object) {
  return call(ctx, gym, "POST", CHECK_IN, body);
}

/** A payment record straight into the table: the month's first day, due the 5th, what was paid so far. */
export async function insertRecord(
  ctx: TestContext,
  gym: TestGym,
  memberId: number,
  month: string,
  amountDue: string,
  amountPaid = "0",
) {
  const res = await ctx.db.pool.query(
    `INSERT INTO ${qualified(gym.schema, "member_payments")}
       (member_id, membership_month, amount_due, amount_paid, due_date, reference_number)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [memberId, month, amountDue, amountPaid, dueDateOf(month), referenceNumber(memberId, month)],
  );
  return res.rows[0].id as number;
}

/** Every check-in of the gym as stored, oldest first. */
export async function storedCheckIns(ctx: TestContext, gym: TestGym) {
  const res = await ctx.db.pool.query(
    `SELECT member_id, checked_in_at, to_char(day, 'YYYY-MM-DD') AS day, hour, staff_user_id, device, via::text AS via,
            door_colour::text AS door_colour, door_reason, override_reason
       FROM ${qualified(gym.schema, "check_ins")} ORDER BY checked_in_at, id`,
  );
  return res.rows as {
    member_id: number;
    checked_in_at: Date;
    day: string;
    hour: number;
    staff_user_id: number | null;
    device: string;
    via: string;
    door_colour: string;
    door_reason: string;
    override_reason: string | null;
  }[];
}

export async function setAttendanceSettings(ctx: TestContext, gym: TestGym, fields: Record<string, number>) {
  const res = await call(ctx, gym, "PUT", "/api/attendance/settings/update/", {
    dues_grace_days: 7,
    repeat_window_minutes: 120,
    not_attending_days: 14,
    in_gym_minutes: 90,
    freeze_days_a_year: 60,
    freeze_past_days: 7,
    ...fields,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}
