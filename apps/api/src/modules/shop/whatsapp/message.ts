import { formatWhatsappNumber, type Product } from "@gym/contracts";

/**
 * The ready sales message of part 2 §7 (decision 0155), in the gym's words: what the product is,
 * its price and offer, whether it is in stock, and where to order (the product's WhatsApp number).
 * WhatsApp's own markup: *bold* and ~strikethrough~.
 */
const MAX_FEATURES = 5;

/** ₹2,499 or ₹2,499.50: Indian grouping, paise only when there are some. */
export function rupeesText(amount: number): string {
  const whole = Number.isInteger(amount);
  return `₹${amount.toLocaleString("en-IN", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

export const orderChatUrl = (digits: string) => `https://wa.me/91${digits}`;

function priceLine(p: Product): string {
  const price = `*${rupeesText(p.price)}*`;
  if (!p.is_on_sale || p.original_price === null) return `💰 Price: ${price}`;
  const off = p.discount_percentage > 0 ? ` – ${p.discount_percentage}% OFF` : "";
  return `💰 Offer price: ${price} (MRP ~${rupeesText(p.original_price)}~${off})`;
}

function stockLine(p: Product): string {
  if (!p.in_stock) return "⏳ Out of stock right now – message us and we will keep one for you.";
  if (p.is_low_stock) return `⚡ Only ${p.stock_quantity} left – order soon!`;
  return "✅ In stock";
}

export function whatsappSalesMessage(p: Product, gymName: string): string {
  const title = `🛍️ *${p.name}*${p.brand ? ` by ${p.brand}` : ""}`;
  const summary = p.short_description || p.description.split(/\r?\n/)[0]?.trim() || "";
  const rating =
    p.average_rating > 0 && p.total_reviews > 0
      ? `⭐ ${p.average_rating.toFixed(1)}/5 from ${p.total_reviews} reviews`
      : "";
  const features = p.features_list.slice(0, MAX_FEATURES).map((f) => `• ${f}`);
  const blocks = [
    [title, summary],
    [priceLine(p), rating, stockLine(p)],
    features.length ? ["✨ Why you will love it:", ...features] : [],
    [
      `📍 Available at ${gymName}`,
      `📲 Order on WhatsApp: ${formatWhatsappNumber(p.whatsapp_number)}`,
      orderChatUrl(p.whatsapp_number),
    ],
  ];
  return blocks
    .map((lines) => lines.filter((line) => line !== "").join("\n"))
    .filter((block) => block !== "")
    .join("\n\n");
}
