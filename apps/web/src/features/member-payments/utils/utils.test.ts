import { createByMemberBody } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import { formatInvoiceRupees, formatRupees } from "../../../lib/amount.ts";
import { amountForDuration, pendingRupees, withAmount } from "./amounts.ts";
import { daysLeftText, daysTone } from "./days-left.ts";
import { isMonth, shiftMonth } from "./month.ts";
import { filterCount, statusOf, visibleFilters } from "./status.ts";

describe("days-left text (part 2 §4)", () => {
  it.each([
    [-3, "Expired 3 days ago", "expired"],
    [0, "Expires today", "warning"],
    [1, "1 day left", "warning"],
    [7, "7 days left", "warning"],
    [8, "8 days left", "ok"],
  ])("%i days → %s (%s)", (days, text, tone) => {
    expect(daysLeftText(days)).toBe(text);
    expect(daysTone(days)).toBe(tone);
  });
});

describe("amounts", () => {
  it("the manual payment's amount is duration × the member's amount, in paise (issue 23)", () => {
    expect(amountForDuration(1500, 3)).toBe("4500.00");
    expect(amountForDuration(999.99, 24)).toBe("23999.76");
    expect(amountForDuration(0.1, 3)).toBe("0.30");
    expect(amountForDuration(1500, "2")).toBe("3000.00");
    expect(amountForDuration(null, 3)).toBeNull();
    // The admission fee of a first bill still to be made is added once (decision 0291 §7).
    expect(amountForDuration(1500, 3, 500)).toBe("5000.00");
    expect(amountForDuration(999.99, 1, 0.01)).toBe("1000.00");
    expect(amountForDuration(null, 3, 500)).toBeNull();
    for (const bad of [0, 25, 1.5, ""]) expect(amountForDuration(1500, bad)).toBeNull();
  });

  it("the popup (create-by-member's schema) refuses empty, zero, negative, text and three decimals", () => {
    const amountError = (amount_paid: unknown) =>
      contractErrors(createByMemberBody, { member_id: 7, payment_method: "CASH", amount_paid }).amount_paid ?? null;
    for (const bad of ["", "0", "0.00", "-5", "abc", null])
      expect(amountError(bad)).toBe("Please enter a valid amount");
    expect(amountError("1.234")).toBe("amount_paid can have at most 2 decimal places");
    for (const good of ["1", "0.01", "1575", "1575.5"]) expect(amountError(good)).toBeNull();
  });
  it("invoice and timeline views: rupees without decimals unless there are paise (part 2 §1)", () => {
    expect(formatInvoiceRupees(125000)).toBe("₹1,25,000");
    expect(formatInvoiceRupees(61.73)).toBe("₹61.73");
    expect(formatInvoiceRupees(0)).toBe("₹0");
    expect(formatInvoiceRupees(60892.100000000006)).toBe("₹60,892.10");
  });
  it("every other view: two decimals, Indian grouping; what is owed in paise", () => {
    expect(formatRupees(125000)).toBe("₹1,25,000.00");
    expect(formatRupees(60892.100000000006)).toBe("₹60,892.10");
    expect(pendingRupees(83972.1, 23080)).toBe(60892.1);
    expect(pendingRupees(100, 150)).toBe(0);
  });
  it("the QR link carries the amount being taken", () => {
    expect(withAmount("upi://pay?pa=a%40b&pn=G&am=3150.00&cu=INR", "1000.5")).toBe(
      "upi://pay?pa=a%40b&pn=G&am=1000.50&cu=INR",
    );
  });
});

describe("months and filters", () => {
  it("moves across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(isMonth("2026-13")).toBe(false);
  });
  it("counts filters and shows Partial / Not Created only when present", () => {
    const b = { PAID: 3, PENDING: 2, OVERDUE: 1, PARTIAL: 0, NOT_CREATED: 4, CANCELLED: 0 };
    expect(filterCount("ALL", b)).toBe(10);
    expect(visibleFilters(b)).toEqual(["ALL", "PAID", "PENDING", "OVERDUE", "NOT_CREATED"]);
    expect(statusOf("WHATEVER")).toBe("PENDING");
  });
});
