import { describe, expect, it } from "vitest";
import { isIsoDay, parseTypedDate, TYPED_DATE_HINT, toTypedDate, unreadableDateText } from "./typed-date.ts";

describe("parseTypedDate (issue 8 defect 1: typed dates parse or are refused, never changed)", () => {
  it("reads the Indian day-month-year way with -, / or . between", () => {
    expect(parseTypedDate("25-11-1994")).toBe("1994-11-25");
    expect(parseTypedDate("25/11/1994")).toBe("1994-11-25");
    expect(parseTypedDate("5.1.2026")).toBe("2026-01-05");
    expect(parseTypedDate("  01-02-2001 ")).toBe("2001-02-01");
  });

  it("reads the API's YYYY-MM-DD as it is, far future included", () => {
    expect(parseTypedDate("1994-11-25")).toBe("1994-11-25");
    expect(parseTypedDate("2030-01-01")).toBe("2030-01-01");
  });

  it("reads the screens' own '25 Nov 1994' and full month names", () => {
    expect(parseTypedDate("25 Nov 1994")).toBe("1994-11-25");
    expect(parseTypedDate("25 november 1994")).toBe("1994-11-25");
    expect(parseTypedDate("1 Sept 2026")).toBe("2026-09-01");
  });

  it("refuses what it cannot read for certain instead of guessing", () => {
    for (const text of [
      "",
      "25-11-94",
      "11/25/1994",
      "31-02-2020",
      "29-02-2025",
      "0203-01-01",
      "1994-13-01",
      "Novx 1 1994",
      "25 Novx 1994",
      "tomorrow",
      "2030-01-01T00:00",
    ]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });

  it("keeps leap days that exist", () => {
    expect(parseTypedDate("29-02-2024")).toBe("2024-02-29");
  });
});

describe("toTypedDate", () => {
  it("writes a day the way the date fields show it", () => {
    expect(toTypedDate("1994-11-25")).toBe("25-11-1994");
  });
});

describe("issue 22 §11: every date field reads day first", () => {
  it("reads 04-12-2026 as 4 Dec 2026, never 12 Apr (Trainer Booking read it month first)", () => {
    expect(parseTypedDate("04-12-2026")).toBe("2026-12-04");
    expect(parseTypedDate("04/12/2026")).toBe("2026-12-04");
  });

  it("reads eight digits day first: 14081992 is 14-08-1992, not ignored", () => {
    expect(parseTypedDate("14081992")).toBe("1992-08-14");
    expect(parseTypedDate(" 04122026 ")).toBe("2026-12-04");
  });

  it("refuses eight digits that are no day, and other digit counts, rather than guess", () => {
    for (const text of ["31022020", "13131992", "1408199", "140819920", "19920814x"]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });

  it("refuses what a date picker's text plus a typed date made: '02 Dec 20204-12-20266'", () => {
    expect(parseTypedDate("02 Dec 20204-12-20266")).toBeNull();
    expect(unreadableDateText("02 Dec 20204-12-20266 ")).toBe(
      `"02 Dec 20204-12-20266" is not a date we can read. ${TYPED_DATE_HINT}`,
    );
  });

  it("isIsoDay: only a real YYYY-MM-DD day is what a date field hands its form", () => {
    expect(isIsoDay("2026-12-04")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("04-12-2026")).toBe(false);
    expect(isIsoDay("")).toBe(false);
  });
});
