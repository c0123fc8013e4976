import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inBrowserZone } from "../test/browser-zone.ts";
import { addDays, dayNumber, daysBetween, formatDate, formatTimestampDate, gymToday } from "./calendar-date.ts";

describe("the gym's day (decision 0009)", () => {
  it("is Asia/Kolkata's calendar day whatever zone the browser is in", () => {
    // 20:00 UTC on 5 Jan: still the 5th in London and New York, already 01:30 on the 6th at the gym.
    const evening = new Date("2026-01-05T20:00:00Z");
    expect(inBrowserZone("Europe/London", () => gymToday(evening))).toBe("2026-01-06");
    expect(inBrowserZone("America/New_York", () => gymToday(evening))).toBe("2026-01-06");
    // 18:29 UTC is 23:59 at the gym: the 5th everywhere between.
    expect(inBrowserZone("Pacific/Kiritimati", () => gymToday(new Date("2026-01-05T18:29:00Z")))).toBe("2026-01-05");
  });

  it("is the only way a screen reads today: no file of the web derives a day from the browser's clock", () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), "..");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const offenders = files(src)
      .filter((path) => relative(src, path) !== "lib/calendar-date.ts")
      .filter((path) => /\.(getFullYear|getMonth|getDate)\(\)/.test(readFileSync(path, "utf8")))
      .map((path) => relative(src, path));
    expect(offenders, "use gymToday() from lib/calendar-date.ts").toEqual([]);
  });
});

describe("calendar dates", () => {
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
