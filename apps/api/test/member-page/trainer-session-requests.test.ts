import { MEMBER_REQUEST_REFUSALS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { memberWithLink, openPage, sendForm } from "../support/member-page.ts";
import { bookingPath, countRows, makeBooking, makeMember, makeTrainer } from "../support/trainers.ts";

// A member asking for a trainer session from their own page (decision 0343).

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13", "10:00"));
  gym = await createGym(ctx, "mpreq_session");
});
afterAll(() => ctx.close());

const sql = (text: string, params: unknown[] = []) => ctx.db.pool.query(text, params);
const table = (name: string) => qualified(gym.schema, name);

describe("requesting a trainer session (decision 0343)", () => {
  it("is a pending booking until staff confirm it; the member then sees it confirmed", async () => {
    const m = await memberWithLink(ctx, gym);
    const trainer = await makeTrainer(ctx, gym);
    const res = await sendForm(ctx, `${m.path}/bookings`, {
      trainer_id: String(trainer.id),
      booking_date: "2026-12-14",
      start_time: "07:00",
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${m.path}?done=booking#bookings-title`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { rows } = await sql(
      `SELECT id, status::text, to_char(start_time, 'HH24:MI') AS s, to_char(end_time, 'HH24:MI') AS e FROM ${table("trainer_bookings")} WHERE user_id = $1`,
      [m.id],
    );
    expect(rows).toMatchObject([{ status: "pending", s: "07:00", e: "08:00" }]);
    const after = await openPage(ctx, res.headers.location as string);
    expect(after.body).toContain("Your session request was sent.");
    expect(after.body).toContain("Waiting for the gym");
    const confirm = await call(ctx, gym, "PATCH", bookingPath(rows[0].id, "update"), { status: "confirmed" });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const confirmed = await openPage(ctx, m.path);
    expect(confirmed.body).toMatch(new RegExp(`data-testid="booking-${rows[0].id}".*Confirmed`));
  });

  it("refuses an overlapping slot, a past one, an inactive trainer and a member not active: nothing written", async () => {
    const m = await memberWithLink(ctx, gym);
    const trainer = await makeTrainer(ctx, gym);
    const other = await makeMember(ctx, gym, "Ravi");
    await makeBooking(ctx, gym, other, trainer.id, {
      booking_date: "2026-12-15",
      start_time: "10:30",
      end_time: "11:30",
    });
    const before = await countRows(ctx, gym, "trainer_bookings");
    const ask = (extra: Record<string, string>, id = trainer.id) =>
      sendForm(ctx, `${m.path}/bookings`, {
        trainer_id: String(id),
        booking_date: "2026-12-15",
        start_time: "10:00",
        ...extra,
      });

    const overlap = await ask({});
    expect(overlap.statusCode).toBe(409);
    expect(overlap.body).toContain(MEMBER_REQUEST_REFUSALS.overlap);
    expect(overlap.headers["cache-control"]).toBe("no-store");
    // Both sides of now (10:00 on 13 Dec in the gym's zone): 09:00 has passed, 11:00 has not.
    const past = await ask({ booking_date: "2026-12-13", start_time: "09:00" });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(MEMBER_REQUEST_REFUSALS.past);
    expect((await ask({ booking_date: "2026-12-13", start_time: "10:00" })).statusCode).toBe(400);
    expect((await ask({ booking_date: "2026-12-12", start_time: "20:00" })).statusCode).toBe(400);
    expect((await ask({ booking_date: "2027-01-13", start_time: "10:00" })).body).toContain(
      MEMBER_REQUEST_REFUSALS.too_far,
    );

    const inactive = await makeTrainer(ctx, gym, { is_active: false });
    await sql(`UPDATE ${table("trainers")} SET is_active = false WHERE id = $1`, [inactive.id]);
    const refusedTrainer = await ask({ start_time: "15:00" }, inactive.id);
    expect(refusedTrainer.statusCode).toBe(400);
    expect(refusedTrainer.body).toContain(MEMBER_REQUEST_REFUSALS.trainer);
    expect((await ask({ start_time: "15:00" }, 999_999)).statusCode).toBe(400);

    const bad = await ask({ start_time: "10:30" });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(ctx, gym, "trainer_bookings")).toBe(before);

    await sql(`UPDATE ${table("members")} SET status = 'SUSPENDED' WHERE id = $1`, [m.id]);
    const suspended = await ask({ start_time: "18:00" });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.body).toContain(MEMBER_REQUEST_REFUSALS.not_active);
    expect(await countRows(ctx, gym, "trainer_bookings")).toBe(before);

    const upcoming = await ask({ booking_date: "2026-12-13", start_time: "11:00" }); // the other side of now
    expect(upcoming.statusCode).toBe(409); // still suspended
    await sql(`UPDATE ${table("members")} SET status = 'ACTIVE' WHERE id = $1`, [m.id]);
    expect((await ask({ booking_date: "2026-12-13", start_time: "11:00" })).statusCode).toBe(303);
  });

  it("two requests for one slot at once: one booking, the other refused", async () => {
    const trainer = await makeTrainer(ctx, gym);
    const [a, b] = await Promise.all([memberWithLink(ctx, gym, "Anu"), memberWithLink(ctx, gym, "Bala")]);
    const fields = { trainer_id: String(trainer.id), booking_date: "2026-12-16", start_time: "08:00" };
    const answers = await Promise.all([
      sendForm(ctx, `${a.path}/bookings`, fields),
      sendForm(ctx, `${b.path}/bookings`, fields),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    const { rows } = await sql(`SELECT count(*)::int AS n FROM ${table("trainer_bookings")} WHERE trainer_id = $1`, [
      trainer.id,
    ]);
    expect(rows[0].n).toBe(1);
  });
});
