import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type ByMonthResponse, byMonthResponse, MONTHLY_STATUSES, type MonthlyMember } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledSerializer, zodSerialized } from "../../src/lib/compiled-serializer.ts";
import { gymContext } from "../../src/modules/context.ts";
import { forgetKeptMonths } from "../../src/modules/member-payments/tracking/month-cache.ts";
import { paymentsByMonth } from "../../src/modules/member-payments/tracking/service.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS, setSettings } from "../support/member-payments.ts";
import { TRICKY_TEXT } from "../support/tricky-text.ts";

/**
 * The monthly view's answer is written by a serialiser compiled from the contract and kept as sent (decision
 * 0413): its text must be byte for byte what the zod type provider wrote (zod encode, then JSON.stringify).
 */
const serialize = compiledSerializer(byMonthResponse);

function member(text: string, i: number): MonthlyMember {
  const billed = i % 2 === 0;
  return {
    member_id: i + 1,
    member_code: text,
    member_name: text,
    member_phone: text,
    member_status: i % 3 ? "ACTIVE" : "EXPIRED",
    member_renewal_date: "2026-12-31",
    days_left: 25 - i * 9,
    days_overdue: i * 2,
    plan_name: i % 3 ? text : null,
    payment_id: billed ? 9_007_199_254_740_991 - i : null,
    payment_status: MONTHLY_STATUSES[i % MONTHLY_STATUSES.length]!,
    amount_due: 1050.5,
    amount_paid: billed ? 0.1 + 0.2 : 0,
    late_fee: billed ? 52.53 : 0,
    remaining_amount: 1e21,
    reference_number: billed ? `PAY${i}202612` : null,
    last_reminder_at: i % 2 ? "2026-12-06T04:30:00.000Z" : null,
    upi_link: billed ? `upi://pay?pa=gym%40okhdfcbank&pn=${text}&am=1050.50` : null,
    frozen_until: i === 4 ? "2026-12-20" : null,
  };
}

function answer(text: string): ByMonthResponse {
  return {
    success: true,
    month_info: {
      month: "2026-12",
      month_name: text,
      total_members: 7,
      collection_rate: 33.33,
      status_breakdown: Object.fromEntries(
        MONTHLY_STATUSES.map((s, i) => [s, i]),
      ) as ByMonthResponse["month_info"]["status_breakdown"],
      total_due: 12_345.67,
      total_paid: -0,
      members_billed: 4,
      members_paid: 1,
      suspended_left_out: 0,
    },
    members: TRICKY_TEXT.map((t, i) => member(t, i)),
    count: 7,
  };
}

describe("the monthly view's compiled serialiser", () => {
  it("writes exactly what zod encoding then JSON.stringify wrote, for tricky text, nulls, money and every status", () => {
    for (const text of TRICKY_TEXT) expect(serialize(answer(text))).toBe(zodSerialized(byMonthResponse, answer(text)));
    const empty: ByMonthResponse = { ...answer(""), members: [], count: 0 };
    expect(serialize(empty)).toBe(zodSerialized(byMonthResponse, empty));
  });

  it("leaves out keys the contract does not have, as zod did", () => {
    const base = answer("a");
    const extra = {
      ...base,
      debug: "secret",
      month_info: { ...base.month_info, internal_stamp: "secret" },
      members: base.members.map((m) => ({ ...m, password_hash: "secret" })),
    };
    expect(serialize(extra)).toBe(zodSerialized(byMonthResponse, extra));
    expect(serialize(extra)).not.toContain("secret");
  });

  it("refuses an answer missing a required field (a 500, as a failed zod encode was)", () => {
    const { month_info: _info, ...noInfo } = answer("a");
    expect(() => serialize(noInfo)).toThrow();
  });
});

describe("GET by-month/ sends the kept text (decision 0413)", () => {
  let ctx: TestContext;
  let gym: TestGym;
  const url = (q = "") => `${PAYMENTS}/by-month/?year=2026&month=12${q}`;
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.clock.pin(gymInstant("2026-12-13"));
    gym = await createGym(ctx, "bymonth_ser");
    const ids = await membersWithPlan(ctx, gym, ["1000", "1500.50", "2000", "800"], {
      joining_date: "2026-10-01",
      renewal_date: "2026-12-31",
    });
    await setSettings(ctx, gym, { upi_vpa: "ironfit@okhdfcbank", upi_payee_name: null });
    const bills: number[] = [];
    for (const id of ids.slice(0, 3)) {
      const res = await createPayment(ctx, gym, { member_id: id, membership_month: "2026-12" });
      expect(res.statusCode, res.body).toBe(200);
      bills.push((res.json() as { payment: { id: number } }).payment.id);
    }
    expect((await markPaid(ctx, gym, bills[0]!, { amount_paid: "400", payment_method: "CASH" })).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it.each(["", "&payment_status=overdue", "&search=a&page_size=2", "&page=2&page_size=2"])(
    "by-month/?year=2026&month=12%s answers the zod-encoded body byte for byte, the same when kept",
    async (q) => {
      forgetKeptMonths();
      const fresh = await call(ctx, gym, "GET", url(q));
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(fresh.body).toBe(zodSerialized(byMonthResponse, JSON.parse(fresh.body)));
      const kept = await call(ctx, gym, "GET", url(q));
      expect(kept.body).toBe(fresh.body);
    },
  );

  it("shows the month's bills, a late fee past the 12th and the payee's links", async () => {
    const body = (await call(ctx, gym, "GET", url())).json() as ByMonthResponse;
    expect(body.members).toHaveLength(4);
    expect(body.month_info.members_billed).toBe(3);
    const owing = body.members.find((m) => m.amount_due === 2000)!;
    expect(owing.late_fee).toBe(100);
    expect(owing.upi_link).toContain("pa=ironfit%40okhdfcbank");
  });

  it("compresses the kept text for browsers, and it decodes to the same bytes", async () => {
    const plain = (await call(ctx, gym, "GET", url())).body;
    expect(Buffer.byteLength(plain)).toBeGreaterThan(1024); // past the compression threshold
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ url: url(), headers: { ...gym.auth, "accept-encoding": encoding } });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(decode(res.rawPayload).toString("utf8")).toBe(plain);
    }
  });

  it("keeps an answer per payee: without a payee name the links name the gym, so another gym name is another answer", async () => {
    const area = (name: string) =>
      paymentsByMonth(
        gymContext(
          ctx.db.tenants.get(gym.schema),
          { schema: gym.schema, timeZone: ctx.env.DEFAULT_TIME_ZONE },
          "",
          ctx.clock,
        ),
        { year: 2026, month: 12, page: 1, page_size: 100 } as never,
        name,
      );
    const first = await area("Iron Fit");
    const renamed = await area("Iron Fit Gym & Spa");
    expect(first).toContain(`pn=${encodeURIComponent("Iron Fit")}&`);
    expect(renamed).toContain(encodeURIComponent("Iron Fit Gym & Spa"));
    expect(await area("Iron Fit")).toBe(first);
  });
});
