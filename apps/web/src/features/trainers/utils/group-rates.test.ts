import type { RateType, TrainerRate } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { groupRates, rateAmountText } from "./group-rates.ts";

let next = 1;
const rate = (trainer: number, trainer_name: string, rate_type: RateType, amount = "100.00"): TrainerRate => ({
  id: next++,
  trainer,
  trainer_name,
  trainer_is_active: true,
  rate_type,
  amount,
  currency: "INR",
  is_active: true,
  created_at: "2026-11-01T00:00:00.000Z",
});

describe("rates grouped per trainer (part 2 §2)", () => {
  it("groups by trainer, by name, rate types from hour to 6 months", () => {
    const groups = groupRates(
      [rate(2, "zoya", "6month"), rate(1, "Arjun", "month"), rate(2, "zoya", "hour"), rate(1, "Arjun", "3month")],
      [],
    );
    expect(groups.map((g) => g.trainer.name)).toEqual(["Arjun", "zoya"]);
    expect(groups[0]!.rates.map((r) => r.rate_type)).toEqual(["month", "3month"]);
    expect(groups[1]!.rates.map((r) => r.rate_type)).toEqual(["hour", "6month"]);
  });

  it("adds active trainers without rates as empty groups, once", () => {
    const groups = groupRates(
      [rate(1, "Arjun", "day")],
      [
        { id: 1, name: "Arjun", is_active: true },
        { id: 3, name: "Bela", is_active: true },
      ],
    );
    expect(groups.map((g) => [g.trainer.name, g.rates.length])).toEqual([
      ["Arjun", 1],
      ["Bela", 0],
    ]);
  });

  it("writes rupees in Indian grouping and other currencies by code", () => {
    expect(rateAmountText({ amount: "125000.50", currency: "INR" })).toBe("₹1,25,000.50");
    expect(rateAmountText({ amount: "40.00", currency: "USD" })).toBe("USD 40.00");
  });
});
