import { RECEIPT_ALREADY_VOID, VOID_REASON_TOO_SHORT, voidLaterReceiptFirst } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createTestContext, gymInstant, type TestContext, testStartInstant } from "../support/context.ts";
import { staffAccount } from "../support/staff.ts";
import { billOf, count, INVOICES, ledger, memberDates, payJanuary, setUp, voidIt } from "../support/void.ts";

// What a void refuses (decision 0334): a second void, a race, a role without the right, unknown ids and
// short reasons, a later receipt first.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));

describe("what a void refuses", () => {
  it("a second void: 409 'This receipt is already void', nothing more written", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member);
    expect((await voidIt(ctx, gym, receipts[0]!.id)).statusCode).toBe(200);
    const rows = await count(ctx, gym, "expense_transactions");
    const second = await voidIt(ctx, gym, receipts[0]!.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(RECEIPT_ALREADY_VOID);
    expect(await count(ctx, gym, "expense_transactions")).toBe(rows);
    expect(await count(ctx, gym, "receipt_voids")).toBe(1);
  });

  it("two voids at once: exactly one succeeds, one reversal, one credit note number used", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member);
    const answers = await Promise.all([voidIt(ctx, gym, receipts[0]!.id), voidIt(ctx, gym, receipts[0]!.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(RECEIPT_ALREADY_VOID);
    expect(await count(ctx, gym, "receipt_voids")).toBe(1);
    expect((await ledger(ctx, gym)).filter((r) => r.reverses_id !== null)).toHaveLength(1);
    const { rows } = await ctx.db.pool.query(
      `SELECT last_number FROM ${qualified(gym.schema, "credit_note_counters")}`,
    );
    expect(rows).toEqual([{ last_number: 1 }]);
  });

  it("a front-desk or trainer account: 403 before anything is written; a manager may", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member);
    for (const role of ["FRONT_DESK", "TRAINER"] as const) {
      const staff = await staffAccount(ctx, gym, role);
      const res = await voidIt(ctx, staff.gym, receipts[0]!.id);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await count(ctx, gym, "receipt_voids")).toBe(0);
    const manager = await staffAccount(ctx, gym, "MANAGER");
    expect((await voidIt(ctx, manager.gym, receipts[0]!.id)).statusCode).toBe(200);
    const { rows } = await ctx.db.pool.query(
      `SELECT voided_by_id, voided_by_name FROM ${qualified(gym.schema, "receipt_voids")}`,
    );
    expect(rows).toEqual([{ voided_by_id: manager.id, voided_by_name: manager.username }]);
  });

  it("an unknown id or another gym's receipt: 404; a reason too short or missing: 400", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const other = await setUp(ctx);
    // The other gym has receipts 1 and 2; this one only receipt 1.
    const theirs = (await payJanuary(ctx, other.gym, other.member, ["500", "680"])).receipts[1]!.id;
    const { receipts } = await payJanuary(ctx, gym, member);
    expect(receipts[0]!.id).toBeLessThan(theirs);
    expect((await voidIt(ctx, gym, 999_999)).statusCode).toBe(404);
    expect((await voidIt(ctx, gym, theirs)).statusCode).toBe(404);
    expect(await count(ctx, other.gym, "receipt_voids")).toBe(0);
    const short = await voidIt(ctx, gym, receipts[0]!.id, "ab");
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(VOID_REASON_TOO_SHORT);
    expect((await call(ctx, gym, "POST", `${INVOICES}/${receipts[0]!.id}/void/`, {})).statusCode).toBe(400);
    expect((await voidIt(ctx, gym, receipts[0]!.id, "x".repeat(501))).statusCode).toBe(400);
    expect(await count(ctx, gym, "receipt_voids")).toBe(0);
  });

  it("a later receipt of the same bill: 409 naming it; voided in order, the bill goes back step by step", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { bill, receipts } = await payJanuary(ctx, gym, member, ["500", "680"]);
    const [first, second] = receipts as [(typeof receipts)[0], (typeof receipts)[0]];
    const refused = await voidIt(ctx, gym, first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(voidLaterReceiptFirst(second.invoice_number));

    expect((await voidIt(ctx, gym, second.id)).statusCode).toBe(200);
    expect(await billOf(ctx, gym, bill)).toEqual({
      amount_paid: "500.00",
      late_fee: "0.00",
      payment_method: "UPI",
      payment_date: "2026-12-20",
    });
    // A partial payment never extended anything: the dates are back before the settling receipt.
    expect(await memberDates(ctx, gym, member)).toEqual({ renewal: "2026-12-31", paid_through: "2026-12-31" });
    expect((await voidIt(ctx, gym, first.id)).statusCode).toBe(200);
    expect((await billOf(ctx, gym, bill)).amount_paid).toBe("0.00");
  });
});
