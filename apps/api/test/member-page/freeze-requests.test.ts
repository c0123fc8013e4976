import { MEMBER_REQUEST_REFUSALS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { memberWithLink, openPage, sendForm } from "../support/member-page.ts";
import { countRows } from "../support/trainers.ts";

// A member asking for a freeze from their own page, and staff deciding it (decision 0344).

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13", "10:00"));
  gym = await createGym(ctx, "mpreq_freeze");
});
afterAll(() => ctx.close());

const sql = (text: string, params: unknown[] = []) => ctx.db.pool.query(text, params);
const table = (name: string) => qualified(gym.schema, name);

describe("requesting a freeze (decision 0344)", () => {
  const LIST = "/api/members/freeze-requests/";
  it("is pending until staff approve it through the desk's freeze service; renewal moves on", async () => {
    const m = await memberWithLink(ctx, gym);
    const { rows: before } = await sql(
      `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS r FROM ${table("members")} WHERE id = $1`,
      [m.id],
    );
    const res = await sendForm(ctx, `${m.path}/freeze`, {
      from_date: "2026-12-20",
      to_date: "2026-12-29",
      reason: "Travelling",
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${m.path}?done=freeze#freeze-title`);
    const again = await sendForm(ctx, `${m.path}/freeze`, {
      from_date: "2027-01-05",
      to_date: "2027-01-06",
      reason: "More",
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(MEMBER_REQUEST_REFUSALS.freeze_pending);

    const list = await call(ctx, gym, "GET", `${LIST}?status=PENDING`);
    expect(list.statusCode, list.body).toBe(200);
    const request = list.json().results.find((r: { member_id: number }) => r.member_id === m.id);
    expect(request).toMatchObject({ status: "PENDING", from_date: "2026-12-20", to_date: "2026-12-29", days: 10 });
    expect((await openPage(ctx, m.path)).body).toContain(`data-testid="freeze-request-${request.id}"`);

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
    const m = await memberWithLink(ctx, gym);
    const before = await countRows(ctx, gym, "freeze_requests");
    const over = await sendForm(ctx, `${m.path}/freeze`, {
      from_date: "2027-01-01",
      to_date: "2027-03-05",
      reason: "Long trip",
    });
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain("the gym allows at most 60 a year");
    // 7 days back is the gym's limit: 6 Dec is allowed, 5 Dec is not (both sides of the boundary).
    const early = await sendForm(ctx, `${m.path}/freeze`, {
      from_date: "2026-12-05",
      to_date: "2026-12-07",
      reason: "Ill",
    });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain("at most 7 days in the past");
    const bad = await sendForm(ctx, `${m.path}/freeze`, {
      from_date: "2026-12-20",
      to_date: "2026-12-19",
      reason: "x",
    });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(ctx, gym, "freeze_requests")).toBe(before);
    expect(
      (await sendForm(ctx, `${m.path}/freeze`, { from_date: "2026-12-06", to_date: "2026-12-07", reason: "Ill" }))
        .statusCode,
    ).toBe(303);
  });

  it("staff decline with a reason; the member sees it", async () => {
    const m = await memberWithLink(ctx, gym);
    await sendForm(ctx, `${m.path}/freeze`, { from_date: "2026-12-22", to_date: "2026-12-23", reason: "Wedding" });
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
    const shown = (await openPage(ctx, m.path)).body;
    expect(shown).toContain("Peak season");
    expect(shown).toContain("Declined");
    const list = await call(ctx, gym, "GET", `${LIST}?status=DECLINED&page=1`);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(rows[0].id);
  });
});
