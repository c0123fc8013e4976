import {
  addMonthsTo,
  INVALID_PAYMENT_ID,
  MONTH_TOO_FAR_AHEAD,
  PAYMENT_ALREADY_SETTLED,
  SELECT_MEMBER_AND_MONTH,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymToday,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { countRows, createPayment, markPaid, membersWithPlan, PAYMENTS, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;
/** A month long past its 13th, so every late-fee day can be a payment date. */
let past: string;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "mpay");
  today = gymToday(ctx);
  past = `${addMonthsTo(today, -2).slice(0, 7)}-01`;
});
afterAll(() => ctx.close());

const day = (n: number) => `${past.slice(0, 8)}${String(n).padStart(2, "0")}`;
/**
 * Members who joined on the first day of `past`: a bill's due date is never before its period starts
 * (decision 0240 §4), so the fee cases need a membership that began by that month's 5th.
 */
const since = { joining_date: "" };
beforeAll(() => {
  since.joining_date = past;
});

describe("create (history shape)", () => {
  it("makes the month's record from the member's plan: due the 5th, reference PAY{id}{YYYYMM}, OVERDUE when unpaid", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["3000.00"], since);
    const res = await createPayment(ctx, gym, { member_id: id, membership_month: past.slice(0, 7) });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payment;
    expect(p).toMatchObject({
      member: id,
      membership_month: past,
      due_date: day(5),
      amount_due: 3000,
      amount_paid: 0,
      late_fee: 150,
      remaining_amount: 3150,
      payment_status: "OVERDUE",
      reference_number: `PAY${id}${past.slice(0, 4)}${past.slice(5, 7)}`,
    });
    const again = await createPayment(ctx, gym, { member_id: id, membership_month: past });
    expect(again.statusCode).toBe(409);
  });

  it("names each record's reference after the month it is for, even when the member's next period starts in another (31 March 2027)", async () => {
    // Found by npm run test:dates at 2027-03-31: the reference followed the period's month, so two named
    // months of one member collided (a 409 for the second). Part 2 §9: PAY{member_id}{YYYYMM} of the month.
    ctx.clock.pin(gymInstant("2027-03-31"));
    try {
      const g = await createGym(ctx, "mpay_refs");
      const [id] = await membersWithPlan(ctx, g, ["1000"]);
      for (const month of ["2026-03", "2026-04"]) {
        const res = await createPayment(ctx, g, { member_id: id, membership_month: month });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().payment.reference_number).toBe(`PAY${id}${month.replace("-", "")}`);
      }
    } finally {
      ctx.clock.pin(testStartInstant());
    }
  });

  it("refuses a missing month, a month beyond the next one, a bad amount, and a member without a plan", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    const missing = await createPayment(ctx, gym, { member_id: id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SELECT_MEMBER_AND_MONTH);
    const far = await createPayment(ctx, gym, { member_id: id, membership_month: addMonthsTo(today, 2).slice(0, 7) });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(MONTH_TOO_FAR_AHEAD);
    const next = await createPayment(ctx, gym, { member_id: id, membership_month: addMonthsTo(today, 1).slice(0, 7) });
    expect(next.json().payment.payment_status).toBe("PENDING");
    for (const amount_paid of [-1, "abc", "1.234"]) {
      const bad = await createPayment(ctx, gym, { member_id: id, membership_month: past, amount_paid });
      expect(bad.statusCode, String(amount_paid)).toBe(400);
    }
    const [noPlan] = await insertMembers(ctx, gym, [{}]);
    const res = await createPayment(ctx, gym, { member_id: noPlan!.id, membership_month: past });
    expect(res.statusCode).toBe(400);
    const over = await createPayment(ctx, gym, { member_id: id, membership_month: past, amount_paid: "2000" });
    expect(over.statusCode).toBe(400);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1 AND membership_month = $2", [id, past])).toBe(
      0,
    );
  });
});

describe("late fee through the API (paid on the 12th vs the 13th, the cap, a partial payment)", () => {
  it("paid on the 12th: no fee, frozen at 0", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["5000"], since);
    const created = (await createPayment(ctx, gym, { member_id: id, membership_month: past })).json().payment;
    expect(created.late_fee).toBe(200);
    const res = await markPaid(ctx, gym, created.id, { payment_date: day(12), payment_method: "UPI" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      amount_paid: 5000,
      late_fee: 0,
      remaining_amount: 0,
      payment_status: "PAID",
    });
  });

  it("paid on the 13th: 5% of ₹5,000 = ₹250 capped to ₹200", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["5000"], since);
    const created = (await createPayment(ctx, gym, { member_id: id, membership_month: past })).json().payment;
    const res = await markPaid(ctx, gym, created.id, { payment_date: day(13) });
    expect(res.json().payment).toMatchObject({
      amount_paid: 5200,
      late_fee: 200,
      remaining_amount: 0,
      payment_status: "PAID",
    });
  });

  it("a partial payment before the fee, the rest after: the fee applies, then Pay Remaining settles it", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["3000"], since);
    const created = (await createPayment(ctx, gym, { member_id: id, membership_month: past })).json().payment;
    const part = await markPaid(ctx, gym, created.id, { amount_paid: 1000, payment_date: day(3) });
    expect(part.json().payment).toMatchObject({
      payment_status: "PARTIAL",
      amount_paid: 1000,
      late_fee: 150,
      remaining_amount: 2150,
    });
    const tooMuch = await markPaid(ctx, gym, created.id, { amount_paid: 2150.01 });
    expect(tooMuch.statusCode).toBe(400);
    const zero = await markPaid(ctx, gym, created.id, { amount_paid: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe("Please enter a valid amount");
    const rest = await markPaid(ctx, gym, created.id, {});
    expect(rest.json().payment).toMatchObject({ payment_status: "PAID", amount_paid: 3150, remaining_amount: 0 });
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [created.id])).toBe(2);
  });
});

