import type { AuditEntry } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, testStartInstant } from "../support/context.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS, withKey } from "../support/member-payments.ts";

// A money write about one member names that member in its audit entry (decision 0379), whichever table the
// write touches first (a receipt, an invoice number, a ledger row): the member's timeline and the trail's
// Member column read the entry's member.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

let gyms = 0;
async function gymWithMember() {
  const gym = await createGym(ctx, `audit_money_${++gyms}`);
  const [member] = await membersWithPlan(ctx, gym, ["1500"]);
  return { gym, member: member! };
}

async function entryOf(gym: Awaited<ReturnType<typeof gymWithMember>>["gym"], path: string, query = "") {
  const res = await call(ctx, gym, "GET", `/api/audit/entries/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json().entries as AuditEntry[]).filter((e) => e.path === path);
  expect(found, path).toHaveLength(1);
  return found[0]!;
}

/** A bill for the member's current month, open. */
async function openBill(gym: Awaited<ReturnType<typeof gymWithMember>>["gym"], member: number) {
  const created = await createPayment(ctx, gym, { member_id: member, membership_month: gymToday(ctx).slice(0, 7) });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().payment.id as number;
}

describe("the member of a money write's entry", () => {
  it("mark-paid names the bill's member, and the member's own list shows the entry", async () => {
    const { gym, member } = await gymWithMember();
    const bill = await openBill(gym, member);
    expect((await markPaid(ctx, gym, bill, { payment_method: "UPI" })).statusCode).toBe(200);
    const path = "/api/expenses/member-payments/{id}/mark-paid/";
    const entry = await entryOf(gym, path);
    expect(entry).toMatchObject({ member_id: member, member_name: expect.any(String) });
    expect(await entryOf(gym, path, `?member_id=${member}`)).toMatchObject({ id: entry.id });
  });

  it("a manual receipt, create-by-member, a discount and a void name their member", async () => {
    const { gym, member } = await gymWithMember();
    const manual = await createPayment(ctx, gym, {
      member_id: member,
      amount: "1500",
      payment_date: gymToday(ctx),
      duration: 1,
      payment_method: "CASH",
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await entryOf(gym, `${PAYMENTS}/create/`)).toMatchObject({ member_id: member });

    // A second ₹1,500 for the member on purpose: a new Idempotency-Key says so (decision 0197).
    const byMember = await call(ctx, withKey(gym, "second-payment"), "POST", `${PAYMENTS}/create-by-member/`, {
      member_id: member,
      payment_status: "PAID",
      amount_paid: "1500",
      payment_method: "CARD",
    });
    expect(byMember.statusCode, byMember.body).toBe(200);
    expect(await entryOf(gym, `${PAYMENTS}/create-by-member/`)).toMatchObject({ member_id: member });

    const { gym: other, member: discounted } = await gymWithMember();
    const bill = await openBill(other, discounted);
    const discount = await call(ctx, other, "POST", `${PAYMENTS}/${bill}/discount/`, {
      kind: "AMOUNT",
      value: "100",
      reason: "Loyal member",
    });
    expect(discount.statusCode, discount.body).toBe(200);
    expect(await entryOf(other, `${PAYMENTS}/{id}/discount/`)).toMatchObject({ member_id: discounted });

    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT max(id) AS id FROM ${qualified(gym.schema, "payment_receipts")}`,
    );
    const receipt = rows[0]!.id;
    const voided = await call(ctx, gym, "POST", `/api/expenses/invoices/${receipt}/void/`, {
      reason: "Entered against the wrong member",
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await entryOf(gym, "/api/expenses/invoices/{id}/void/")).toMatchObject({ member_id: member });
  });

  it("a write about several members names the first it touches; each change keeps its own member", async () => {
    const gym = await createGym(ctx, `audit_money_${++gyms}`);
    const [a, b] = await membersWithPlan(ctx, gym, ["1000", "1200"]);
    const bills = [await openBill(gym, a!), await openBill(gym, b!)];
    const bulk = await call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, {
      payment_ids: bills,
      payment_method: "CASH",
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const entry = await entryOf(gym, `${PAYMENTS}/bulk-mark-paid/`);
    expect([a, b]).toContain(entry.member_id);
    expect(new Set(entry.changes.map((c) => c.member_id).filter((m) => m !== null))).toEqual(new Set([a, b]));
    expect(await entryOf(gym, `${PAYMENTS}/bulk-mark-paid/`, `?member_id=${a}`)).toMatchObject({ id: entry.id });
  });
});

describe("append-only, but for the entry's member", () => {
  it("refuses to name or rename an entry's member outside the transaction that wrote it", async () => {
    const { gym, member } = await gymWithMember();
    const plan = await call(ctx, gym, "POST", "/api/members/plans/", {
      name: "Gold",
      duration_months: "1",
      price: "900",
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const bill = await openBill(gym, member);
    expect((await markPaid(ctx, gym, bill, { payment_method: "UPI" })).statusCode).toBe(200);
    const entries = qualified(gym.schema, "audit_entries");
    for (const sql of [
      `UPDATE ${entries} SET member_id = ${member} WHERE member_id IS NULL`,
      `UPDATE ${entries} SET member_id = ${member + 1} WHERE member_id IS NOT NULL`,
    ]) {
      await expect(ctx.db.pool.query(sql), sql).rejects.toThrow(/append-only/);
    }
  });
});
