import type { Product } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import { derivedFlags, featuresList, rupees } from "./derived.ts";
import { IMAGE_COLUMNS, type ProductRow } from "./repository.ts";

/** The image URLs of a product, main first, empty slots skipped (part 2 §3 all_images). */
export function allImages(row: Record<(typeof IMAGE_COLUMNS)[number], string | null>): string[] {
  return IMAGE_COLUMNS.flatMap((c) => mediaUrlOrNull(row[c]) ?? []);
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    short_description: row.short_description,
    category: row.category_id,
    category_id: row.category_id,
    category_name: row.category.name,
    category_is_active: row.category.is_active,
    price: rupees(row.price),
    original_price: row.original_price === null ? null : rupees(row.original_price),
    brand: row.brand,
    model: row.model,
    sku: row.sku,
    main_image: mediaUrlOrNull(row.main_image),
    image_2: mediaUrlOrNull(row.image_2),
    image_3: mediaUrlOrNull(row.image_3),
    image_4: mediaUrlOrNull(row.image_4),
    all_images: allImages(row),
    weight: row.weight,
    dimensions: row.dimensions,
    color: row.color,
    size: row.size,
    material: row.material,
    stock_quantity: row.stock_quantity,
    low_stock_threshold: row.low_stock_threshold,
    is_active: row.is_active,
    is_featured: row.is_featured,
    ...derivedFlags(row),
    features: row.features,
    features_list: featuresList(row.features),
    usage_instructions: row.usage_instructions,
    warnings: row.warnings,
    whatsapp_number: row.whatsapp_number,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    keywords: row.keywords,
    display_order: row.display_order,
    average_rating: Number(row.average_rating.toFixed(1)),
    total_reviews: row.total_reviews,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
