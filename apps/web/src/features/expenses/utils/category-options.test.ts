import type { ExpenseCategory } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { CATEGORY_TYPE_OPTIONS, categoriesFor, deleteBlockedReason } from "./category-options.ts";

const category = (over: Partial<ExpenseCategory>): ExpenseCategory => ({
  id: 1,
  name: "Rent",
  description: "",
  category_type: "RENT",
  category_type_label: "Rent",
  is_income: false,
  is_active: true,
  transaction_count: 0,
  recurring_count: 0,
  for_member_payments: false,
  created_at: "2026-11-01T00:00:00.000Z",
  ...over,
});

describe("category options", () => {
  it("lists the nine types with their labels", () => {
    expect(CATEGORY_TYPE_OPTIONS).toHaveLength(9);
    expect(CATEGORY_TYPE_OPTIONS[0]).toEqual({ value: "MEMBER_PAYMENT", label: "Member Payment" });
  });

  it("blocks deleting a category in use or the receipts' category, and allows an unused one", () => {
    expect(deleteBlockedReason(category({}))).toBeNull();
    expect(deleteBlockedReason(category({ transaction_count: 1 }))).toBe("Cannot delete category with transactions");
    expect(deleteBlockedReason(category({ recurring_count: 2 }))).toBe(
      "Cannot delete category with recurring expenses",
    );
    expect(deleteBlockedReason(category({ for_member_payments: true }))).toMatch(/cannot be deleted/);
  });

  it("offers income categories for income and expense categories for expenses, active ones only (plus the current one)", () => {
    const list = [
      category({ id: 1, is_income: false }),
      category({ id: 2, is_income: true }),
      category({ id: 3, is_income: false, is_active: false }),
    ];
    expect(categoriesFor(list, "EXPENSE").map((c) => c.id)).toEqual([1]);
    expect(categoriesFor(list, "INCOME").map((c) => c.id)).toEqual([2]);
    expect(categoriesFor(list, "EXPENSE", 3).map((c) => c.id)).toEqual([1, 3]);
  });
});
