import type { WhatsappMessageResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/gym-products/whatsapp/generate-message/ (part 2 §7): JSON product_id; whatsapp_message. */
export const GENERATE_WHATSAPP_MESSAGE_PATH = "/api/gym-products/whatsapp/generate-message/";

export function generateWhatsappMessage(productId: number): Promise<WhatsappMessageResponse> {
  return apiRequest<WhatsappMessageResponse>(GENERATE_WHATSAPP_MESSAGE_PATH, {
    method: "POST",
    body: { product_id: productId },
  });
}

/** Writes nothing on the server, so nothing is invalidated. */
export function useGenerateWhatsappMessage() {
  return useMutation({ mutationFn: generateWhatsappMessage });
}
