import { describe, expect, it } from "vitest";
import {
  endFreezeOn,
  freezeDays,
  frozenDays,
  frozenDaysByYear,
  lastFrozenDay,
  overYearlyMaximum,
} from "../src/areas/attendance/freezes.ts";

// The freeze arithmetic (decision 0258): both days included, an early end gives back the days from it on,
// the yearly maximum counts each day in its own calendar year.
describe("freeze arithmetic", () => {
  it("counts both days, across month ends and February in common and leap years", () => {
    expect(freezeDays("2027-02-27", "2027-03-02")).toBe(4);
    expect(freezeDays("2028-02-27", "2028-03-01")).toBe(4);
    expect(freezeDays("2027-01-31", "2027-02-28")).toBe(29);
    expect(freezeDays("2027-03-05", "2027-03-05")).toBe(1);
  });

  it("an early end: today is the first day not frozen; before it began, the freeze covers nothing", () => {
    const f = { from_date: "2027-02-27", to_date: "2027-03-08" };
    expect(endFreezeOn(f, "2027-03-03")).toEqual({ ended_on: "2027-03-03", days_given_back: 6 });
    expect(endFreezeOn(f, "2027-02-20")).toEqual({ ended_on: "2027-02-27", days_given_back: 10 });
    expect(endFreezeOn(f, "2027-03-08")).toEqual({ ended_on: "2027-03-08", days_given_back: 1 });
    expect(lastFrozenDay({ ...f, ended_on: "2027-03-03" })).toBe("2027-03-02");
    expect(frozenDays({ ...f, ended_on: "2027-03-03" })).toBe(4);
    expect(lastFrozenDay({ ...f, ended_on: "2027-02-27" })).toBeNull();
    expect(frozenDays({ ...f, ended_on: "2027-02-27" })).toBe(0);
    expect(lastFrozenDay({ ...f, ended_on: null })).toBe("2027-03-08");
  });

  it("days per calendar year: a freeze over New Year counts in both", () => {
    expect([...frozenDaysByYear([{ from: "2027-12-30", to: "2028-01-02" }])]).toEqual([
      [2027, 2],
      [2028, 2],
    ]);
    expect(frozenDaysByYear([{ from: "2028-01-01", to: "2028-12-31" }]).get(2028)).toBe(366);
  });

  it("the yearly maximum: the first year over it, with the days already frozen there", () => {
    const existing = [{ from_date: "2027-02-27", to_date: "2027-04-27", ended_on: null }]; // 60 days
    expect(overYearlyMaximum(existing, "2027-12-31", "2028-01-05", 60)).toEqual({
      year: 2027,
      usedBefore: 60,
      newDays: 1,
    });
    expect(overYearlyMaximum(existing, "2028-01-01", "2028-02-29", 60)).toBeNull();
    const endedEarly = [{ ...existing[0]!, ended_on: "2027-03-01" }]; // 2 days used
    expect(overYearlyMaximum(endedEarly, "2027-05-01", "2027-06-27", 60)).toBeNull();
    expect(overYearlyMaximum([], "2027-05-01", "2027-05-01", 0)).toEqual({ year: 2027, usedBefore: 0, newDays: 1 });
  });
});
