import {
  CASH_CLOSE_COUNTED_INVALID,
  CASH_CLOSE_FUTURE_DAY,
  CASH_CLOSE_NOTE_REQUIRED,
  cashCloseExists,
  dayIsClosed,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import {
  cashCloseGym,
  closePath,
  collect,
  dayPath,
  expectOk,
  monthPath,
  pdfPath,
  spend,
} from "../support/cash-close.ts";
import { createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { countRows } from "../support/member-payments.ts";
import { staffAccount } from "../support/staff.ts";

/** Closing a day, once; the closed-day lock; the month's report and the day's PDF (decisions 0326-0329). */
let ctx: TestContext;
let owner: TestGym;
let desk: TestGym;
let manager: TestGym;
const ok = expectOk;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ owner, desk } = await cashCloseGym(ctx, "cash_close", [
    ["desk", "collect", "1200", "CASH", "2026-12-13"],
    ["desk", "collect", "600", "UPI", "2026-12-13"],
    ["desk", "spend", "100", "CASH", "2026-12-13"],
    ["desk", "collect", "500", "CASH", "2026-12-12"],
    ["desk", "collect", "300", "CASH", "2026-12-11"],
    ["owner", "collect", "800", "CASH", "2026-11-30"],
  ]));
  manager = (await staffAccount(ctx, owner, "MANAGER")).gym;
});
afterAll(() => ctx.close());

