import { CASH_CLOSE_FUTURE_DAY_READ } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { cashCloseGym, dayPath } from "../support/cash-close.ts";
import { createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { staffAccount } from "../support/staff.ts";

/** The day's figures (issue 25 §6, decisions 0326-0327), the gym's day pinned to 13 Dec 2026 (Asia/Kolkata, `cashCloseGym`). */
let ctx: TestContext;
let owner: TestGym;
let desk: TestGym;
let deskName: string;
beforeAll(async () => {
  ctx = await createTestContext();
  let deskId: number;
  ({ owner, desk, deskId } = await cashCloseGym(ctx, "cash_day", [
    // The 13th: the desk takes ₹500 + ₹300 cash and ₹1,000 UPI; the owner ₹700 card and ₹200 cash.
    ["desk", "collect", "500", "CASH", "2026-12-13"],
    ["desk", "collect", "300", "CASH", "2026-12-13"],
    ["desk", "collect", "1000", "UPI", "2026-12-13"],
    ["owner", "collect", "700", "CARD", "2026-12-13"],
    ["owner", "collect", "200.50", "CASH", "2026-12-13"],
    ["owner", "collect", "400", "BANK_TRANSFER", "2026-12-13"],
    ["owner", "collect", "900", "CHEQUE", "2026-12-13"],
    // The 12th (the other side of the boundary): ₹999 cash by the desk.
    ["desk", "collect", "999", "CASH", "2026-12-12"],
    // Cash out on the 13th: ₹150 by the desk; a UPI expense does not leave the drawer.
    ["desk", "spend", "150", "CASH", "2026-12-13"],
    ["owner", "spend", "80", "UPI", "2026-12-13"],
  ]));
  deskName = (await call(ctx, owner, "GET", "/api/auth/staff/"))
    .json()
    .staff.find((s: { id: number }) => s.id === deskId).full_name;
});
afterAll(() => ctx.close());

describe("GET /api/cash-close/days/{date}/", () => {
  it("sums the day's receipts by method, per staff member, its cash expenses and the expected cash", async () => {
    const res = await call(ctx, desk, "GET", dayPath("today"));
    expect(res.statusCode, res.body).toBe(200);
    const { day } = res.json();
    expect(day.date).toBe("2026-12-13");
    expect(day.is_today).toBe(true);
    expect(day.close).toBeNull();
    const f = day.figures;
    expect(
      f.by_method.map((m: { method: string; count: number; total: number }) => [m.method, m.count, m.total]),
    ).toEqual([
      ["CASH", 3, 1000.5],
      ["CARD", 1, 700],
      ["BANK_TRANSFER", 1, 400],
      ["UPI", 1, 1000],
      ["CHEQUE", 1, 900],
    ]);
    expect(f.receipts_total).toBe(4000.5);
    expect(f.receipts_count).toBe(7);
    expect(f.cash_receipts).toBe(1000.5);
    expect(f.cash_expenses).toBe(150);
    expect(f.cash_expenses_count).toBe(1);
    expect(f.expected_cash).toBe(850.5);
    const byName = Object.fromEntries(
      f.by_staff.map((s: { name: string; total: number; cash: number }) => [s.name, [s.total, s.cash]]),
    );
    expect(byName).toEqual({ [deskName]: [1800, 800], "Test Owner": [2200.5, 200.5] });
    const deskLine = f.by_staff.find((s: { name: string }) => s.name === deskName);
    expect(deskLine.methods.map((m: { method: string; total: number }) => [m.method, m.total])).toEqual([
      ["CASH", 800],
      ["UPI", 1000],
    ]);
  });

  it("the day before is its own: only its receipts", async () => {
    const { day } = (await call(ctx, owner, "GET", dayPath("2026-12-12"))).json();
    expect(day.is_today).toBe(false);
    expect(day.figures.receipts_total).toBe(999);
    expect(day.figures.expected_cash).toBe(999);
    expect(day.figures.by_staff.map((s: { name: string }) => s.name)).toEqual([deskName]);
  });

  it("a day without money answers zeros for every method and nobody per staff", async () => {
    const { day } = (await call(ctx, owner, "GET", dayPath("2026-12-11"))).json();
    expect(day.figures.receipts_count).toBe(0);
    expect(day.figures.by_staff).toEqual([]);
    expect(day.figures.by_method.every((m: { total: number }) => m.total === 0)).toBe(true);
  });

  it("a day that has not come yet, or a date that is not one, is a 400", async () => {
    const future = await call(ctx, owner, "GET", dayPath("2026-12-14"));
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe(CASH_CLOSE_FUTURE_DAY_READ);
    for (const bad of ["2026-02-30", "yesterday", "13-12-2026"])
      expect((await call(ctx, owner, "GET", dayPath(bad))).statusCode).toBe(400);
  });

  it("the trainer may not read the day's money", async () => {
    const trainer = (await staffAccount(ctx, owner, "TRAINER")).gym;
    expect((await call(ctx, trainer, "GET", dayPath("today"))).statusCode).toBe(403);
  });
});
