import { describe, expect, it } from "vitest";
import { changeLines, fieldLabel, staffText } from "./audit-entries.ts";

describe("an audit change as text", () => {
  it("names the row and each kept value that moved, money in rupees and days as dates", () => {
    expect(
      changeLines({
        table: "member_payments",
        row_id: "12",
        operation: "UPDATE",
        member_id: 3,
        before: { amount_paid: 0, late_fee: 50, due_date: "2026-12-10" },
        after: { amount_paid: 1500, late_fee: 50, due_date: "2026-12-10" },
      }),
    ).toEqual(["Changed Member payments #12", "Amount paid: ₹0.00 → ₹1,500.00"]);
  });

  it("shows a cash close's figures in rupees, a shortfall negative", () => {
    expect(
      changeLines({
        table: "cash_closes",
        row_id: "1",
        operation: "INSERT",
        member_id: null,
        before: null,
        after: { close_date: "2026-12-13", expected_cash: 1500, counted_cash: 1450.5, difference: -49.5 },
      }),
    ).toEqual([
      "Added Cash closes #1",
      "Close date: 13 Dec 2026",
      "Expected cash: ₹1,500.00",
      "Counted cash: ₹1,450.50",
      "Difference: -₹49.50",
    ]);
  });

  it("lists what a new row holds and what a removed one held", () => {
    expect(
      changeLines({
        table: "members",
        row_id: "4",
        operation: "INSERT",
        member_id: 4,
        before: null,
        after: { status: "ACTIVE", plan_name: null, renewal_date: "2027-01-13" },
      }),
    ).toEqual(["Added Members #4", "Status: ACTIVE", "Renewal date: 13 Jan 2027"]);
    expect(
      changeLines({
        table: "gym_images",
        row_id: "9",
        operation: "DELETE",
        member_id: null,
        before: null,
        after: null,
      }),
    ).toEqual(["Removed Gym images #9"]);
  });

  it("labels fields and staff", () => {
    expect(fieldLabel("amount_before_discount")).toBe("Amount before discount");
    expect(staffText({ username: "desk1", user_id: 2, role: "FRONT_DESK" })).toBe("desk1 · FRONT_DESK");
    expect(staffText({ username: null, user_id: 7, role: "OWNER" })).toBe("User 7 · OWNER");
  });
});
