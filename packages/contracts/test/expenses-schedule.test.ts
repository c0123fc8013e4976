import { describe, expect, it } from "vitest";
import {
  defaultRecurringNextDue,
  planRecurringPostings,
  RECURRING_MAX_POSTINGS_PER_RUN,
  recurringOccurrenceAfter,
  reportQuickRange,
  reportRange,
  upcomingRecurringDueDates,
} from "../src/index.ts";

describe("recurring schedule (part 2 §9; decision 0163)", () => {
  it("the default next due date is one period after the start: +1 day, +7 days, +1 month, +3 months, +1 year", () => {
    expect(defaultRecurringNextDue("2026-03-10", "DAILY")).toBe("2026-03-11");
    expect(defaultRecurringNextDue("2026-03-10", "WEEKLY")).toBe("2026-03-17");
    expect(defaultRecurringNextDue("2026-03-10", "MONTHLY")).toBe("2026-04-10");
    expect(defaultRecurringNextDue("2026-03-10", "QUARTERLY")).toBe("2026-06-10");
    expect(defaultRecurringNextDue("2026-03-10", "YEARLY")).toBe("2027-03-10");
    expect(defaultRecurringNextDue("2026-12-31", "DAILY")).toBe("2027-01-01");
  });

  it("month ends clamp and come back: 31 January falls due 28 February, 31 March, 30 April (29 February in a leap year)", () => {
    const dates = upcomingRecurringDueDates(
      { start_date: "2026-01-31", frequency: "MONTHLY", next_due_date: "2026-01-31", end_date: null },
      5,
    );
    expect(dates).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(recurringOccurrenceAfter("2028-01-31", "MONTHLY", "2028-01-31")).toBe("2028-02-29");
    expect(recurringOccurrenceAfter("2026-11-30", "QUARTERLY", "2026-11-30")).toBe("2027-02-28");
    expect(recurringOccurrenceAfter("2027-02-28", "QUARTERLY", "2027-02-28")).toBe("2027-05-28");
    expect(recurringOccurrenceAfter("2028-02-29", "YEARLY", "2028-02-29")).toBe("2029-02-28");
    expect(recurringOccurrenceAfter("2028-02-29", "YEARLY", "2031-03-01")).toBe("2032-02-29");
  });

  it("the occurrence after a date that is not on the schedule returns to the schedule", () => {
    expect(recurringOccurrenceAfter("2026-03-02", "WEEKLY", "2026-03-11")).toBe("2026-03-16");
    expect(recurringOccurrenceAfter("2026-03-10", "MONTHLY", "2026-03-01")).toBe("2026-03-10");
    expect(recurringOccurrenceAfter("2026-03-10", "MONTHLY", "2026-04-09")).toBe("2026-04-10");
    expect(recurringOccurrenceAfter("2026-03-10", "MONTHLY", "2026-04-10")).toBe("2026-05-10");
  });

  it("a missed stretch posts every due date up to today, in order, and the next one lies after today", () => {
    const plan = planRecurringPostings(
      { start_date: "2026-01-05", frequency: "WEEKLY", next_due_date: "2026-02-02", end_date: null },
      "2026-02-20",
    );
    expect(plan).toEqual({
      dates: ["2026-02-02", "2026-02-09", "2026-02-16"],
      nextDueDate: "2026-02-23",
      stillActive: true,
    });
  });

  it("due today posts today; due tomorrow posts nothing", () => {
    const s = { start_date: "2026-01-01", frequency: "DAILY" as const, end_date: null };
    expect(planRecurringPostings({ ...s, next_due_date: "2026-02-20" }, "2026-02-20").dates).toEqual(["2026-02-20"]);
    expect(planRecurringPostings({ ...s, next_due_date: "2026-02-21" }, "2026-02-20")).toEqual({
      dates: [],
      nextDueDate: "2026-02-21",
      stillActive: true,
    });
  });

  it("stops at the end date (inclusive) and then is no longer active", () => {
    const plan = planRecurringPostings(
      { start_date: "2026-03-01", frequency: "DAILY", next_due_date: "2026-03-01", end_date: "2026-03-03" },
      "2026-03-10",
    );
    expect(plan).toEqual({
      dates: ["2026-03-01", "2026-03-02", "2026-03-03"],
      nextDueDate: "2026-03-04",
      stillActive: false,
    });
    const open = planRecurringPostings(
      { start_date: "2026-03-01", frequency: "DAILY", next_due_date: "2026-03-01", end_date: "2026-03-03" },
      "2026-03-02",
    );
    expect(open.stillActive).toBe(true);
  });

  it(`posts at most ${RECURRING_MAX_POSTINGS_PER_RUN} dates in one run and leaves the rest due`, () => {
    const plan = planRecurringPostings(
      { start_date: "2020-01-01", frequency: "DAILY", next_due_date: "2020-01-01", end_date: null },
      "2026-01-01",
    );
    expect(plan.dates).toHaveLength(RECURRING_MAX_POSTINGS_PER_RUN);
    expect(plan.nextDueDate).toBe("2022-09-27");
  });
});

describe("report ranges (part 2 §9; decision 0165)", () => {
  it("today, the last 7 days, this month, the calendar quarter and year, each ending today", () => {
    const today = "2026-08-19";
    expect(reportQuickRange("today", today)).toEqual({ start_date: today, end_date: today });
    expect(reportQuickRange("week", today)).toEqual({ start_date: "2026-08-13", end_date: today });
    expect(reportQuickRange("month", today)).toEqual({ start_date: "2026-08-01", end_date: today });
    expect(reportQuickRange("quarter", today)).toEqual({ start_date: "2026-07-01", end_date: today });
    expect(reportQuickRange("year", today)).toEqual({ start_date: "2026-01-01", end_date: today });
  });

  it("quarters start in January, April, July and October; the week crosses month and year ends", () => {
    const starts = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map(
      (m) => reportQuickRange("quarter", `2026-${m}-15`).start_date,
    );
    expect(starts).toEqual([
      "2026-01-01",
      "2026-01-01",
      "2026-01-01",
      "2026-04-01",
      "2026-04-01",
      "2026-04-01",
      "2026-07-01",
      "2026-07-01",
      "2026-07-01",
      "2026-10-01",
      "2026-10-01",
      "2026-10-01",
    ]);
    expect(reportQuickRange("quarter", "2026-04-01").start_date).toBe("2026-04-01");
    expect(reportQuickRange("quarter", "2026-03-31").start_date).toBe("2026-01-01");
    expect(reportQuickRange("week", "2027-01-03")).toEqual({ start_date: "2026-12-28", end_date: "2027-01-03" });
    expect(reportQuickRange("month", "2026-03-01")).toEqual({ start_date: "2026-03-01", end_date: "2026-03-01" });
  });

  it("a report without dates covers the first of the month to today; a missing end is today", () => {
    expect(reportRange({}, "2026-08-19")).toEqual({ start_date: "2026-08-01", end_date: "2026-08-19" });
    expect(reportRange({ start_date: "2026-05-01" }, "2026-08-19")).toEqual({
      start_date: "2026-05-01",
      end_date: "2026-08-19",
    });
  });
});
