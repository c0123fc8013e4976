/** The shop (part 2): product categories, products, the WhatsApp message, the public shop. */
export * from "./categories.ts";
export { formatWhatsappNumber, whatsappNumber } from "./fields.ts";
export * from "./messages.ts";
export * from "./product.ts";
export * from "./product-list.ts";
export * from "./products.ts";
export * from "./public.ts";
export * from "./whatsapp.ts";
