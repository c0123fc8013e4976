import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

export const publicProductSelect = {
  id: true,
  name: true,
  short_description: true,
  description: true,
  category_id: true,
  category: { select: { name: true } },
  brand: true,
  price: true,
  original_price: true,
  stock_quantity: true,
  low_stock_threshold: true,
  is_featured: true,
  main_image: true,
  image_2: true,
  image_3: true,
  image_4: true,
  features: true,
  average_rating: true,
  total_reviews: true,
  whatsapp_number: true,
} as const satisfies Prisma.ProductSelect;
export type PublicProductRow = Prisma.ProductGetPayload<{ select: typeof publicProductSelect }>;

/** The public shop's reads: one page of visible products, and the categories that have some. */
export function publicShopRepository({ db, schema }: DataContext) {
  const products = qualified(schema, "products");
  const categories = qualified(schema, "product_categories");
  return {
    /** Featured first, then what can be bought today, then the gym's own order, newest first. */
    async page(category: number | undefined, limit: number, offset: number) {
      const params: unknown[] = [];
      const inCategory = category === undefined ? "" : `AND p.category_id = $${params.push(category)}`;
      const from = `FROM ${products} p JOIN ${categories} c ON c.id = p.category_id
                   WHERE p.is_active AND c.is_active ${inCategory}`;
      const [ids, total] = await Promise.all([
        db.$queryRawUnsafe<{ id: number }[]>(
          `SELECT p.id ${from}
            ORDER BY p.is_featured DESC, (p.stock_quantity > 0) DESC, p.display_order, p.created_at DESC, p.id DESC
            LIMIT ${limit} OFFSET ${offset}`,
          ...params,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count ${from}`, ...params),
      ]);
      const rows = await db.product.findMany({
        where: { id: { in: ids.map((r) => r.id) } },
        select: publicProductSelect,
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { rows: ids.flatMap((r) => byId.get(r.id) ?? []), count: total[0]?.count ?? 0 };
    },

    /** Active categories with at least one active product, in the gym's order. */
    categories() {
      return db.$queryRawUnsafe<{ id: number; name: string; product_count: number }[]>(
        `SELECT c.id, c.name, count(p.id)::int AS product_count
           FROM ${categories} c
           JOIN ${products} p ON p.category_id = c.id AND p.is_active
          WHERE c.is_active
          GROUP BY c.id ORDER BY c.display_order, lower(c.name), c.id`,
      );
    },
  };
}
