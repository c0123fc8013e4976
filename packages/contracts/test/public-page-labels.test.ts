import { describe, expect, it } from "vitest";
import {
  compactCount,
  feeText,
  orderMessage,
  orderOnWhatsappUrl,
  priceText,
  productBadges,
  whatsappShareUrl,
} from "../src/areas/public-page/labels.ts";

const base = { is_featured: false, is_on_sale: false, discount_percentage: 0, in_stock: true, is_low_stock: false };
const labels = (p: Partial<typeof base> & { is_active?: boolean }) =>
  productBadges({ ...base, ...p }).map((b) => b.label);

describe("product badges (part 2 §2, §4)", () => {
  it("shows Featured, percent OFF, Out of Stock, and Low Stock only while in stock", () => {
    expect(labels({})).toEqual([]);
    expect(labels({ is_featured: true, is_on_sale: true, discount_percentage: 16 })).toEqual(["Featured", "16% OFF"]);
    expect(labels({ in_stock: false, is_low_stock: true })).toEqual(["Out of Stock"]);
    expect(labels({ is_low_stock: true })).toEqual(["Low Stock"]);
    expect(labels({ is_on_sale: true, discount_percentage: 0 })).toEqual([]);
    expect(labels({ is_active: false })).toEqual(["Inactive"]);
    expect(productBadges({ ...base, is_featured: true })).toEqual([{ label: "Featured", tone: "featured" }]);
  });
});

describe("prices and fees", () => {
  it("writes rupees with Indian grouping, paise only when there are some", () => {
    expect(priceText(124999)).toBe("₹1,24,999");
    expect(priceText(2499.5)).toBe("₹2,499.50");
    expect(priceText(0)).toBe("₹0");
  });

  it("writes fees and counts for small cards", () => {
    const rupees = (n: number) => `₹${n}`;
    expect(feeText(0, rupees)).toBe("Free");
    expect(feeText(499, rupees)).toBe("₹499");
    expect(feeText(null, rupees)).toBeNull();
    expect(compactCount(999)).toBe("999");
    expect(compactCount(1200)).toBe("1.2K");
    expect(compactCount(15_000)).toBe("15K");
    expect(compactCount(2_500_000)).toBe("2.5M");
  });
});

describe("WhatsApp links (decision 0156)", () => {
  it("opens a chat with the product's number and the visitor's message", () => {
    const p = { name: "Gym T-Shirt", price: 599, in_stock: true, whatsapp_number: "9876543210" };
    expect(orderMessage(p, "Iron Gym")).toBe(
      "Hi Iron Gym, I would like to order Gym T-Shirt (₹599). Is it available for pick-up at the gym?",
    );
    const [address, text] = orderOnWhatsappUrl(p, "Iron Gym").split("?text=");
    expect(address).toBe("https://wa.me/919876543210");
    expect(decodeURIComponent(text ?? "")).toBe(orderMessage(p, "Iron Gym"));
    expect(orderMessage({ ...p, in_stock: false }, "Iron Gym")).toContain("When will it be back in stock?");
  });

  it("shares a post's title and the page's address", () => {
    expect(whatsappShareUrl("Plank challenge", "http://x/g/a")).toBe(
      "https://wa.me/?text=Plank%20challenge%0Ahttp%3A%2F%2Fx%2Fg%2Fa",
    );
  });
});
