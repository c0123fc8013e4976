import { qualified } from "../../../db/pool.ts";
import type { ProductCategory as CategoryColumns } from "../../../generated/prisma/client.ts";
import { isForeignKeyViolation } from "../../../lib/db-errors.ts";
import type { DataContext } from "../../context.ts";

/** A category with its product counts (part 2 §3 active_products_count; products_count blocks delete). */
export type ProductCategoryRow = CategoryColumns & { active_products_count: number; products_count: number };

export interface ProductCategoryData {
  name: string;
  description: string;
  image: string | null;
  is_active: boolean;
  display_order: number;
  meta_title: string;
  meta_description: string;
}

/** Product categories: Prisma for writes, one SQL statement for the counted list. */
export function productCategoriesRepository({ db, schema }: DataContext) {
  const categories = qualified(schema, "product_categories");
  const products = qualified(schema, "products");

  /** Rows with both counts, counted per category in one grouped subquery. */
  const counted = (where: string) => `
    SELECT c.*, COALESCE(n.active, 0)::int AS active_products_count, COALESCE(n.total, 0)::int AS products_count
      FROM ${categories} c
      LEFT JOIN (SELECT category_id, count(*) FILTER (WHERE is_active) AS active, count(*) AS total
                   FROM ${products} GROUP BY category_id) n ON n.category_id = c.id
     ${where}`;

  return {
    async page(filter: { is_active?: boolean }, page: number, pageSize: number) {
      const params: unknown[] = [];
      const where = filter.is_active === undefined ? "" : `WHERE c.is_active = $${params.push(filter.is_active)}`;
      const [rows, total] = await Promise.all([
        db.$queryRawUnsafe<ProductCategoryRow[]>(
          `${counted(where)} ORDER BY c.display_order, lower(c.name), c.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          ...params,
        ),
        db.productCategory.count({ where: { is_active: filter.is_active } }),
      ]);
      return { rows, count: total };
    },

    async find(id: number): Promise<ProductCategoryRow | null> {
      const rows = await db.$queryRawUnsafe<ProductCategoryRow[]>(counted("WHERE c.id = $1"), id);
      return rows[0] ?? null;
    },

    async exists(id: number): Promise<boolean> {
      return (await db.productCategory.count({ where: { id } })) > 0;
    },

    async create(data: ProductCategoryData): Promise<number> {
      return (await db.productCategory.create({ data, select: { id: true } })).id;
    },

    /** False when the row is gone. */
    async update(id: number, changes: Partial<ProductCategoryData>): Promise<boolean> {
      const { count } = await db.productCategory.updateMany({ where: { id }, data: changes });
      return count > 0;
    },

    /**
     * Deletes a category without products (part 2 §5) in one statement under its row lock. A product
     * added meanwhile makes the RESTRICT key refuse the delete (23001): then the products are counted
     * again and nothing is deleted. `products` > 0: the category stays. Null when there is none.
     */
    async remove(id: number): Promise<{ image: string | null; products: number } | null> {
      try {
        const rows = await db.$queryRawUnsafe<{ image: string | null; products: number }[]>(
          `WITH c AS (SELECT id, image FROM ${categories} WHERE id = $1 FOR UPDATE),
                n AS (SELECT count(*)::int AS products FROM ${products} WHERE category_id = $1),
                d AS (DELETE FROM ${categories} WHERE id IN (SELECT id FROM c) AND (SELECT products FROM n) = 0)
           SELECT c.image, n.products FROM c CROSS JOIN n`,
          id,
        );
        return rows[0] ?? null;
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        const row = await db.productCategory.findUnique({ where: { id }, select: { image: true } });
        return row ? { image: row.image, products: await db.product.count({ where: { category_id: id } }) } : null;
      }
    },
  };
}
