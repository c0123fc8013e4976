import { describe, expect, it } from "vitest";
import {
  addDaysTo,
  addMonthsTo,
  birthdayLabel,
  daysFromTo,
  daysText,
  isValidTimeZone,
  monthStartOf,
  todayIn,
} from "../src/index.ts";

describe("a gym's calendar days", () => {
  it("takes today in the gym's zone, not the server's", () => {
    const lateUtc = new Date("2026-11-23T20:00:00Z"); // 01:30 on the 24th in India
    expect(todayIn("Asia/Kolkata", lateUtc)).toBe("2026-11-24");
    expect(todayIn("UTC", lateUtc)).toBe("2026-11-23");
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });

  it("answers each minute anew: a day that turns between two calls is the new day (the minute's answer is kept)", () => {
    // Midnight in India is 18:30 UTC; Kathmandu's +05:45 and Chatham's +12:45 turn at other minutes.
    const at = (iso: string) => new Date(iso);
    expect(todayIn("Asia/Kolkata", at("2026-11-23T18:29:59.999Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kolkata", at("2026-11-23T18:29:00.000Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kolkata", at("2026-11-23T18:30:00.000Z"))).toBe("2026-11-24");
    expect(todayIn("Asia/Kolkata", at("2026-11-23T18:30:59.999Z"))).toBe("2026-11-24");
    expect(todayIn("Asia/Kolkata", at("2026-11-23T18:29:30.000Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kathmandu", at("2026-11-23T18:14:59.000Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kathmandu", at("2026-11-23T18:15:00.000Z"))).toBe("2026-11-24");
    expect(todayIn("Pacific/Chatham", at("2026-11-23T10:14:00.000Z"))).toBe("2026-11-23");
    expect(todayIn("Pacific/Chatham", at("2026-11-23T10:15:00.000Z"))).toBe("2026-11-24");
    // The same minute, another zone: each zone keeps its own answer.
    expect(todayIn("UTC", at("2026-11-23T18:30:00.000Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kolkata", at("2026-11-23T18:30:01.000Z"))).toBe("2026-11-24");
    // Before 1973 some zones' offsets had seconds (Monrovia's -0:44:30): never answered from the kept minute.
    expect(todayIn("Africa/Monrovia", at("1970-06-01T00:44:29.000Z"))).toBe("1970-05-31");
    expect(todayIn("Africa/Monrovia", at("1970-06-01T00:44:30.000Z"))).toBe("1970-06-01");
    expect(() => todayIn("UTC", new Date(Number.NaN))).toThrow(RangeError);
  });

  it("answers fixed-offset zones without ICU exactly as ICU does (decision 0393)", () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const icu = (timeZone: string, at: Date) => {
      const format =
        formats.get(timeZone) ??
        new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
      formats.set(timeZone, format);
      return format.format(at);
    };
    // Every 193 minutes over two years (every time of day, month and year ends, a leap day), and each side
    // of Kolkata's midnight (18:30 UTC) and UTC's.
    const instants: Date[] = [];
    for (let t = Date.UTC(2027, 11, 1); t < Date.UTC(2029, 11, 31); t += 193 * 60_000) instants.push(new Date(t));
    for (const iso of ["2028-02-28T18:29:59.999Z", "2028-02-28T18:30:00.000Z", "2027-12-31T23:59:59.999Z"]) {
      instants.push(new Date(iso));
    }
    for (const at of instants) {
      expect(todayIn("Asia/Kolkata", at), at.toISOString()).toBe(icu("Asia/Kolkata", at));
      expect(todayIn("UTC", at), at.toISOString()).toBe(icu("UTC", at));
    }
  });

  it("adds months clamping to the month's last day", () => {
    expect(addMonthsTo("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsTo("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonthsTo("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonthsTo("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonthsTo("2026-03-15", -1)).toBe("2026-02-15");
    expect(addMonthsTo("2026-01-15", -1)).toBe("2025-12-15");
  });

  it("adds days across months and years and counts days between", () => {
    expect(addDaysTo("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysTo("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysFromTo("2026-11-05", "2026-11-13")).toBe(8);
    expect(daysFromTo("2026-11-13", "2026-11-05")).toBe(-8);
    expect(monthStartOf("2026-11-23")).toBe("2026-11-01");
  });
});

describe("daysText (issue 22 §11: '1 DAYS AGO' on the home's birthday badge)", () => {
  it("says one day in the singular and every other count in the plural", () => {
    expect(daysText(1)).toBe("1 day");
    expect(daysText(0)).toBe("0 days");
    expect(daysText(2)).toBe("2 days");
  });

  it("the birthday labels use it on both sides of today", () => {
    expect(birthdayLabel(-1)).toBe("1 day ago");
    expect(birthdayLabel(-2)).toBe("2 days ago");
    expect(birthdayLabel(0)).toBe("Today!");
    expect(birthdayLabel(1)).toBe("Tomorrow");
    expect(birthdayLabel(2)).toBe("In 2 days");
  });
});
