import { describe, expect, it } from "vitest";
import { productBadges } from "./badges.ts";
import { discountPreview, priceText } from "./price.ts";
import { orderMessage, orderOnWhatsappUrl } from "./whatsapp-order.ts";

const base = {
  is_featured: false,
  is_on_sale: false,
  discount_percentage: 0,
  in_stock: true,
  is_low_stock: false,
  is_active: true,
};
const labels = (p: Partial<typeof base>) => productBadges({ ...base, ...p }).map((b) => b.label);

describe("product badges (part 2 §2, §4)", () => {
  it("shows Featured, percent OFF, Out of Stock, and Low Stock only while in stock", () => {
    expect(labels({})).toEqual([]);
    expect(labels({ is_featured: true, is_on_sale: true, discount_percentage: 16 })).toEqual(["Featured", "16% OFF"]);
    expect(labels({ in_stock: false, is_low_stock: true })).toEqual(["Out of Stock"]);
    expect(labels({ is_low_stock: true })).toEqual(["Low Stock"]);
    expect(labels({ is_on_sale: true, discount_percentage: 0 })).toEqual([]);
    expect(labels({ is_active: false })).toEqual(["Inactive"]);
  });
});

describe("prices", () => {
  it("writes rupees with Indian grouping, paise only when there are some", () => {
    expect(priceText(124999)).toBe("₹1,24,999");
    expect(priceText(2499.5)).toBe("₹2,499.50");
    expect(priceText(0)).toBe("₹0");
  });

  it("previews the offer as the server computes it (rounded down), none without a higher original", () => {
    expect(discountPreview(2000, 3000)).toBe(33);
    expect(discountPreview("999.99", "1000")).toBe(0);
    expect(discountPreview(1000, 1000)).toBeNull();
    expect(discountPreview(1000, "")).toBeNull();
  });
});

describe("Order on WhatsApp (decision 0156)", () => {
  it("opens a chat with the product's number and the visitor's message", () => {
    const p = { name: "Gym T-Shirt", price: 599, in_stock: true, whatsapp_number: "9876543210" };
    expect(orderMessage(p, "Iron Gym")).toBe(
      "Hi Iron Gym, I would like to order Gym T-Shirt (₹599). Is it available for pick-up at the gym?",
    );
    const url = new URL(orderOnWhatsappUrl(p, "Iron Gym"));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(orderMessage(p, "Iron Gym"));
    expect(orderMessage({ ...p, in_stock: false }, "Iron Gym")).toContain("When will it be back in stock?");
  });
});
