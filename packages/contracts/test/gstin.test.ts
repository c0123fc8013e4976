import { describe, expect, it } from "vitest";
import {
  financialYear,
  GSTIN_INVALID,
  GSTIN_MISTYPED,
  gstinCheckCharacter,
  gstinProblem,
  gstinState,
  INVOICE_SERIAL_MAX,
  invoiceNumber,
  optionalGstin,
} from "../src/index.ts";

// Decision 0222: a GSTIN is checked for its shape, its state code and its check character.
describe("GSTIN", () => {
  it("computes the check character of published GSTINs", () => {
    // GSTINs published as examples, each with its own check character.
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
    expect(gstinCheckCharacter("24AAACC1206D1Z")).toBe("M");
  });

  it("tells a wrong shape or state from a typing mistake", () => {
    expect(gstinProblem("29ABCDE1234F1ZW")).toBeNull();
    expect(gstinProblem("29ABCDE1234F1Z5")).toBe("check");
    // One character changed anywhere is caught by the check character.
    expect(gstinProblem("29ABCDE1243F1ZW")).toBe("check");
    expect(gstinProblem("29ABCDE1234F1Z")).toBe("shape");
    expect(gstinProblem("00ABCDE1234F1ZW")).toBe("shape");
    expect(gstinProblem("29ABCDE1234F0ZW")).toBe("shape");
  });

  it("names the state of its first two digits", () => {
    expect(gstinState("29ABCDE1234F1ZW")).toEqual({ code: "29", name: "Karnataka" });
    expect(gstinState("27AAPFU0939F1ZV")).toEqual({ code: "27", name: "Maharashtra" });
    expect(gstinState("00ABCDE1234F1ZW")).toBeNull();
  });

  it("as a field: blank is null, spaces and lower case are forgiven, mistakes have their own words", () => {
    expect(optionalGstin.parse("")).toBeNull();
    expect(optionalGstin.parse(undefined)).toBeNull();
    expect(optionalGstin.parse(" 29abcde1234f1zw ")).toBe("29ABCDE1234F1ZW");
    expect(optionalGstin.parse("29 ABCDE 1234 F1ZW")).toBe("29ABCDE1234F1ZW");
    expect(optionalGstin.safeParse("29ABCDE1234F1Z5").error?.issues[0]?.message).toBe(GSTIN_MISTYPED);
    expect(optionalGstin.safeParse("12345").error?.issues[0]?.message).toBe(GSTIN_INVALID);
    expect(optionalGstin.safeParse(42).error?.issues[0]?.message).toBe(GSTIN_INVALID);
    // The example the message gives is itself a valid GSTIN.
    expect(gstinProblem(GSTIN_INVALID.match(/like (\w+)/)![1]!)).toBeNull();
  });
});

// Decision 0221: Rule 46(b), at most 16 characters, unique in the financial year at any volume.
describe("invoice serial numbers", () => {
  it("fit 16 characters at the 10,000th invoice of a year and at the counter's largest number", () => {
    expect(invoiceNumber("2026-27", 1)).toBe("26-27/0001");
    expect(invoiceNumber("2026-27", 9_999)).toBe("26-27/9999");
    expect(invoiceNumber("2026-27", 10_000)).toBe("26-27/10000");
    expect(invoiceNumber("2026-27", 12_000)).toBe("26-27/12000");
    expect(invoiceNumber("2026-27", 2_147_483_647)).toBe("26-27/2147483647");
    for (const n of [1, 10_000, 1_000_000, 2_147_483_647])
      expect(invoiceNumber("2026-27", n).length).toBeLessThanOrEqual(INVOICE_SERIAL_MAX);
    expect(invoiceNumber("2026-27", 2_147_483_647)).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  it("start again on 1 April, and the year keeps them apart", () => {
    expect(invoiceNumber(financialYear("2027-03-31"), 12_000)).toBe("26-27/12000");
    expect(invoiceNumber(financialYear("2027-04-01"), 1)).toBe("27-28/0001");
    expect(invoiceNumber(financialYear("2099-04-01"), 1)).toBe("99-00/0001");
  });

  it("refuse a number that would not fit rather than print a longer serial", () => {
    expect(() => invoiceNumber("2026-27", 99_999_999_999)).toThrow(RangeError);
    expect(() => invoiceNumber("2026-27", 0)).toThrow(RangeError);
  });
});
