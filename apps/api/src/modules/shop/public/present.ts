import type { PublicProduct } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import { derivedFlags, featuresList, rupees } from "../products/derived.ts";
import { allImages } from "../products/present.ts";
import type { PublicProductRow } from "./repository.ts";

/** A visitor's view of a product: no stock count, threshold, SKU, meta fields or order (decision 0156). */
export function toPublicProduct(row: PublicProductRow): PublicProduct {
  const { in_stock, is_on_sale, discount_percentage } = derivedFlags(row);
  return {
    id: row.id,
    name: row.name,
    short_description: row.short_description,
    description: row.description,
    category_id: row.category_id,
    category_name: row.category.name,
    brand: row.brand,
    price: rupees(row.price),
    original_price: row.original_price === null ? null : rupees(row.original_price),
    is_on_sale,
    discount_percentage,
    in_stock,
    is_featured: row.is_featured,
    main_image: mediaUrlOrNull(row.main_image),
    all_images: allImages(row),
    features_list: featuresList(row.features),
    average_rating: Number(row.average_rating.toFixed(1)),
    total_reviews: row.total_reviews,
    whatsapp_number: row.whatsapp_number,
  };
}
