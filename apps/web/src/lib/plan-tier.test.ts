import { describe, expect, it } from "vitest";
import { comparePlans, planLabel, tierForAmount } from "./plan-tier.ts";

describe("tierForAmount (part 1 §9)", () => {
  it("uses 5000 and 3000 as the lower bounds of Platinum and Gold", () => {
    expect(tierForAmount(5000)).toBe("Platinum");
    expect(tierForAmount(12_000)).toBe("Platinum");
    expect(tierForAmount(4999.99)).toBe("Gold");
    expect(tierForAmount(3000)).toBe("Gold");
    expect(tierForAmount(2999)).toBe("Silver");
    expect(tierForAmount(undefined)).toBe("Silver");
    expect(tierForAmount("3500.00")).toBe("Gold");
  });
});

describe("planLabel", () => {
  it("prefers a plan name, in the order membership_type, plan_name, subscription_type", () => {
    expect(planLabel({ membership_type: "Annual", plan_name: "Other", amount: 9000 })).toBe("Annual");
    expect(planLabel({ membership_type: " ", plan_name: "Student", amount: 9000 })).toBe("Student");
    expect(planLabel({ subscription_type: "Couple" })).toBe("Couple");
  });

  it("falls back to the tier of amount, then fees, then price", () => {
    expect(planLabel({ amount: 6000 })).toBe("Platinum");
    expect(planLabel({ fees: "3200" })).toBe("Gold");
    expect(planLabel({ price: 100 })).toBe("Silver");
    expect(planLabel({})).toBe("Silver");
  });
});

describe("comparePlans", () => {
  it("sorts Platinum, Gold, Silver, then named plans alphabetically", () => {
    expect(["Silver", "Annual", "Platinum", "Gold", "Basic"].sort(comparePlans)).toEqual([
      "Platinum",
      "Gold",
      "Silver",
      "Annual",
      "Basic",
    ]);
  });
});
