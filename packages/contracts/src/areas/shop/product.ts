import { successBody, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";

/** The read shape of part 2 §3, with the server's derived fields (decision 0150). Money is rupees as JSON numbers. */
export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  short_description: z.string(),
  /** The category's id, as written (`category`) and as read (`category_id`). */
  category: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_is_active: z.boolean(),
  price: z.number(),
  original_price: z.number().nullable(),
  brand: z.string(),
  model: z.string(),
  sku: z.string(),
  main_image: z.string().nullable(),
  image_2: z.string().nullable(),
  image_3: z.string().nullable(),
  image_4: z.string().nullable(),
  all_images: z.array(z.string()),
  weight: z.string(),
  dimensions: z.string(),
  color: z.string(),
  size: z.string(),
  material: z.string(),
  stock_quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
  in_stock: z.boolean(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  is_on_sale: z.boolean(),
  is_low_stock: z.boolean(),
  discount_percentage: z.number().int(),
  features: z.string(),
  features_list: z.array(z.string()),
  usage_instructions: z.string(),
  warnings: z.string(),
  whatsapp_number: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  keywords: z.string(),
  display_order: z.number().int(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const productDetailResponse = successBody({ product });
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

export const productResponse = successMessageBody({ product });
export type ProductResponse = z.infer<typeof productResponse>;
