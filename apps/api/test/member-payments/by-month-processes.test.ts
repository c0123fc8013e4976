import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { type ChildServer, startChildServer } from "../support/child-server.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

/**
 * Decision 0380 with two API processes on one database: each keeps its own monthly-view answers, and the change
 * stamp is in the database, so a write through one is in the other's next answer. The second process is the real
 * server (`src/server.ts`) as a child; it runs on the real clock (this one is pinned to 13 December 2026), so each
 * process's answers are only compared with themselves and the write's effect (a bill marked paid is PAID on any day).
 */

let ctx: TestContext;
let g: TestGym;
let child: ChildServer;
let dataDir: string;
const billIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // This process's day is pinned: December's bills are made here, and a bill may be at most next month's (CI's
  // PostgreSQL 15 run is on the commit's day, TEST_NOW: on 2026-06-27 they were refused).
  ctx.clock.pin(gymInstant("2026-12-13"));
  g = await createGym(ctx, "mpay_kept_two");
  const members = await membersWithPlan(ctx, g, ["1000", "1000", "1000"], {
    joining_date: "2026-10-01",
    renewal_date: "2027-06-30",
  });
  for (const m of members) {
    const res = await createPayment(ctx, g, { member_id: m, membership_month: "2026-12" });
    expect(res.statusCode, res.body).toBe(200);
    billIds.push(res.json().payment.id as number);
  }
  dataDir = mkdtempSync(join(tmpdir(), "gym-kept-two-"));
  child = await startChildServer(ctx, dataDir);
}, 120_000);
afterAll(async () => {
  await child?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await ctx.close();
});

type View = {
  month_info: { status_breakdown: Record<string, number> };
  members: { payment_id: number; payment_status: string }[];
};
const URL_ = `${PAYMENTS}/by-month/?year=2026&month=12`;
const inProcess = async (): Promise<View> => {
  const res = await call(ctx, g, "GET", URL_);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const inChild = async (): Promise<View> => {
  const res = await fetch(`${child.base}${URL_}`, { headers: g.auth as Record<string, string> });
  expect(res.status).toBe(200);
  return (await res.json()) as View;
};
const statusOf = (v: View, bill: number) => v.members.find((m) => m.payment_id === bill)?.payment_status;

describe("two API processes keep their own monthly view answers (decision 0380)", () => {
  it("each sees a write made through the other in its next answer", async () => {
    // Both keep an answer first (asked twice: the second is the kept one).
    for (const ask of [inProcess, inChild]) {
      await ask();
      expect(statusOf(await ask(), billIds[0]!)).not.toBe("PAID");
    }
    const paidBefore = (await inChild()).month_info.status_breakdown.PAID ?? 0;

    // A write through this process: the child's next answer has it.
    expect((await markPaid(ctx, g, billIds[0]!, { payment_method: "UPI" })).statusCode).toBe(200);
    const child1 = await inChild();
    expect(statusOf(child1, billIds[0]!)).toBe("PAID");
    expect(child1.month_info.status_breakdown.PAID).toBe(paidBefore + 1);

    // A write through the child: this process's next answer has it.
    const inHere = await inProcess();
    expect(statusOf(inHere, billIds[1]!)).not.toBe("PAID");
    const res = await fetch(`${child.base}${PAYMENTS}/${billIds[1]}/mark-paid/`, {
      method: "POST",
      headers: { ...(g.auth as Record<string, string>), "content-type": "application/json" },
      body: JSON.stringify({ payment_method: "CASH" }),
    });
    expect(res.status, await res.text()).toBe(200);
    const here1 = await inProcess();
    expect(statusOf(here1, billIds[1]!)).toBe("PAID");
    expect(here1.month_info.status_breakdown.PAID).toBe((inHere.month_info.status_breakdown.PAID ?? 0) + 1);
  });
});
