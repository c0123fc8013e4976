import { describe, expect, it } from "vitest";
import { addDays, dayNumber, daysBetween, formatDate, formatTimestampDate, todayIso } from "./calendar-date.ts";

describe("calendar dates", () => {
  it("formats today in local time", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("rejects texts that are not real dates", () => {
    expect(dayNumber("2026-02-30")).toBeNull();
    expect(dayNumber("hello")).toBeNull();
    expect(dayNumber(undefined)).toBeNull();
    expect(dayNumber("2026-02-28T10:00:00Z")).not.toBeNull();
  });

  it("counts whole days, across months and leap days", () => {
    expect(daysBetween("2026-01-31", "2026-03-01")).toBe(29);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-03-10", "2026-03-03")).toBe(-7);
    expect(daysBetween("2026-03-10", null)).toBeNull();
  });

  it("adds days (joining date plus 30 is the default renewal, part 1 §5)", () => {
    expect(addDays("2026-01-15", 30)).toBe("2026-02-14");
    expect(addDays("2026-12-10", 30)).toBe("2027-01-09");
    expect(addDays("nope", 30)).toBeNull();
  });

  it("formats dates for tables", () => {
    expect(formatDate("2026-01-15")).toBe("15 Jan 2026");
    expect(formatDate(null)).toBe("—");
  });

  it("formats a timestamp as its local day in the same en-IN format, not 'Nov 23, 2026, 2:59 AM' (issue 8 §4.8)", () => {
    const local = new Date(2026, 10, 23, 2, 59);
    expect(formatTimestampDate(local.toISOString())).toBe("23 Nov 2026");
    expect(formatTimestampDate("not a time")).toBe("not a time");
    expect(formatTimestampDate(null)).toBe("—");
  });
});
