import { authFields, dbIdWith, successBody } from "../../common.ts";
import { z } from "../../messages.ts";

/** POST whatsapp/generate-message/ (JSON): auth, product_id (part 2 §7). */
export const generateWhatsappMessageBody = z.object({
  ...authFields,
  product_id: dbIdWith({ required: "product_id is required" }),
});

export const whatsappMessageResponse = successBody({
  product_id: z.number().int(),
  /** The ready sales message, in the gym's words (decision 0155). */
  whatsapp_message: z.string(),
  whatsapp_number: z.string(),
  /** https://wa.me/91<number>: the chat a customer orders in. */
  whatsapp_url: z.string(),
  /** https://wa.me/?text=<message>: opens WhatsApp with the message ready to send to any chat or group. */
  share_url: z.string(),
});
export type WhatsappMessageResponse = z.infer<typeof whatsappMessageResponse>;
