import type { ProductOrdering, ProductsSummary } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";
import { ORDER_BY, type ProductFilter, productWhere } from "./list-sql.ts";
import { updateStatement } from "./update-sql.ts";

export const productInclude = { category: { select: { name: true, is_active: true } } } as const;
export type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

/** The product's own columns as create and update write them. */
export type ProductData = Omit<Prisma.ProductUncheckedCreateInput, "id" | "updated_at">;
export type ProductChanges = { [K in Exclude<keyof ProductData, "created_at">]?: ProductData[K] };

export const IMAGE_COLUMNS = ["main_image", "image_2", "image_3", "image_4"] as const;

/** Products: Prisma by default; the filtered, ordered page and the shop's figures are SQL. */
export function productsRepository(ctx: DataContext) {
  const { db, schema, now } = ctx;
  const products = qualified(schema, "products");

  return {
    /** Ids of one page of matching products in the asked order, and how many match in all. */
    async pageIds(filter: ProductFilter, ordering: ProductOrdering, limit: number, offset: number) {
      const w = productWhere(filter);
      const [rows, total] = await Promise.all([
        db.$queryRawUnsafe<{ id: number }[]>(
          `SELECT p.id FROM ${products} p ${w.sql} ORDER BY ${ORDER_BY[ordering]} LIMIT ${limit} OFFSET ${offset}`,
          ...w.params,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM ${products} p ${w.sql}`,
          ...w.params,
        ),
      ]);
      return { ids: rows.map((r) => r.id), count: total[0]?.count ?? 0 };
    },

    /** Full rows for `ids`, in the order of `ids`. */
    async findMany(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.product.findMany({ where: { id: { in: ids } }, include: productInclude });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The whole shop's figures in one pass (decision 0154). */
    async summary(): Promise<ProductsSummary> {
      const rows = await db.$queryRawUnsafe<ProductsSummary[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE is_active)::int AS active,
                count(*) FILTER (WHERE is_featured)::int AS featured,
                count(*) FILTER (WHERE original_price > price)::int AS on_sale,
                count(*) FILTER (WHERE stock_quantity = 0)::int AS out_of_stock,
                count(*) FILTER (WHERE stock_quantity > 0 AND stock_quantity <= low_stock_threshold)::int AS low_stock
           FROM ${products}`,
      );
      return rows[0]!;
    },

    find(id: number): Promise<ProductRow | null> {
      return db.product.findUnique({ where: { id }, include: productInclude });
    },

    create(data: ProductData): Promise<ProductRow> {
      return db.product.create({ data, include: productInclude });
    },

    /**
     * Changes the product under its row lock, so two edits of its pictures never remove each other's
     * files. Returns the image paths the change replaced or emptied, or null when the product is gone.
     */
    async update(id: number, changes: ProductChanges): Promise<string[] | null> {
      const { sql, params } = updateStatement(products, IMAGE_COLUMNS, changes, now());
      const rows = await db.$queryRawUnsafe<Record<(typeof IMAGE_COLUMNS)[number], string | null>[]>(
        sql,
        id,
        ...params,
      );
      const old = rows[0];
      if (!old) return null;
      return IMAGE_COLUMNS.filter((c) => changes[c] !== undefined && changes[c] !== old[c]).flatMap(
        (c) => old[c] ?? [],
      );
    },

    /** The deleted product's image paths, or null when there was none. */
    async remove(id: number): Promise<(string | null)[] | null> {
      const rows = await db.$queryRawUnsafe<Record<string, string | null>[]>(
        `DELETE FROM ${products} WHERE id = $1 RETURNING ${IMAGE_COLUMNS.join(", ")}`,
        id,
      );
      return rows[0] ? IMAGE_COLUMNS.map((c) => rows[0]![c] ?? null) : null;
    },
  };
}
