import { describe, expect, it } from "vitest";
import {
  afterSettling,
  billDueDate,
  billMonth,
  lateFeePaise,
  nextBills,
  nextPeriod,
  trackingStatus,
} from "../src/index.ts";

/** The pure rules of decision 0240 at their boundaries; the API's case table is membership-periods.test.ts. */
describe("a membership is a chain of paid periods (decision 0240)", () => {
  const joiner = { joining_date: "2026-12-02", renewal_date: "2027-01-01", chain_end: null };

  it("the first bill pays for the joining grant: joining .. the later of renewal and joining + term", () => {
    expect(nextPeriod(joiner)).toEqual({ from: "2026-12-02", to: "2027-01-01" });
    // Nothing paid is also a paid_through before the joining date (the migration's backfill).
    expect(nextPeriod({ ...joiner, chain_end: "2026-12-01" })).toEqual({ from: "2026-12-02", to: "2027-01-01" });
    // A renewal date the desk set later than the grant is the grant's end; an earlier one is not.
    expect(nextPeriod({ ...joiner, renewal_date: "2027-01-10" }).to).toBe("2027-01-10");
    expect(nextPeriod({ ...joiner, renewal_date: "2026-12-20" }).to).toBe("2027-01-01");
    // A 3-month plan (90 days): joining + 90.
    expect(nextPeriod({ ...joiner, renewal_date: "2026-12-02", term_days: 90 })).toEqual({
      from: "2026-12-02",
      to: "2027-03-02",
    });
  });

  it("every later bill pays for the next term after the chain's end, the day after it", () => {
    expect(nextPeriod({ ...joiner, chain_end: "2026-12-02" })).toEqual({ from: "2026-12-03", to: "2027-01-01" });
    expect(nextPeriod({ ...joiner, chain_end: "2027-01-01" })).toEqual({ from: "2027-01-02", to: "2027-01-31" });
    expect(nextPeriod({ ...joiner, chain_end: "2027-01-31" })).toEqual({ from: "2027-02-01", to: "2027-03-02" });
    expect(nextPeriod({ ...joiner, chain_end: "2027-01-31", term_days: 90 }).to).toBe("2027-05-01");
  });

  it("the month is the period's own, or the one after the latest bill when that one is taken", () => {
    expect(billMonth("2026-12-31", null)).toBe("2026-12-01");
    expect(billMonth("2026-12-31", "2026-11-01")).toBe("2026-12-01");
    expect(billMonth("2026-12-31", "2026-12-01")).toBe("2027-01-01");
    expect(billMonth("2027-01-30", "2027-01-01")).toBe("2027-02-01");
    expect(billMonth("2026-12-01", "2027-03-01")).toBe("2027-04-01");
  });

  it("due the 5th, never before the period starts", () => {
    expect(billDueDate("2026-12-01", "2026-12-02")).toBe("2026-12-05");
    expect(billDueDate("2026-12-01", "2026-12-05")).toBe("2026-12-05");
    expect(billDueDate("2026-12-01", "2026-12-06")).toBe("2026-12-06");
    expect(billDueDate("2026-12-01", "2026-12-20")).toBe("2026-12-20");
    expect(billDueDate("2027-01-01", "2026-12-31")).toBe("2027-01-05");
    // The fee counts from there: joins 20 Dec, none on the 27th, due from the 28th.
    expect(lateFeePaise(100_000, "2026-12-20", "2026-12-27")).toBe(0);
    expect(lateFeePaise(100_000, "2026-12-20", "2026-12-28")).toBe(5_000);
  });

  it("bills in order: two starts in a month, and a manual payment of three terms", () => {
    const dec = { joining_date: "2026-06-01", renewal_date: "2026-12-30", chain_end: "2026-12-30" };
    expect(nextBills(dec, "2026-12-01", 2)).toEqual([
      { period: { from: "2026-12-31", to: "2027-01-29" }, month: "2027-01-01", due_date: "2027-01-05" },
      { period: { from: "2027-01-30", to: "2027-02-28" }, month: "2027-02-01", due_date: "2027-02-05" },
    ]);
    const jan = { joining_date: "2026-06-01", renewal_date: "2027-01-31", chain_end: "2027-01-31" };
    expect(nextBills(jan, "2027-01-01", 3).map((b) => [b.period.from, b.period.to, b.month])).toEqual([
      ["2027-02-01", "2027-03-02", "2027-02-01"],
      ["2027-03-03", "2027-04-01", "2027-03-01"],
      ["2027-04-02", "2027-05-01", "2027-04-01"],
    ]);
    expect(nextBills(jan, null, 0)).toEqual([]);
  });

  it("settling moves both dates to the later of theirs and the period's end; history extends nothing", () => {
    // The joiner's first bill: the grant was already there.
    expect(afterSettling({ renewal_date: "2027-01-01", paid_through: null }, "2027-01-01")).toEqual({
      renewal_date: "2027-01-01",
      paid_through: "2027-01-01",
    });
    expect(afterSettling({ renewal_date: "2027-01-31", paid_through: "2027-01-31" }, "2027-03-02")).toEqual({
      renewal_date: "2027-03-02",
      paid_through: "2027-03-02",
    });
    // The desk's later renewal date stays; an earlier paid_through never goes back.
    expect(afterSettling({ renewal_date: "2027-04-01", paid_through: "2027-03-03" }, "2027-03-02")).toEqual({
      renewal_date: "2027-04-01",
      paid_through: "2027-03-03",
    });
    expect(afterSettling({ renewal_date: "2027-01-01", paid_through: null }, null)).toEqual({
      renewal_date: "2027-01-01",
      paid_through: null,
    });
  });
});

describe("trackingStatus (decision 0248: part 2 §4, overdue when the renewal date is before today)", () => {
  it("turns an unpaid bill Overdue the day after the renewal date, not on it", () => {
    expect(trackingStatus("PENDING", "2026-11-30", "2026-12-01")).toBe("OVERDUE");
    expect(trackingStatus("PENDING", "2026-12-01", "2026-12-01")).toBe("PENDING");
  });
  it("leaves part-paid, paid, cancelled and already overdue bills as they are", () => {
    for (const status of ["PARTIAL", "PAID", "CANCELLED", "OVERDUE"] as const)
      expect(trackingStatus(status, "2026-11-30", "2026-12-02")).toBe(status);
  });
});
