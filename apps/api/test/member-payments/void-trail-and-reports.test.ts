import type { AuditEntry } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createTestContext, gymInstant, type TestContext, testStartInstant } from "../support/context.ts";
import { payJanuary, setUp, voidIt } from "../support/void.ts";

// A void in the audit trail and the money reports (decisions 0330, 0334).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));

describe("the void in the trail and the reports", () => {
  it("one audit entry naming the endpoint, with the bill's and the member's values before and after", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member);
    expect((await voidIt(ctx, gym, receipts[0]!.id)).statusCode).toBe(200);
    const res = await call(ctx, gym, "GET", "/api/audit/entries/");
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json().entries as AuditEntry[]).filter((e) => e.path === "/api/expenses/invoices/{id}/void/");
    expect(entries).toHaveLength(1);
    const changes = entries[0]!.changes;
    const bill = changes.find((c) => c.table === "member_payments")!;
    expect(bill.before).toMatchObject({ amount_paid: 1180 });
    expect(bill.after).toMatchObject({ amount_paid: 0 });
    const dates = changes.find((c) => c.table === "members")!;
    expect(dates.before).toMatchObject({ renewal_date: "2027-01-30", paid_through: "2027-01-30" });
    expect(dates.after).toMatchObject({ renewal_date: "2026-12-31", paid_through: "2026-12-31" });
    expect(changes.find((c) => c.table === "expense_transactions")).toMatchObject({
      operation: "INSERT",
      after: { amount: -1180 },
    });
    expect(changes.find((c) => c.table === "receipt_voids")).toMatchObject({
      operation: "INSERT",
      after: { reason: "Entered against the wrong member", credit_note_number: "CN/26-27/0001" },
    });
  });

  it("income, money received and a member's total received leave the voided receipt out", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member);
    const range = "?start_date=2026-12-01&end_date=2026-12-31";
    const income = async () =>
      (await call(ctx, gym, "GET", `/api/expenses/summary${range}`)).json().summary.total_income as number;
    const received = async () =>
      (await call(ctx, gym, "GET", `/api/expenses/reports/member-payment-summary/${range}`)).json().totals
        .received as number;
    const profileTotal = async () =>
      (
        await ctx.db.pool.query(
          `SELECT COALESCE(sum(r.amount), 0)::text AS total FROM ${qualified(gym.schema, "payment_receipts")} r`,
        )
      ).rows[0].total as string;
    expect(await income()).toBe(1180);
    expect(await received()).toBe(1180);
    pin("2027-01-05");
    expect((await voidIt(ctx, gym, receipts[0]!.id)).statusCode).toBe(200);
    // December's figures, read after the void in January: the receipt never counted.
    expect(await income()).toBe(0);
    expect(await received()).toBe(0);
    // The receipt itself stays (it keeps its number); only the sums leave it out.
    expect(await profileTotal()).toBe("1180.00");
    const profile = await call(ctx, gym, "GET", `/api/members/members/${member}/`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().member.summary).toMatchObject({ receipts: 1, total_received: "0.00" });
  });
});
