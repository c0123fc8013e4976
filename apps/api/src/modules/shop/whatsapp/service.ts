import type { WhatsappMessageResponse } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { getProduct } from "../products/service.ts";
import { orderChatUrl, whatsappSalesMessage } from "./message.ts";

/** The product's sales message with its order chat and a share link (decision 0155); 404 for an unknown product. */
export async function generateWhatsappMessage(
  ctx: AreaContext,
  productId: number,
  gymName: string,
): Promise<Omit<WhatsappMessageResponse, "success">> {
  const product = await getProduct(ctx, productId);
  const message = whatsappSalesMessage(product, gymName);
  return {
    product_id: product.id,
    whatsapp_message: message,
    whatsapp_number: product.whatsapp_number,
    whatsapp_url: orderChatUrl(product.whatsapp_number),
    share_url: `https://wa.me/?text=${encodeURIComponent(message)}`,
  };
}