describe("mark-paid", () => {
  it("a joiner's first bill pays for the grant: the renewal date stays (decision 0240, not +30 days); answers member_name; once paid, a repeat is refused without a key and replayed with it", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    const before = await ctx.db.pool.query(`SELECT renewal_date FROM "${gym.schema}".members WHERE id = $1`, [id]);
    const created = (await createPayment(ctx, gym, { member_id: id, membership_month: today.slice(0, 7) })).json()
      .payment;
    const res = await markPaid(ctx, gym, created.id, { payment_method: "CASH" });
    expect(res.json().payment.member_name).toMatch(/^Test Member/);
    const after = await ctx.db.pool.query(`SELECT renewal_date FROM "${gym.schema}".members WHERE id = $1`, [id]);
    expect(after.rows[0].renewal_date).toEqual(before.rows[0].renewal_date);
    const again = await markPaid(ctx, gym, created.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_ALREADY_SETTLED);
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [created.id])).toBe(1);
    // With a key the first call is answered again, as it was: exactly once belongs to the key (decision 0182).
    const [other] = await membersWithPlan(ctx, gym, ["800"]);
    const second = (await createPayment(ctx, gym, { member_id: other, membership_month: today.slice(0, 7) })).json()
      .payment;
    const first = await markPaid(ctx, withKey(gym, `pay-${second.id}`), second.id, { payment_method: "UPI" });
    const replay = await markPaid(ctx, withKey(gym, `pay-${second.id}`), second.id, { payment_method: "UPI" });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().payment).toEqual(first.json().payment);
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [second.id])).toBe(1);
  });

  it("an unknown id is a 404 with the spec's text; another gym's record is never touched", async () => {
    const unknown = await markPaid(ctx, gym, 2_000_000_000, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVALID_PAYMENT_ID);
    const other = await createGym(ctx, "mpay_other");
    const [oid] = await membersWithPlan(ctx, other, ["1000"]);
    const theirs = (await createPayment(ctx, other, { member_id: oid, membership_month: past })).json().payment;
    // Ids are per gym schema: the same number here names this gym's record or none, never theirs.
    expectNo500(await markPaid(ctx, gym, theirs.id, {}));
    const row = await ctx.db.pool.query(
      `SELECT amount_paid::text FROM "${other.schema}".member_payments WHERE id = $1`,
      [theirs.id],
    );
    expect(row.rows[0].amount_paid).toBe("0.00");
  });

  it("two concurrent mark-paid calls on one record write one receipt", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["2000"], since);
    const created = (await createPayment(ctx, gym, { member_id: id, membership_month: past })).json().payment;
    const all = await Promise.all(Array.from({ length: 6 }, () => markPaid(ctx, gym, created.id, {})));
    for (const r of all) expectNo500(r);
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [created.id])).toBe(1);
    const row = await ctx.db.pool.query(`SELECT amount_paid::text FROM "${gym.schema}".member_payments WHERE id = $1`, [
      created.id,
    ]);
    expect(row.rows[0].amount_paid).toBe("2100.00");
  });

  it("the same partial receipt retried with an Idempotency-Key is written once", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["2000"], since);
    const created = (await createPayment(ctx, gym, { member_id: id, membership_month: today.slice(0, 7) })).json()
      .payment;
    const send = () =>
      ctx.app.inject({
        method: "POST",
        url: `${PAYMENTS}/${created.id}/mark-paid/`,
        headers: { ...gym.auth, "idempotency-key": `retry-${created.id}` },
        payload: { amount_paid: 500 },
      });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(200);
    expect(c.json().payment.amount_paid).toBe(500);
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [created.id])).toBe(1);
  });
});

describe("invoices", () => {
  it("numbers receipts sequentially per financial year without gaps, and downloads a PDF", async () => {
    const g = await createGym(ctx, "mpay_inv");
    const ids = await membersWithPlan(ctx, g, ["1000", "1000", "1000"]);
    const month = today.slice(0, 7);
    const made = [];
    for (const id of ids)
      made.push((await createPayment(ctx, g, { member_id: id, membership_month: month })).json().payment);
    // One refused receipt in between must not use up a number.
    expect((await markPaid(ctx, g, made[0].id, { amount_paid: 99999 })).statusCode).toBe(400);
    await Promise.all(made.map((p) => markPaid(ctx, g, p.id, {})));
    const list = (await call(ctx, g, "GET", "/api/expenses/invoices/")).json();
    const start = Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const fy = `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
    expect(list.invoices.map((i: { invoice_number: string }) => i.invoice_number).sort()).toEqual(
      [1, 2, 3].map((n) => `${fy}/000${n}`),
    );
    // This month is past its 13th on most days of a run: the fee is part of what was received.
    expect(list.invoices[0]).toMatchObject({
      amount: made[0].amount_due + made[0].late_fee,
      member_phone: "9876543210",
      payment_method: "CASH",
    });
    const dl = await call(ctx, g, "GET", `/api/expenses/invoices/${list.invoices[0].invoice_id}/download/`);
    expect(dl.statusCode).toBe(200);
    const { pdf_base64, filename } = dl.json().invoice;
    expect(filename).toMatch(/^INV-\d{2}-\d{2}-\d{4,}\.pdf$/);
    expect(Buffer.from(pdf_base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (await call(ctx, gym, "GET", `/api/expenses/invoices/${list.invoices[0].invoice_id + 100000}/download/`))
        .statusCode,
    ).toBe(404);
  });
});
