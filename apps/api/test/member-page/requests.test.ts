import { MEMBER_LINK_INVALID, MEMBER_PAGE_CROSS_SITE, MEMBER_REQUEST_REFUSALS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { bookingPath, countRows, libraryPair, makeBooking, makeMember, makeTrainer } from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13", "10:00"));
  gym = await createGym(ctx, "mpreq");
});
afterAll(() => ctx.close());

const linkOf = async (id: number) => {
  const res = await call(ctx, gym, "POST", `/api/members/members/${id}/member-link/`, {});
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().link.url).pathname;
};
const SAME_SITE = { host: "gym.local", origin: "http://gym.local", "sec-fetch-site": "same-origin" };
/** A browser's form post from the member's own page. */
const send = (path: string, fields: Record<string, string>, headers: Record<string, string> = SAME_SITE) =>
  ctx.app.inject({
    method: "POST",
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    remoteAddress: "198.51.100.9",
  });
const page = (path: string) => ctx.app.inject({ method: "GET", url: path, remoteAddress: "198.51.100.9" });
const sql = (text: string, params: unknown[] = []) => ctx.db.pool.query(text, params);
const table = (name: string) => qualified(gym.schema, name);

async function memberWithLink(name = "Meera") {
  const id = await makeMember(ctx, gym, name);
  return { id, path: await linkOf(id) };
}

