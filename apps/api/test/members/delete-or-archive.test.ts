import {
  MEMBER_ARCHIVED,
  MEMBER_ARCHIVED_READ_ONLY,
  MEMBER_DELETED,
  MEMBER_NOT_FOUND,
  MEMBER_RESTORED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, patch } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { countRows, createPayment, membersWithPlan, withKey } from "../support/member-payments.ts";
import { memberOfOtherGym, memberUrl } from "../support/members.ts";
import { profileFields, profileOf } from "../support/profile.ts";

// Removing a member: deleted without money history, archived (read-only, restorable) with it (decision 0261).

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "removal"), createGym(ctx, "removalother")]);
});
afterAll(() => ctx.close());

describe("DELETE /api/members/members/{id}/delete/ (decision 0261)", () => {
  it("deletes a member without money history, with their pending records", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    await ctx.db.pool.query(
      `INSERT INTO "${gym.schema}".member_payments (member_id, membership_month, amount_due, due_date, reference_number)
       VALUES ($1, '2026-12-01', 1500, '2026-12-05', $2)`,
      [id, `PAYDEL${id}`],
    );
    expect((await profileOf(ctx, gym, id!)).removal).toBe("DELETE");
    const res = await call(ctx, gym, "DELETE", memberUrl(id!, "delete/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, removal: "DELETE", message: MEMBER_DELETED });
    expect((await call(ctx, gym, "GET", memberUrl(id!))).statusCode).toBe(404);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [id])).toBe(0);
  });

  it("archives a member with a receipt: invoices kept, left out of the list and tracking, listed under Archived, restorable", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    const paid = await createPayment(ctx, withKey(gym, `profile-${id}`), {
      member_id: id,
      amount: "1500",
      payment_date: TODAY,
      payment_method: "UPI",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await profileOf(ctx, gym, id!);
    expect(before).toMatchObject({ removal: "ARCHIVE", summary: { receipts: 1, total_received: "1500.00" } });

    const month = "/api/expenses/member-payments/by-month/?year=2026&month=12";
    expect((await call(ctx, gym, "GET", month)).body).toContain(`"member_id":${id},`);

    const res = await call(ctx, gym, "DELETE", memberUrl(id!, "delete/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, removal: "ARCHIVE", message: MEMBER_ARCHIVED });
    const archived = await profileOf(ctx, gym, id!);
    expect(archived.archived_at).toEqual(expect.any(String));
    expect(await countRows(ctx, gym, "payment_receipts")).toBeGreaterThan(0);
    const invoices = await call(ctx, gym, "GET", `/api/expenses/invoices/?member_id=${id}`);
    expect(invoices.json().invoices).toHaveLength(1);

    const list = await call(ctx, gym, "GET", "/api/members/members/?page_size=200");
    expect(list.json().results.map((m: { id: number }) => m.id)).not.toContain(id);
    const onlyArchived = await call(ctx, gym, "GET", "/api/members/members/?archived=true");
    expect(onlyArchived.json().results.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(onlyArchived.json()).toMatchObject({ count: 1, archived_count: 1 });
    const tracking = await call(ctx, gym, "GET", month);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.body).not.toContain(`"member_id":${id},`);

    // An archived member is read-only until restored.
    const edit = await patch(
      ctx,
      gym,
      memberUrl(id!, "update/"),
      profileFields({ username: "arch", email: "arch@x.in" }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(MEMBER_ARCHIVED_READ_ONLY);
    // Deleting again keeps the archive; restoring brings the member back into the list.
    expect((await call(ctx, gym, "DELETE", memberUrl(id!, "delete/"))).json().removal).toBe("ARCHIVE");
    const restored = await call(ctx, gym, "POST", memberUrl(id!, "restore/"));
    expect(restored.json()).toMatchObject({ success: true, message: MEMBER_RESTORED, member: { archived_at: null } });
    const back = await call(ctx, gym, "GET", "/api/members/members/?page_size=200");
    expect(back.json().results.map((m: { id: number }) => m.id)).toContain(id);
  });

  it("auto-generate bills no archived member, and bills them again once restored", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1200"]);
    await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET archived_at = $2 WHERE id = $1`, [
      id,
      new Date(gymInstant(TODAY)),
    ]);
    const generate = () => call(ctx, gym, "POST", "/api/expenses/member-payments/auto-generate/", {});
    expect((await generate()).statusCode).toBe(200);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [id])).toBe(0);
    expect((await call(ctx, gym, "POST", memberUrl(id!, "restore/"))).statusCode).toBe(200);
    expect((await generate()).statusCode).toBe(200);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [id])).toBe(1);
  });

  it("is a 404 for another gym's member, which is neither deleted nor archived", async () => {
    const theirs = (await memberOfOtherGym(ctx, gym, other, { first_name: "Theirs" })).id;
    for (const id of [theirs, 999_998]) {
      const res = await call(ctx, gym, "DELETE", memberUrl(id, "delete/"));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MEMBER_NOT_FOUND);
    }
    expect((await profileOf(ctx, other, theirs)).archived_at).toBeNull();
    expect((await call(ctx, gym, "POST", memberUrl(theirs, "restore/"))).statusCode).toBe(404);
  });
});
