import { describe, expect, it } from "vitest";
import { abbreviateAmount, formatRupees, toAmount } from "./amount.ts";

describe("abbreviateAmount (part 1 §9)", () => {
  it("keeps amounts under 1,000 as they are", () => {
    expect(abbreviateAmount(0)).toBe("₹0");
    expect(abbreviateAmount(999)).toBe("₹999");
    expect(abbreviateAmount(850.5)).toBe("₹850.5");
  });

  it("uses K from 1,000 and M from 1,000,000, with one decimal", () => {
    expect(abbreviateAmount(1_000)).toBe("₹1.0K");
    expect(abbreviateAmount(1_550)).toBe("₹1.6K");
    expect(abbreviateAmount(45_230)).toBe("₹45.2K");
    expect(abbreviateAmount(999_949)).toBe("₹999.9K");
    expect(abbreviateAmount(1_000_000)).toBe("₹1.0M");
    expect(abbreviateAmount(2_345_678)).toBe("₹2.3M");
  });

  it("rounds 999,950 and up to ₹1.0M rather than ₹1000.0K", () => {
    expect(abbreviateAmount(999_950)).toBe("₹1.0M");
    expect(abbreviateAmount(999_999.99)).toBe("₹1.0M");
  });

  it("keeps the sign of a loss and reads numeric strings", () => {
    expect(abbreviateAmount(-12_500)).toBe("-₹12.5K");
    expect(abbreviateAmount("1200.50")).toBe("₹1.2K");
    expect(abbreviateAmount(null)).toBe("₹0");
    expect(abbreviateAmount("abc")).toBe("₹0");
  });
});

describe("formatRupees (issue 22 §11: one money format, two decimals)", () => {
  it("groups digits the Indian way and always shows two decimals", () => {
    expect(formatRupees(1_234_567.5)).toBe("₹12,34,567.50");
    expect(formatRupees(74_799.5)).toBe("₹74,799.50");
    expect(formatRupees(1550)).toBe("₹1,550.00");
    expect(formatRupees(-500)).toBe("-₹500.00");
  });

  it("rounds to whole paise, never shows float noise, reads numeric strings", () => {
    expect(formatRupees(0.1 + 0.2)).toBe("₹0.30");
    expect(formatRupees("1200.5")).toBe("₹1,200.50");
    expect(formatRupees(null)).toBe("₹0.00");
  });
});

describe("toAmount", () => {
  it("treats unreadable values as zero", () => {
    expect(toAmount(Number.NaN)).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(toAmount(" 42 ")).toBe(42);
  });
});
