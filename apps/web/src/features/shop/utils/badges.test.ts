import { describe, expect, it } from "vitest";
import { productBadges } from "./badges.ts";
import { discountPreview } from "./price.ts";

const base = {
  is_featured: false,
  is_on_sale: false,
  discount_percentage: 0,
  in_stock: true,
  is_low_stock: false,
  is_active: true,
};

describe("product badges (the rules are @gym/contracts'; here the dashboard's colours)", () => {
  it("gives each badge AA colours: dark text on the light fills, white on the dark ones", () => {
    expect(productBadges({ ...base, is_featured: true, is_on_sale: true, discount_percentage: 16 })).toEqual([
      { label: "Featured", color: "yellow.4", textColor: "dark.9" },
      { label: "16% OFF", color: "red.9", textColor: "white" },
    ]);
    expect(productBadges({ ...base, is_low_stock: true })).toEqual([
      { label: "Low Stock", color: "orange.1", textColor: "#a34700" },
    ]);
    expect(productBadges({ ...base, in_stock: false, is_active: false }).map((b) => b.label)).toEqual([
      "Inactive",
      "Out of Stock",
    ]);
  });
});

describe("prices", () => {
  it("previews the offer as the server computes it (rounded down), none without a higher original", () => {
    expect(discountPreview(2000, 3000)).toBe(33);
    expect(discountPreview("999.99", "1000")).toBe(0);
    expect(discountPreview(1000, 1000)).toBeNull();
    expect(discountPreview(1000, "")).toBeNull();
  });
});