describe("bad closes: a clear 400, nothing written", () => {
  it("a day that has not come yet (tomorrow in Asia/Kolkata)", async () => {
    const res = await call(ctx, desk, "POST", closePath("2026-12-14"), { counted_cash: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CASH_CLOSE_FUTURE_DAY);
    expect(await countRows(ctx, owner, "cash_closes")).toBe(0);
  });

  it("a counted amount that is negative or not money", async () => {
    for (const counted_cash of [-1, "-0.01", "abc", true, [], {}, "12.345", null]) {
      const res = await call(ctx, desk, "POST", closePath("2026-12-13"), { counted_cash, note: "x" });
      expect(res.statusCode, JSON.stringify(counted_cash)).toBe(400);
    }
    const negative = await call(ctx, desk, "POST", closePath("2026-12-13"), { counted_cash: -5, note: "x" });
    expect(negative.json().errors.counted_cash).toBe(CASH_CLOSE_COUNTED_INVALID);
    expect(await countRows(ctx, owner, "cash_closes")).toBe(0);
  });

  it("a difference without a note", async () => {
    const res = await call(ctx, desk, "POST", closePath("2026-12-13"), { counted_cash: 900 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CASH_CLOSE_NOTE_REQUIRED);
    expect(res.json().note).toEqual([CASH_CLOSE_NOTE_REQUIRED]);
    expect(await countRows(ctx, owner, "cash_closes")).toBe(0);
  });
});

describe("POST /api/cash-close/days/{date}/close/", () => {
  it("the desk closes today ₹200 short with a note; the difference is stored; a second close is a 409", async () => {
    // Expected: 1200 cash − 100 cash expenses = 1100.
    const res = await call(ctx, desk, "POST", closePath("today"), { counted_cash: 900, note: "Change given twice" });
    expect(res.statusCode, res.body).toBe(200);
    const close = res.json().day.close;
    expect(close).toMatchObject({
      date: "2026-12-13",
      expected_cash: 1100,
      counted_cash: 900,
      difference: -200,
      note: "Change given twice",
      changed_after_close: false,
      expected_cash_now: 1100,
    });
    expect(close.closed_by).toMatch(/FRONT_DESK person/);
    expect(close.figures.by_method[0]).toMatchObject({ method: "CASH", total: 1200 });
    const again = await call(ctx, owner, "POST", closePath("2026-12-13"), { counted_cash: 1100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(cashCloseExists("2026-12-13"));
    expect(await countRows(ctx, owner, "cash_closes")).toBe(1);
    const audited = await countRows(ctx, owner, "audit_changes", "table_name = 'cash_closes'");
    expect(audited).toBe(1);
  });

  it("two closes of the same day at once: one wins, the other is a 409", async () => {
    const results = await Promise.all([
      call(ctx, desk, "POST", closePath("2026-12-12"), { counted_cash: "500" }),
      call(ctx, owner, "POST", closePath("2026-12-12"), { counted_cash: "500.00" }),
      call(ctx, manager, "POST", closePath("2026-12-12"), { counted_cash: 500 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await countRows(ctx, owner, "cash_closes", "close_date = '2026-12-12'")).toBe(1);
  });

  it("a close counted exactly needs no note; an earlier day may be closed", async () => {
    const res = await call(ctx, desk, "POST", closePath("2026-12-11"), { counted_cash: "300" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().day.close.difference).toBe(0);
  });
});

describe("the closed-day lock", () => {
  it("the desk may not record a receipt or an expense on a closed day: 409 with the day named, nothing written", async () => {
    const receipts = await countRows(ctx, owner, "payment_receipts");
    const receipt = await collect(ctx, owner, desk, "50", "CASH", "2026-12-13");
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().error).toBe(dayIsClosed("2026-12-13"));
    expect(receipt.json().error).toBe("2026-12-13 is closed: ask a manager or the owner");
    expect(await countRows(ctx, owner, "payment_receipts")).toBe(receipts);
    const expense = await spend(ctx, owner, desk, "20", "CASH", "2026-12-12");
    expect(expense.statusCode).toBe(409);
    expect(expense.json().error).toBe(dayIsClosed("2026-12-12"));
  });

  it("a manager may: the close then shows the change and the expected cash now; the trail has it", async () => {
    const inserts = "table_name = 'payment_receipts' AND operation = 'INSERT'";
    const before = await countRows(ctx, owner, "audit_changes", inserts);
    await ok(collect(ctx, owner, manager, "250", "CASH", "2026-12-13"));
    expect(await countRows(ctx, owner, "audit_changes", inserts)).toBe(before + 1);
    const { day } = (await call(ctx, desk, "GET", dayPath("2026-12-13"))).json();
    expect(day.close.changed_after_close).toBe(true);
    expect(day.close.expected_cash).toBe(1100);
    expect(day.close.expected_cash_now).toBe(1350);
    expect(day.figures.expected_cash).toBe(1350);
  });

  it("the owner may add and remove an expense on a closed day; the desk may not remove one", async () => {
    const created = await ok(spend(ctx, owner, owner, "40", "CASH", "2026-12-11"));
    const id = created.json().transaction.id;
    const del = await call(ctx, desk, "DELETE", `/api/expenses/transactions/${id}/delete/`);
    // The desk may not delete expenses at all (permission) — the lock is the second line.
    expect([403, 409]).toContain(del.statusCode);
    expect((await call(ctx, owner, "DELETE", `/api/expenses/transactions/${id}/delete/`)).statusCode).toBe(200);
  });

  it("an open day stays open to the desk", async () => {
    await ok(collect(ctx, owner, desk, "70", "CASH", "2026-12-10"));
  });
});

describe("a receipt and the close of its day at once (the day's advisory lock)", () => {
  it("the receipt is either in the close's figures or refused: never written after it unseen", async () => {
    const [receipt, close] = await Promise.all([
      collect(ctx, owner, desk, "100", "CASH", "2026-12-10"),
      call(ctx, desk, "POST", closePath("2026-12-10"), { counted_cash: 0, note: "Counted at once" }),
    ]);
    expect(close.statusCode, close.body).toBe(200);
    expect([200, 409]).toContain(receipt.statusCode);
    const { day } = (await call(ctx, owner, "GET", dayPath("2026-12-10"))).json();
    expect(day.close.changed_after_close).toBe(false);
    expect(day.close.figures.cash_receipts).toBe(receipt.statusCode === 200 ? 170 : 70);
  });
});

describe("GET /api/cash-close/closes/?month=YYYY-MM", () => {
  it("the month's closes by day with who, note and totals; November is its own", async () => {
    const res = await call(ctx, owner, "GET", monthPath("2026-12"));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.closes.map((c: { date: string }) => c.date)).toEqual([
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
    const raced = body.closes[0].expected_cash;
    const short = body.closes.at(-1);
    expect(short).toMatchObject({ difference: -200, note: "Change given twice", changed_after_close: true });
    // The raced day was counted as 0 whatever it held: short by its expected cash.
    expect(body.totals).toEqual({
      days_closed: 4,
      expected_cash: 1900 + raced,
      counted_cash: 1700,
      difference: -200 - raced,
      days_short: 2,
      days_over: 0,
    });
    const november = (await call(ctx, owner, "GET", monthPath("2026-11"))).json();
    expect(november.closes).toEqual([]);
    expect(november.totals.days_closed).toBe(0);
  });

  it("the month's report is a manager's and the owner's (decision 0329); a bad month is a 400", async () => {
    expect((await call(ctx, desk, "GET", monthPath("2026-12"))).statusCode).toBe(403);
    expect((await call(ctx, manager, "GET", monthPath("2026-12"))).statusCode).toBe(200);
    for (const bad of ["2026-13", "2026-1", "december", ""])
      expect((await call(ctx, owner, "GET", monthPath(bad))).statusCode).toBe(400);
  });
});

describe("GET /api/cash-close/days/{date}/pdf/", () => {
  it("one page with the day's figures, the close and the change after it", async () => {
    const res = await call(ctx, desk, "GET", pdfPath("2026-12-13"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("cash-close-2026-12-13.pdf");
    const text = await pdfText(res.rawPayload);
    for (const words of [
      "CASH CLOSE",
      "13 Dec 2026",
      "Receipts by method",
      "Bank Transfer",
      "Per staff member",
      "Counted cash",
      "₹900",
      "Difference (short)",
      "-₹200",
      "Change given twice",
      "Changed after close",
      "₹1,350",
    ])
      expect(text, words).toContain(words);
    expect((text.match(/\f/g) ?? []).length).toBeLessThanOrEqual(1);
  });
});

describe("a void on a closed day (decisions 0328, 0334)", () => {
  it("the desk may not void; the owner may, and the close shows the day without the voided receipt", async () => {
    await ok(collect(ctx, owner, owner, "700", "CASH", "2026-12-08"));
    await ok(call(ctx, desk, "POST", closePath("2026-12-08"), { counted_cash: "700" }));
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT id FROM ${qualified(owner.schema, "payment_receipts")} WHERE payment_date = '2026-12-08'`,
    );
    expect(rows).toHaveLength(1);
    const path = `/api/expenses/invoices/${rows[0]!.id}/void/`;
    expect((await call(ctx, desk, "POST", path, { reason: "Paid twice by mistake" })).statusCode).toBe(403);
    await ok(call(ctx, owner, "POST", path, { reason: "Paid twice by mistake" }));
    const { day } = (await call(ctx, desk, "GET", dayPath("2026-12-08"))).json();
    expect(day.figures.expected_cash).toBe(0);
    expect(day.close).toMatchObject({ expected_cash: 700, expected_cash_now: 0, changed_after_close: true });
  });
});

async function pdfText(pdf: Buffer): Promise<string> {
  const { execFileSync } = await import("node:child_process");
  const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "cash-close-pdf-"));
  try {
    writeFileSync(join(dir, "day.pdf"), pdf);
    return execFileSync("pdftotext", ["-layout", join(dir, "day.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
