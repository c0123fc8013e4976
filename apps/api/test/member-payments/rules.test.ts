import {
  collectionRate,
  financialYear,
  invoiceNumber,
  lateFeePaise,
  paymentState,
  planTier,
  referenceNumber,
  upiLink,
} from "@gym/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstSplit } from "../../src/modules/member-payments/invoices/gst.ts";
import { indianRupees, rupeesInWords } from "../../src/modules/member-payments/invoices/words.ts";

const due = "2026-10-05";

describe("late fee (part 2 §9: 5% once more than 7 days overdue, at most ₹200)", () => {
  it("is nothing on the 12th and due from the 13th", () => {
    expect(lateFeePaise(300_000, due, "2026-10-12")).toBe(0);
    expect(lateFeePaise(300_000, due, "2026-10-13")).toBe(15_000);
  });
  it("is capped at ₹200: 5% of ₹5,000 is ₹250 → ₹200", () => {
    expect(lateFeePaise(500_000, due, "2026-10-20")).toBe(20_000);
    expect(lateFeePaise(400_000, due, "2026-10-20")).toBe(20_000);
    expect(lateFeePaise(399_900, due, "2026-10-20")).toBe(19_995);
  });
  it("rounds half up to the paisa", () => {
    // 5% of ₹1,234.50 = ₹61.725 → ₹61.73
    expect(lateFeePaise(123_450, due, "2026-11-01")).toBe(6_173);
  });
});

describe("status and remaining", () => {
  const base = { amountDuePaise: 300_000, amountPaidPaise: 0, storedLateFeePaise: 0, dueDate: due, cancelled: false };
  it("PENDING up to the due date, OVERDUE after it, the fee from the 13th", () => {
    expect(paymentState(base, "2026-10-05")).toEqual({ status: "PENDING", lateFeePaise: 0, remainingPaise: 300_000 });
    expect(paymentState(base, "2026-10-06").status).toBe("OVERDUE");
    expect(paymentState(base, "2026-10-13")).toEqual({
      status: "OVERDUE",
      lateFeePaise: 15_000,
      remainingPaise: 315_000,
    });
  });
  it("a partial payment is PARTIAL; the fee still applies to the amount due", () => {
    const partial = { ...base, amountPaidPaise: 100_000 };
    expect(paymentState(partial, "2026-10-04")).toEqual({
      status: "PARTIAL",
      lateFeePaise: 0,
      remainingPaise: 200_000,
    });
    expect(paymentState(partial, "2026-10-20")).toEqual({
      status: "PARTIAL",
      lateFeePaise: 15_000,
      remainingPaise: 215_000,
    });
  });
  it("the fee is frozen once paid: a record settled on the 12th never gains one", () => {
    const settled = { ...base, amountPaidPaise: 300_000 };
    expect(paymentState(settled, "2027-01-01")).toEqual({ status: "PAID", lateFeePaise: 0, remainingPaise: 0 });
    const late = { ...base, amountPaidPaise: 315_000, storedLateFeePaise: 15_000 };
    expect(paymentState(late, "2027-01-01")).toEqual({ status: "PAID", lateFeePaise: 15_000, remainingPaise: 0 });
  });
  it("CANCELLED owes nothing", () => {
    expect(paymentState({ ...base, cancelled: true }, "2026-12-01")).toEqual({
      status: "CANCELLED",
      lateFeePaise: 0,
      remainingPaise: 0,
    });
  });

  const day = fc
    .integer({ min: 0, max: 120 })
    .map((n) => new Date(Date.UTC(2026, 8, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const figures = fc.record({
    amountDuePaise: fc.integer({ min: 0, max: 5_000_000 }),
    amountPaidPaise: fc.integer({ min: 0, max: 6_000_000 }),
    storedLateFeePaise: fc.integer({ min: 0, max: 20_000 }),
    dueDate: fc.constant(due),
    cancelled: fc.boolean(),
  });
  it("property: remaining is never negative, the fee never above ₹200, the status agrees with the figures", () => {
    fc.assert(
      fc.property(figures, day, (p, today) => {
        const s = paymentState(p, today);
        expect(s.remainingPaise).toBeGreaterThanOrEqual(0);
        expect(s.lateFeePaise).toBeLessThanOrEqual(20_000);
        if (s.status === "PAID") expect(s.remainingPaise).toBe(0);
        if (s.status === "PARTIAL") expect(p.amountPaidPaise).toBeGreaterThan(0);
        if (s.status === "OVERDUE") expect(today > p.dueDate && p.amountPaidPaise === 0).toBe(true);
        if (s.status === "PENDING") expect(today <= p.dueDate && p.amountPaidPaise === 0).toBe(true);
        if (!p.cancelled && s.status !== "PAID")
          expect(s.remainingPaise).toBe(p.amountDuePaise + s.lateFeePaise - p.amountPaidPaise);
      }),
    );
  });
  it("property: the fee never falls as the days pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), day, day, (amount, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(lateFeePaise(amount, due, late)).toBeGreaterThanOrEqual(lateFeePaise(amount, due, early));
      }),
    );
  });
});

