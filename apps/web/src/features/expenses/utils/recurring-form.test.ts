import { recurringExpenseFields } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { emptyRecurring, toRecurringPayload } from "./recurring-form.ts";

describe("recurring form", () => {
  it("defaults to monthly, auto-generating, next due one month after today", () => {
    expect(emptyRecurring("2026-01-31")).toMatchObject({
      frequency: "MONTHLY",
      auto_generate: true,
      start_date: "2026-01-31",
      next_due_date: "2026-02-28",
    });
  });

  it("sends what the server validates; an end before the start is refused with its text", () => {
    const v = { ...emptyRecurring("2026-03-01"), category: "2", name: "Rent", amount: 45000 };
    expect(recurringExpenseFields.safeParse(toRecurringPayload(v)).success).toBe(true);
    const bad = recurringExpenseFields.safeParse(toRecurringPayload({ ...v, end_date: "2026-02-01" }));
    expect(bad.error?.issues.map((i) => i.message)).toContain("End date cannot be before start date");
    const missing = recurringExpenseFields.safeParse(toRecurringPayload(emptyRecurring("2026-03-01")));
    expect(missing.error?.issues.map((i) => i.message)).toContain("Please fill in all required fields");
  });
});
