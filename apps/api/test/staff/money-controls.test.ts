import { notAllowedText, receiptTooFarBack } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { countRows, membersWithPlan, PAYMENTS, withKey } from "../support/member-payments.ts";
import { staffAccount } from "../support/staff.ts";

/** Money controls that are permission rules (issue 25 §4, decision 0324), the day pinned to 13 Dec 2026. */
let ctx: TestContext;
let owner: TestGym;
let desk: TestGym;
let manager: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13"));
  owner = await createGym(ctx, "money_ctl");
  desk = (await staffAccount(ctx, owner, "FRONT_DESK")).gym;
  manager = (await staffAccount(ctx, owner, "MANAGER")).gym;
});
afterAll(() => ctx.close());

const pay = async (as: TestGym, date: string, key: string) => {
  const [id] = await membersWithPlan(ctx, owner, ["1000"], { joining_date: "2026-10-01" });
  return call(ctx, withKey(as, key), "POST", `${PAYMENTS}/create-by-member/`, {
    member_id: id,
    amount_paid: "500",
    payment_method: "CASH",
    payment_date: date,
  });
};

describe("a receipt dated back (default: 3 days)", () => {
  it("the desk may date it 3 days back, not 4; nothing is written when refused", async () => {
    expect((await pay(desk, "2026-12-10", "desk-3")).statusCode).toBe(200);
    const before = await countRows(ctx, owner, "payment_receipts");
    const refused = await pay(desk, "2026-12-09", "desk-4");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(receiptTooFarBack(3));
    expect(await countRows(ctx, owner, "payment_receipts")).toBe(before);
  });

  it("a manager or the owner may date it further back", async () => {
    expect((await pay(manager, "2026-11-20", "manager-23")).statusCode).toBe(200);
    expect((await pay(owner, "2026-11-02", "owner-41")).statusCode).toBe(200);
  });

  it("the owner's setting moves the line: 10 days", async () => {
    const settings = (await call(ctx, owner, "GET", "/api/expenses/payment-settings/")).json().settings;
    expect(settings.backdate_days).toBe(3);
    const saved = await call(ctx, owner, "PUT", "/api/expenses/payment-settings/update/", {
      ...settings,
      backdate_days: "10",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.backdate_days).toBe(10);
    expect((await pay(desk, "2026-12-03", "desk-10")).statusCode).toBe(200);
    const refused = await pay(desk, "2026-12-02", "desk-11");
    expect(refused.json().error).toBe(receiptTooFarBack(10));
    // A save without the field keeps it.
    const { backdate_days: _kept, ...withoutIt } = saved.json().settings;
    const again = await call(ctx, owner, "PUT", "/api/expenses/payment-settings/update/", withoutIt);
    expect(again.json().settings.backdate_days).toBe(10);
  });
});

describe("editing received money and discounts need a manager or the owner", () => {
  it("the desk cannot edit a payment nor give a discount; a manager can reach both", async () => {
    for (const [method, path] of [
      ["PUT", `${PAYMENTS}/1/update/`],
      ["POST", `${PAYMENTS}/1/discount/`],
    ] as const) {
      const refused = await call(ctx, desk, method, path, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(notAllowedText("FRONT_DESK"));
      expect([401, 403]).not.toContain((await call(ctx, manager, method, path, {})).statusCode);
    }
  });
});