describe("plan tier, reference, invoice numbers, collection rate", () => {
  it("tier by amount: ≥ 5000 Platinum, ≥ 3000 Gold, else Silver", () => {
    expect(planTier(500_000)).toBe("Platinum");
    expect(planTier(499_999)).toBe("Gold");
    expect(planTier(300_000)).toBe("Gold");
    expect(planTier(299_999)).toBe("Silver");
  });
  it("PAY{member_id}{YYYYMM}", () => {
    expect(referenceNumber(42, "2026-03-01")).toBe("PAY42202603");
  });
  it("financial years run April to March", () => {
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2099-12-31")).toBe("2099-00");
    expect(invoiceNumber("2026-27", 7)).toBe("26-27/0007");
  });
  it("collection rate is a rounded percent", () => {
    expect(collectionRate(1, 3)).toBe(33);
    expect(collectionRate(2, 3)).toBe(67);
    expect(collectionRate(0, 0)).toBe(0);
  });
  it("the UPI link carries the exact amount and the reference", () => {
    expect(upiLink("fitgym@okaxis", "Fit Gym", 315_050, "PAY7202610")).toBe(
      "upi://pay?pa=fitgym%40okaxis&pn=Fit%20Gym&am=3150.50&cu=INR&tn=PAY7202610&tr=PAY7202610",
    );
  });
});

describe("invoice figures", () => {
  it("GST inclusive at 18%: ₹5,900 = ₹5,000 taxable + ₹450 CGST + ₹450 SGST", () => {
    expect(gstSplit(590_000, 18)).toEqual({ taxablePaise: 500_000, cgstPaise: 45_000, sgstPaise: 45_000 });
  });
  it("GST inclusive at 5% (SAC 999723 since 22 September 2025): ₹1,050 = ₹1,000 + ₹25 + ₹25", () => {
    expect(gstSplit(105_000, 5)).toEqual({ taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500 });
  });
  it("property: taxable + CGST + SGST is the amount, to the paisa", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.constantFrom(5, 12, 18, 28), (amount, rate) => {
        const g = gstSplit(amount, rate);
        expect(g.taxablePaise + g.cgstPaise + g.sgstPaise).toBe(amount);
        expect(Math.abs(g.cgstPaise - g.sgstPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });
  it("amounts in words and Indian grouping", () => {
    expect(rupeesInWords(125_000)).toBe("One Lakh Twenty Five Thousand");
    expect(rupeesInWords(3_150)).toBe("Three Thousand One Hundred Fifty");
    expect(rupeesInWords(12_000_001)).toBe("One Crore Twenty Lakh One");
    expect(indianRupees(125_000)).toBe("1,25,000");
    expect(indianRupees(999)).toBe("999");
  });
});
