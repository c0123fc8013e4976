import {
  DEFAULT_TEMPLATES,
  GSTIN_INVALID,
  GSTIN_MISTYPED,
  INVALID_PAYMENT_ID,
  SELECT_REMINDER_TARGETS,
  UPI_VPA_INVALID,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, membersWithPlan, PAYMENTS, pastMonth } from "../support/member-payments.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SETTINGS = "/api/expenses/payment-settings/";
const save = (gym: TestGym, body: object) => call(ctx, gym, "PUT", `${SETTINGS}update/`, body);
const remind = (gym: TestGym, body: object) => call(ctx, gym, "POST", `${PAYMENTS}/reminders/`, body);

const FULL = {
  default_plan_name: "Standard",
  default_plan_amount: "1500",
  gym_address: "12 MG Road, Bengaluru 560001",
  gym_phone: "080 4123 4567",
  gym_state: "Karnataka",
  gstin: "29abcde1234f1zw",
  sac_code: "999723",
  gst_rate: "18",
  upi_vpa: "ironfit@okhdfcbank",
  upi_payee_name: "Iron Fit Gym",
  template_due_soon: "",
  template_overdue: "Hi {member_name}, pay {amount} for {month}: {upi_link}",
  template_received: "",
};

describe("payment settings (designed GET/PUT, decision 0187)", () => {
  it("a gym that saved nothing reads the defaults; a full save reads back, GSTIN upper-cased", async () => {
    const gym = await createGym(ctx, "mpay_set");
    const first = await call(ctx, gym, "GET", SETTINGS);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      settings: { gstin: null, sac_code: "999723", gst_rate: null, upi_vpa: null, default_plan_amount: null },
      default_templates: DEFAULT_TEMPLATES,
      default_gst_rate: 5,
    });
    expect(first.json().placeholders).toContain("upi_link");
    const saved = await save(gym, FULL);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      default_plan_amount: 1500,
      gstin: "29ABCDE1234F1ZW",
      upi_vpa: "ironfit@okhdfcbank",
      gym_state: "Karnataka",
      gst_rate: 18,
    });
    // Blank fields clear what was set; nothing else is lost.
    const cleared = await save(gym, { ...FULL, gstin: "", default_plan_amount: "", gst_rate: "" });
    expect(cleared.json().settings).toMatchObject({
      gstin: null,
      default_plan_amount: null,
      gst_rate: null,
      gym_state: "Karnataka",
    });
    const stored = await ctx.db.pool.query(`SELECT gst_rate FROM "${gym.schema}".payment_settings`);
    expect(stored.rows).toEqual([{ gst_rate: null }]);
  });

  it("refuses a bad GSTIN, UPI ID, SAC, rate or amount with a 400 and changes nothing", async () => {
    const gym = await createGym(ctx, "mpay_setbad");
    await save(gym, FULL);
    const cases: [object, string | RegExp][] = [
      [{ gstin: "29ABCDE1234F1Z" }, GSTIN_INVALID],
      [{ gstin: "29ABCDE1234F1Z5" }, GSTIN_MISTYPED],
      [{ upi_vpa: "not a vpa" }, UPI_VPA_INVALID],
      [{ sac_code: "12" }, /SAC/],
      [{ gst_rate: "29" }, /GST rate/],
      [{ gst_rate: "abc" }, /GST rate/],
      [{ default_plan_amount: "-5" }, /default_plan_amount/],
      [{ template_overdue: "x".repeat(1001) }, /template_overdue/],
    ];
    for (const [change, message] of cases) {
      const res = await save(gym, { ...FULL, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const now = (await call(ctx, gym, "GET", SETTINGS)).json().settings;
    expect(now).toMatchObject({ gstin: "29ABCDE1234F1ZW", upi_vpa: "ironfit@okhdfcbank", gst_rate: 18 });
  });
});

describe("WhatsApp reminders (designed POST, decision 0189)", () => {
  it("an overdue record gets the overdue template with the amount owed now (late fee included) and the UPI link", async () => {
    const gym = await createGym(ctx, "mpay_rem");
    await save(gym, FULL);
    const month = pastMonth(ctx);
    // Members since that month's 1st: their bills are due its 5th (decision 0240 §4).
    const [a, b] = await membersWithPlan(ctx, gym, ["3000", "1000"], { joining_date: month });
    await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET phone = '12345' WHERE id = $1`, [b]);
    const pa = (await createPayment(ctx, gym, { member_id: a, membership_month: month })).json().payment;
    const pb = (await createPayment(ctx, gym, { member_id: b, membership_month: month })).json().payment;
    const res = await remind(gym, { payment_ids: [pa.id, pb.id] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.reminders).toHaveLength(1);
    const r = body.reminders[0];
    expect(r).toMatchObject({ payment_id: pa.id, kind: "overdue", amount_due: 3150, phone: "9876543210" });
    expect(r.whatsapp_url.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    const text = decodeURIComponent(r.whatsapp_url.split("?text=")[1]);
    expect(text).toBe(r.message);
    expect(text).toContain("pay ₹3,150 for");
    expect(text).toContain("upi://pay?pa=ironfit%40okhdfcbank&pn=Iron%20Fit%20Gym&am=3150.00");
    expect(body.skipped).toEqual([{ payment_id: pb.id, member_name: pb.member_name, reason: expect.any(String) }]);
    const seen = await ctx.db.pool.query(`SELECT id, last_reminder_at FROM "${gym.schema}".members ORDER BY id`);
    expect(seen.rows.find((m) => m.id === a).last_reminder_at).not.toBeNull();
    expect(seen.rows.find((m) => m.id === b).last_reminder_at).toBeNull();
    const byMonth = await call(
      ctx,
      gym,
      "GET",
      `${PAYMENTS}/by-month/?year=${month.slice(0, 4)}&month=${month.slice(5, 7)}`,
    );
    const card = byMonth.json().members.find((m: { member_id: number }) => m.member_id === a);
    expect(card.last_reminder_at).toBe(body.reminded_at);
  });

  it("all pending of next month use the due-soon default (no UPI line without a UPI ID); bad targets are 400s", async () => {
    const gym = await createGym(ctx, "mpay_rem2");
    const today = gymToday(ctx);
    const next = `${Number(today.slice(5, 7)) === 12 ? Number(today.slice(0, 4)) + 1 : today.slice(0, 4)}-${String((Number(today.slice(5, 7)) % 12) + 1).padStart(2, "0")}`;
    const ids = await membersWithPlan(ctx, gym, ["1200", "800"]);
    for (const id of ids) await createPayment(ctx, gym, { member_id: id, membership_month: next });
    const res = await remind(gym, { payment_status: "pending", year: next.slice(0, 4), month: next.slice(5, 7) });
    expect(res.statusCode, res.body).toBe(200);
    const reminders = res.json().reminders;
    expect(reminders.map((r: { kind: string }) => r.kind)).toEqual(["due_soon", "due_soon"]);
    expect(reminders[0].message).toContain("is due on 5 ");
    expect(reminders[0].message).not.toContain("UPI");
    expect(reminders[0].message).not.toContain("{");
    // {member_link}: the member's private page (issue 26 §1), made for them if they had none.
    expect(reminders[0].message).toMatch(
      new RegExp(`Your membership page: http://localhost(:\\d+)?/m/${gym.schema}/[\\w-]{32}`),
    );
    const none = await remind(gym, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(SELECT_REMINDER_TARGETS);
    const unknown = await remind(gym, { payment_ids: [2_000_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVALID_PAYMENT_ID);
    for (const bad of [{ payment_ids: ["x"] }, { payment_status: "PAID" }, { payment_ids: "1" }])
      expectNo500(await remind(gym, bad));
  });
});

describe("invoices carry the 'payment received' message", () => {
  it("from the gym's template, with the invoice number", async () => {
    const gym = await createGym(ctx, "mpay_recv");
    await save(gym, {
      ...FULL,
      template_received: "Thanks {member_name}, got {amount_paid}. Invoice {invoice_number}",
    });
    const [a] = await membersWithPlan(ctx, gym, ["2000"]);
    await createPayment(ctx, gym, { member_id: a, membership_month: gymToday(ctx).slice(0, 7), amount_paid: "500" });
    const list = (await call(ctx, gym, "GET", "/api/expenses/invoices/")).json().invoices;
    const text = decodeURIComponent(list[0].whatsapp_url.split("?text=")[1]);
    expect(text).toBe(`Thanks Test Member0, got ₹500. Invoice ${list[0].invoice_number}`);
  });
});
