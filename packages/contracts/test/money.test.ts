import { describe, expect, it } from "vitest";
import {
  decimalText,
  money,
  optionalMoney,
  paiseToRupees,
  paiseToText,
  percentOfPaise,
  toPaise,
  z,
} from "../src/index.ts";

describe("money in paise", () => {
  it("reads amounts exactly, never through floating point", () => {
    expect(toPaise("1250.5")).toBe(125050);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(1.005 * 0 + 19.99)).toBe(1999);
    expect(toPaise("9999999999.99")).toBe(999_999_999_999);
    expect(toPaise("-3.10")).toBe(-310);
    expect(() => toPaise("1.234")).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
  });

  it("writes paise back as text and as the JSON number", () => {
    expect(paiseToText(125050)).toBe("1250.50");
    expect(paiseToText(5)).toBe("0.05");
    expect(paiseToText(-310)).toBe("-3.10");
    expect(paiseToRupees(125050)).toBe(1250.5);
  });

  it("takes a percentage rounded half up to the paisa", () => {
    expect(percentOfPaise(500_000, 5)).toBe(25_000);
    expect(percentOfPaise(1_001, 5)).toBe(50); // 50.05 → 50
    expect(percentOfPaise(1_010, 5)).toBe(51); // 50.5 → 51
    expect(percentOfPaise(999, 18)).toBe(180); // 179.82 → 180
  });

  it("refuses what is not a plain decimal", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "1e5", "12abc", "", " ", "0x10", true, null, {}]) {
      expect(decimalText(bad), String(bad)).toBeNull();
    }
    expect(decimalText(" 12.50 ")).toBe("12.50");
  });
});

describe("money() schema", () => {
  const amount = money({ field: "amount" });
  const positive = money({ field: "amount", exclusiveMin: true, message: "Please enter a valid amount" });

  it("parses numbers and texts to the exact decimal text", () => {
    expect(amount.parse(1250.5)).toBe("1250.50");
    expect(amount.parse("0")).toBe("0.00");
    expect(amount.parse("9999999999.99")).toBe("9999999999.99");
  });

  it("refuses negatives, too many decimals, NaN, 1e309 and amounts beyond numeric(12,2)", () => {
    const message = (v: unknown) => amount.safeParse(v).error?.issues[0]?.message;
    expect(message(-1)).toBe("amount must be at least 0");
    expect(message("1.234")).toBe("amount can have at most 2 decimal places");
    expect(message(Number.NaN)).toBe("amount must be an amount in rupees");
    expect(message(JSON.parse("1e309"))).toBe("amount must be an amount in rupees");
    expect(message("10000000000")).toBe("amount must be at most 9999999999.99");
    expect(message(undefined)).toBe("amount is required");
    expect(message("")).toBe("amount is required");
  });

  it("uses the spec's text for every refusal when one is given", () => {
    expect(positive.safeParse(0).error?.issues[0]?.message).toBe("Please enter a valid amount");
    expect(positive.safeParse("abc").error?.issues[0]?.message).toBe("Please enter a valid amount");
    expect(positive.parse("0.01")).toBe("0.01");
  });

  it("optionalMoney treats blank as absent inside an object", () => {
    const form = z.object({ amount_paid: optionalMoney({ field: "amount_paid" }) });
    expect(form.parse({ amount_paid: "" })).toEqual({ amount_paid: undefined });
    expect(form.parse({})).toEqual({});
    expect(form.parse({ amount_paid: "500" })).toEqual({ amount_paid: "500.00" });
  });
});
