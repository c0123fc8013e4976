import type { PublicProduct } from "@gym/contracts";
import { priceText } from "./price.ts";

/**
 * The public page's 'Order on WhatsApp' link (decision 0156): a chat with the product's number
 * (country code 91) with the visitor's message ready to send.
 */
export function orderMessage(p: Pick<PublicProduct, "name" | "price" | "in_stock">, gymName: string): string {
  const item = `${p.name} (${priceText(p.price)})`;
  return p.in_stock
    ? `Hi ${gymName}, I would like to order ${item}. Is it available for pick-up at the gym?`
    : `Hi ${gymName}, I am interested in ${item}. When will it be back in stock?`;
}

export function orderOnWhatsappUrl(
  p: Pick<PublicProduct, "name" | "price" | "in_stock" | "whatsapp_number">,
  gymName: string,
): string {
  return `https://wa.me/91${p.whatsapp_number}?text=${encodeURIComponent(orderMessage(p, gymName))}`;
}
