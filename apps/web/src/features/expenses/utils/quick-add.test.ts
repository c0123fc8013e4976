import type { ExpenseCategory } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { quickAmountLabel, splitQuickCategories } from "./quick-add.ts";

const make = (id: number, is_active = true) =>
  ({ id, name: `C${id}`, is_active, is_income: false, category_type: "OTHER" }) as ExpenseCategory;

describe("quick add", () => {
  it("shows the first 8 active categories as buttons and the rest in the select", () => {
    const list = [make(1), make(2, false), ...Array.from({ length: 9 }, (_, i) => make(i + 3))];
    const { buttons, more } = splitQuickCategories(list);
    expect(buttons.map((c) => c.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 9]);
    expect(more.map((c) => c.id)).toEqual([10, 11]);
  });

  it("labels quick amounts in en-IN rupees", () => {
    expect([100, 500, 1000, 2000, 5000, 10000].map(quickAmountLabel)).toEqual([
      "₹100.00",
      "₹500.00",
      "₹1,000.00",
      "₹2,000.00",
      "₹5,000.00",
      "₹10,000.00",
    ]);
  });
});
