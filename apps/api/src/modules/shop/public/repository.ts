import { qualified } from "../../../db/pool.ts";
import { Prisma } from "../../../generated/prisma/client.ts";
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

/** The columns `publicProductSelect` names, money as exact text (made Decimals again by `toRow`). */
const PUBLIC_COLUMNS = `p.id, p.name, p.short_description, p.description, p.category_id, p.brand, p.price::text AS price,
  p.original_price::text AS original_price, p.stock_quantity, p.low_stock_threshold, p.is_featured, p.main_image,
  p.image_2, p.image_3, p.image_4, p.features, p.average_rating::text AS average_rating, p.total_reviews,
  p.whatsapp_number`;

type PageRow = Omit<PublicProductRow, "category" | "price" | "original_price" | "average_rating"> & {
  price: string;
  original_price: string | null;
  average_rating: string;
  category_name: string;
  total: number;
};

function toRow({
  category_name,
  total: _total,
  price,
  original_price,
  average_rating,
  ...row
}: PageRow): PublicProductRow {
  return {
    ...row,
    category: { name: category_name },
    price: new Prisma.Decimal(price),
    original_price: original_price === null ? null : new Prisma.Decimal(original_price),
    average_rating: new Prisma.Decimal(average_rating),
  };
}

/** The public shop's reads: one page of visible products, and the categories that have some. */
export function publicShopRepository({ db, schema }: DataContext) {
  const products = qualified(schema, "products");
  const categories = qualified(schema, "product_categories");
  return {
    /**
     * Featured first, then what can be bought today, then the gym's own order, newest first. One
     * statement (the total comes with the rows, the category's name by a join): the page's hot path.
     */
    async page(category: number | undefined, limit: number, offset: number) {
      const chosen = category === undefined ? [] : [category];
      const visible = (n: number) =>
        `FROM ${products} p JOIN ${categories} c ON c.id = p.category_id
        WHERE p.is_active AND c.is_active ${category === undefined ? "" : `AND p.category_id = $${n}`}`;
      const rows = await db.$queryRawUnsafe<PageRow[]>(
        `SELECT ${PUBLIC_COLUMNS}, c.name AS category_name, count(*) OVER ()::int AS total ${visible(3)}
          ORDER BY p.is_featured DESC, (p.stock_quantity > 0) DESC, p.display_order, p.created_at DESC, p.id DESC
          LIMIT $1 OFFSET $2`,
        limit,
        offset,
        ...chosen,
      );
      if (rows.length > 0 || offset === 0) return { rows: rows.map(toRow), count: rows[0]?.total ?? 0 };
      // A page past the end has no row to carry the total: only then is it counted on its own.
      const total = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${visible(1)}`, ...chosen);
      return { rows: [], count: total[0]?.n ?? 0 };
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
