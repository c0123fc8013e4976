import { MEMBER_LINK_INVALID, MEMBER_PAGE_CROSS_SITE, MEMBER_REQUEST_REFUSALS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { memberWithLink, openPage, SAME_SITE, sendForm } from "../support/member-page.ts";
import { countRows, libraryPair, makeTrainer } from "../support/trainers.ts";

// A member marking a workout done and sending feedback from their own page (decisions 0343, 0345), and what
// every form on the page shares: the link's own, same-site posts only, a 4xx for odd bodies.

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13", "10:00"));
  gym = await createGym(ctx, "mpreq");
});
afterAll(() => ctx.close());

const sql = (text: string, params: unknown[] = []) => ctx.db.pool.query(text, params);
const table = (name: string) => qualified(gym.schema, name);

describe("marking a workout done (decision 0345)", () => {
  it("once per assignment per gym day, only where the gym allows it, only the member's own", async () => {
    const m = await memberWithLink(ctx, gym);
    const other = await memberWithLink(ctx, gym, "Other");
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
    const before = await openPage(ctx, m.path);
    expect(before.body).toContain(`action="${m.path}/workouts/${mine}/done"`);

    const notMine = await sendForm(ctx, `${m.path}/workouts/${theirs}/done`, {});
    expect(notMine.statusCode).toBe(404);
    expect((await sendForm(ctx, `${m.path}/workouts/abc/done`, {})).statusCode).toBe(404);
    expect((await sendForm(ctx, `${m.path}/workouts/99999999999/done`, {})).statusCode).toBe(404);
    expect(await countRows(ctx, gym, "workout_completions")).toBe(0);

    // 23:59 on 13 Dec and 00:01 on 14 Dec in the gym's zone are two gym days.
    ctx.clock.pin(gymInstant("2026-12-13", "23:59"));
    expect((await sendForm(ctx, `${m.path}/workouts/${mine}/done`, {})).statusCode).toBe(303);
    const twice = await sendForm(ctx, `${m.path}/workouts/${mine}/done`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(MEMBER_REQUEST_REFUSALS.already_done);
    expect((await openPage(ctx, m.path)).body).toContain("Done today");
    ctx.clock.pin(gymInstant("2026-12-14", "00:01"));
    expect((await sendForm(ctx, `${m.path}/workouts/${mine}/done`, {})).statusCode).toBe(303);
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
    const refused = await sendForm(ctx, `${m.path}/workouts/${mine}/done`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(MEMBER_REQUEST_REFUSALS.mark_done_off);
    expect((await openPage(ctx, other.path)).body).not.toContain("/done");
    expect(await countRows(ctx, gym, "workout_completions")).toBe(2);
    await call(ctx, gym, "PUT", SETTINGS, { members_mark_done: "true" });
  });
});

describe("feedback from the page", () => {
  it("is tied to the member (no code or phone) and listed with the gym's replies", async () => {
    const m = await memberWithLink(ctx, gym, "Kiran");
    const res = await sendForm(ctx, `${m.path}/feedback`, {
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
    const shown = (await openPage(ctx, m.path)).body;
    expect(shown).toContain("Cold water &lt;b&gt;again&lt;/b&gt;");
    expect(shown).toContain("Gym: Fixed the heater");
    const missing = await sendForm(ctx, `${m.path}/feedback`, { subject: "", message: "x", rating: "3" });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Subject is required");
  });
});

describe("every form is the link's alone", () => {
  it("a revoked link, another gym's or a malformed one: the 'no longer valid' page, nothing written", async () => {
    const m = await memberWithLink(ctx, gym);
    const trainer = await makeTrainer(ctx, gym);
    await call(ctx, gym, "DELETE", `/api/members/members/${m.id}/member-link/`);
    const before = await countRows(ctx, gym, "trainer_bookings");
    for (const path of [m.path, m.path.replace(gym.schema, "no_such_gym"), `/m/${gym.schema}/short`]) {
      const res = await sendForm(ctx, `${path}/bookings`, {
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
    const m = await memberWithLink(ctx, gym);
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
      const res = await sendForm(ctx, `${m.path}/feedback`, fields, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain(MEMBER_PAGE_CROSS_SITE);
    }
    expect(await countRows(ctx, gym, "feedback")).toBe(before);
    expect((await sendForm(ctx, `${m.path}/feedback`, fields, { host: "gym.local" })).statusCode).toBe(303);
    // The page's no-referrer policy makes a browser's own post say `Origin: null`; Sec-Fetch-Site decides.
    const own = { host: "gym.local", origin: "null", "sec-fetch-site": "same-origin" };
    expect((await sendForm(ctx, `${m.path}/feedback`, { ...fields, subject: "Own" }, own)).statusCode).toBe(303);
  });

  it("odd bodies are a 4xx page, never a 500", async () => {
    const m = await memberWithLink(ctx, gym);
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