describe("requesting a trainer session (decision 0343)", () => {
  it("is a pending booking until staff confirm it; the member then sees it confirmed", async () => {
    const m = await memberWithLink();
    const trainer = await makeTrainer(ctx, gym);
    const res = await send(`${m.path}/bookings`, {
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
    const after = await page(res.headers.location as string);
    expect(after.body).toContain("Your session request was sent.");
    expect(after.body).toContain("Waiting for the gym");
    const confirm = await call(ctx, gym, "PATCH", bookingPath(rows[0].id, "update"), { status: "confirmed" });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const confirmed = await page(m.path);
    expect(confirmed.body).toMatch(new RegExp(`data-testid="booking-${rows[0].id}".*Confirmed`));
  });

  it("refuses an overlapping slot, a past one, an inactive trainer and a member not active: nothing written", async () => {
    const m = await memberWithLink();
    const trainer = await makeTrainer(ctx, gym);
    const other = await makeMember(ctx, gym, "Ravi");
    await makeBooking(ctx, gym, other, trainer.id, {
      booking_date: "2026-12-15",
      start_time: "10:30",
      end_time: "11:30",
    });
    const before = await countRows(ctx, gym, "trainer_bookings");
    const ask = (extra: Record<string, string>, id = trainer.id) =>
      send(`${m.path}/bookings`, { trainer_id: String(id), booking_date: "2026-12-15", start_time: "10:00", ...extra });

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
    const [a, b] = await Promise.all([memberWithLink("Anu"), memberWithLink("Bala")]);
    const fields = { trainer_id: String(trainer.id), booking_date: "2026-12-16", start_time: "08:00" };
    const answers = await Promise.all([send(`${a.path}/bookings`, fields), send(`${b.path}/bookings`, fields)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    const { rows } = await sql(`SELECT count(*)::int AS n FROM ${table("trainer_bookings")} WHERE trainer_id = $1`, [
      trainer.id,
    ]);
    expect(rows[0].n).toBe(1);
  });
});

describe("requesting a freeze (decision 0344)", () => {
  const LIST = "/api/members/freeze-requests/";
  it("is pending until staff approve it through the desk's freeze service; renewal moves on", async () => {
    const m = await memberWithLink();
    const { rows: before } = await sql(
      `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS r FROM ${table("members")} WHERE id = $1`,
      [m.id],
    );
    const res = await send(`${m.path}/freeze`, {
      from_date: "2026-12-20",
      to_date: "2026-12-29",
      reason: "Travelling",
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${m.path}?done=freeze#freeze-title`);
    const again = await send(`${m.path}/freeze`, { from_date: "2027-01-05", to_date: "2027-01-06", reason: "More" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(MEMBER_REQUEST_REFUSALS.freeze_pending);

    const list = await call(ctx, gym, "GET", `${LIST}?status=PENDING`);
    expect(list.statusCode, list.body).toBe(200);
    const request = list.json().results.find((r: { member_id: number }) => r.member_id === m.id);
    expect(request).toMatchObject({ status: "PENDING", from_date: "2026-12-20", to_date: "2026-12-29", days: 10 });
    expect((await page(m.path)).body).toContain(`data-testid="freeze-request-${request.id}"`);

    const approved = await call(ctx, gym, "POST", `${LIST}${request.id}/approve/`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request).toMatchObject({ status: "APPROVED", decided_by: expect.any(String) });
    expect(approved.json().request.freeze_id).toEqual(expect.any(Number));
    const { rows: after } = await sql(
      `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS r FROM ${table("members")} WHERE id = $1`,
      [m.id],
    );
    const days = (Date.parse(after[0].r) - Date.parse(before[0].r)) / 86_400_000;
    expect(days).toBe(10);
    expect((await call(ctx, gym, "POST", `${LIST}${request.id}/approve/`, {})).statusCode).toBe(409);
    expect((await call(ctx, gym, "POST", `${LIST}${request.id}/decline/`, { reason: "x" })).statusCode).toBe(409);
    expect((await call(ctx, gym, "POST", `${LIST}999999/approve/`, {})).statusCode).toBe(404);
  });

  it("refuses a freeze over the yearly maximum or starting too far back, by the desk's own rule: nothing written", async () => {
    const m = await memberWithLink();
    const before = await countRows(ctx, gym, "freeze_requests");
    const over = await send(`${m.path}/freeze`, {
      from_date: "2027-01-01",
      to_date: "2027-03-05",
      reason: "Long trip",
    });
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain("the gym allows at most 60 a year");
    // 7 days back is the gym's limit: 6 Dec is allowed, 5 Dec is not (both sides of the boundary).
    const early = await send(`${m.path}/freeze`, { from_date: "2026-12-05", to_date: "2026-12-07", reason: "Ill" });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain("at most 7 days in the past");
    const bad = await send(`${m.path}/freeze`, { from_date: "2026-12-20", to_date: "2026-12-19", reason: "x" });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(ctx, gym, "freeze_requests")).toBe(before);
    expect(
      (await send(`${m.path}/freeze`, { from_date: "2026-12-06", to_date: "2026-12-07", reason: "Ill" })).statusCode,
    ).toBe(303);
  });

  it("staff decline with a reason; the member sees it", async () => {
    const m = await memberWithLink();
    await send(`${m.path}/freeze`, { from_date: "2026-12-22", to_date: "2026-12-23", reason: "Wedding" });
    const { rows } = await sql(`SELECT id FROM ${table("freeze_requests")} WHERE member_id = $1`, [m.id]);
    const noReason = await call(ctx, gym, "POST", `${LIST}${rows[0].id}/decline/`, {});
    expect(noReason.statusCode).toBe(400);
    const declined = await call(ctx, gym, "POST", `${LIST}${rows[0].id}/decline/`, { reason: "Peak season" });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().request).toMatchObject({
      status: "DECLINED",
      decline_reason: "Peak season",
      freeze_id: null,
    });
    expect(await countRows(ctx, gym, "member_freezes")).toBeGreaterThanOrEqual(0);
    const shown = (await page(m.path)).body;
    expect(shown).toContain("Peak season");
    expect(shown).toContain("Declined");
    const list = await call(ctx, gym, "GET", `${LIST}?status=DECLINED&page=1`);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(rows[0].id);
  });
});

describe("marking a workout done (decision 0345)", () => {
  it("once per assignment per gym day, only where the gym allows it, only the member's own", async () => {
    const m = await memberWithLink();
    const other = await memberWithLink("Other");
    const lib = await libraryPair(ctx, gym);
    const assign = async (member: number) => {
      const res = await call(ctx, gym, "POST", "/api/exercise-assignments/create/", {
        member_id: member,
        exercise_category_id: lib.categoryId,
        exercise_id: lib.exerciseId,
        set: 3,
        reps: 10,
        day: "monday",
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().assignment.id as number;
    };
    const [mine, theirs] = [await assign(m.id), await assign(other.id)];
    const before = await page(m.path);
    expect(before.body).toContain(`action="${m.path}/workouts/${mine}/done"`);

    const notMine = await send(`${m.path}/workouts/${theirs}/done`, {});
    expect(notMine.statusCode).toBe(404);
    expect((await send(`${m.path}/workouts/abc/done`, {})).statusCode).toBe(404);
    expect((await send(`${m.path}/workouts/99999999999/done`, {})).statusCode).toBe(404);
    expect(await countRows(ctx, gym, "workout_completions")).toBe(0);

    // 23:59 on 13 Dec and 00:01 on 14 Dec in the gym's zone are two gym days.
    ctx.clock.pin(gymInstant("2026-12-13", "23:59"));
    expect((await send(`${m.path}/workouts/${mine}/done`, {})).statusCode).toBe(303);
    const twice = await send(`${m.path}/workouts/${mine}/done`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(MEMBER_REQUEST_REFUSALS.already_done);
    expect((await page(m.path)).body).toContain("Done today");
    ctx.clock.pin(gymInstant("2026-12-14", "00:01"));
    expect((await send(`${m.path}/workouts/${mine}/done`, {})).statusCode).toBe(303);
    const { rows } = await sql(
      `SELECT to_char(done_on, 'YYYY-MM-DD') AS d FROM ${table("workout_completions")} ORDER BY d`,
    );
    expect(rows.map((r) => r.d)).toEqual(["2026-12-13", "2026-12-14"]);
    ctx.clock.pin(gymInstant("2026-12-13", "10:00"));

    const SETTINGS = "/api/members/member-page-settings/";
    expect((await call(ctx, gym, "GET", SETTINGS)).json().settings).toEqual({ members_mark_done: true });
    expect((await call(ctx, gym, "PUT", SETTINGS, {})).statusCode).toBe(400);
    const off = await call(ctx, gym, "PUT", SETTINGS, { members_mark_done: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings).toEqual({ members_mark_done: false });
    const refused = await send(`${m.path}/workouts/${mine}/done`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(MEMBER_REQUEST_REFUSALS.mark_done_off);
    expect((await page(other.path)).body).not.toContain("/done");
    expect(await countRows(ctx, gym, "workout_completions")).toBe(2);
    await call(ctx, gym, "PUT", SETTINGS, { members_mark_done: "true" });
  });
});

describe("feedback from the page", () => {
  it("is tied to the member (no code or phone) and listed with the gym's replies", async () => {
    const m = await memberWithLink("Kiran");
    const res = await send(`${m.path}/feedback`, {
      subject: "Showers",
      message: "Cold water <b>again</b>",
      rating: "2",
    });
    expect(res.statusCode, res.body).toBe(303);
    const { rows } = await sql(`SELECT id, member_id, member_name FROM ${table("feedback")} WHERE member_id = $1`, [
      m.id,
    ]);
    expect(rows).toMatchObject([{ member_id: m.id, member_name: expect.stringContaining("Kiran") }]);
    await sql(`UPDATE ${table("feedback")} SET admin_response = 'Fixed the heater' WHERE id = $1`, [rows[0].id]);
    const shown = (await page(m.path)).body;
    expect(shown).toContain("Cold water &lt;b&gt;again&lt;/b&gt;");
    expect(shown).toContain("Gym: Fixed the heater");
    const missing = await send(`${m.path}/feedback`, { subject: "", message: "x", rating: "3" });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Subject is required");
  });
});

describe("every form is the link's alone", () => {
  it("a revoked link, another gym's or a malformed one: the 'no longer valid' page, nothing written", async () => {
    const m = await memberWithLink();
    const trainer = await makeTrainer(ctx, gym);
    await call(ctx, gym, "DELETE", `/api/members/members/${m.id}/member-link/`);
    const before = await countRows(ctx, gym, "trainer_bookings");
    for (const path of [m.path, m.path.replace(gym.schema, "no_such_gym"), `/m/${gym.schema}/short`]) {
      const res = await send(`${path}/bookings`, {
        trainer_id: String(trainer.id),
        booking_date: "2026-12-18",
        start_time: "09:00",
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(MEMBER_LINK_INVALID);
    }
    expect(await countRows(ctx, gym, "trainer_bookings")).toBe(before);
  });

  it("refuses a cross-site post (Sec-Fetch-Site, else Origin), takes a same-origin one and a client sending neither", async () => {
    const m = await memberWithLink();
    const fields = { subject: "Hi", message: "Hello", rating: "5" };
    const before = await countRows(ctx, gym, "feedback");
    const crossSite: Record<string, string>[] = [
      { host: "gym.local", origin: "http://evil.example" },
      { host: "gym.local", origin: "http://gym.local.evil.example" },
      { host: "gym.local", "sec-fetch-site": "cross-site" },
      { host: "gym.local", "sec-fetch-site": "cross-site", origin: "null" },
      { host: "gym.local", "sec-fetch-site": "same-site", origin: "http://gym.local" },
    ];
    for (const headers of crossSite) {
      const res = await send(`${m.path}/feedback`, fields, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain(MEMBER_PAGE_CROSS_SITE);
    }
    expect(await countRows(ctx, gym, "feedback")).toBe(before);
    expect((await send(`${m.path}/feedback`, fields, { host: "gym.local" })).statusCode).toBe(303);
    // The page's no-referrer policy makes a browser's own post say `Origin: null`; Sec-Fetch-Site decides.
    const own = { host: "gym.local", origin: "null", "sec-fetch-site": "same-origin" };
    expect((await send(`${m.path}/feedback`, { ...fields, subject: "Own" }, own)).statusCode).toBe(303);
  });

  it("odd bodies are a 4xx page, never a 500", async () => {
    const m = await memberWithLink();
    const paths = ["bookings", "freeze", "feedback"].map((p) => `${m.path}/${p}`);
    const bodies: [string, string][] = [
      ["application/x-www-form-urlencoded", ""],
      ["application/x-www-form-urlencoded", "trainer_id=1&trainer_id=2&booking_date=x"],
      ["application/x-www-form-urlencoded", `subject=${"x".repeat(300)}&message=m&rating=9`],
      ["application/x-www-form-urlencoded", "from_date=2026-02-30&to_date=2026-13-01&reason=%00"],
      ["application/json", '{"trainer_id":[1],"subject":{"a":1}}'],
      ["text/plain", "hello"],
    ];
    for (const url of paths)
      for (const [type, payload] of bodies) {
        const res = await ctx.app.inject({
          method: "POST",
          url,
          payload,
          headers: { ...SAME_SITE, "content-type": type },
        });
        expect(res.statusCode, `${url} ${type} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${type} ${payload}`).toBeLessThan(500);
      }
  });
});
