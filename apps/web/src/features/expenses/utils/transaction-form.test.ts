import type { ExpenseTransaction } from "@gym/contracts";
import { transactionFields } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import {
  emptyTransaction,
  memberOptionLabel,
  toTransactionPayload,
  valuesFromTransaction,
} from "./transaction-form.ts";

const tx: ExpenseTransaction = {
  id: 7,
  category: 3,
  category_name: "Rent",
  category_type: "RENT",
  member: 12,
  member_name: "Priya Nair",
  title: "Rent",
  description: "",
  amount: 45000.5,
  transaction_type: "EXPENSE",
  payment_method: "UPI",
  transaction_date: "2026-11-01",
  reference_number: "R1",
  notes: "",
  receipt_id: null,
  recurring_expense: null,
  created_at: "2026-11-01T00:00:00.000Z",
};

describe("transaction form", () => {
  it("starts with the §9 defaults", () => {
    expect(emptyTransaction("2026-11-26")).toMatchObject({
      transaction_type: "EXPENSE",
      payment_method: "CASH",
      transaction_date: "2026-11-26",
      member: "",
    });
  });

  it("round-trips a transaction into the payload the server validates, ids as numbers and amounts as text", () => {
    const payload = toTransactionPayload(valuesFromTransaction(tx));
    expect(payload).toMatchObject({ category: 3, member: 12, amount: "45000.5", payment_method: "UPI" });
    const parsed = transactionFields.parse(payload);
    expect(parsed).toMatchObject({ category: 3, member: 12, amount: "45000.50", transaction_date: "2026-11-01" });
  });

  it("'No Member' is sent as null and an empty form fails with the spec's text", () => {
    const payload = toTransactionPayload(emptyTransaction("2026-11-26"));
    expect(payload.member).toBeNull();
    const result = transactionFields.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Please fill in all required fields");
  });

  it("labels members as code - name (status)", () => {
    expect(memberOptionLabel({ member_id: "MEM0007", full_name: "Rohit Sharma", status: "ACTIVE" })).toBe(
      "MEM0007 - Rohit Sharma (ACTIVE)",
    );
  });
});
