import { describe, expect, it } from "vitest";
import { parseTypedDate, toTypedDate } from "./typed-date.ts";

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
