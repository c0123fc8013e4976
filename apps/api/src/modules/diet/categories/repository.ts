import { qualified } from "../../../db/pool.ts";
import type { DietCategory as CategoryColumns } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

/** A diet category with how many food items it holds. */
export type DietCategoryRow = CategoryColumns & { food_count: number };

export interface DietCategoryData {
  name: string;
  description: string;
  image: string | null;
  display_order: number;
}

/** Diet categories: Prisma for writes, one SQL statement for the counted list. */
export function dietCategoriesRepository({ db, schema }: DataContext) {
  const categories = qualified(schema, "diet_categories");
  const food = qualified(schema, "food_items");

  const counted = (where: string) => `
    SELECT c.*, COALESCE(n.total, 0)::int AS food_count
      FROM ${categories} c
      LEFT JOIN (SELECT category_id, count(*) AS total FROM ${food} GROUP BY category_id) n ON n.category_id = c.id
     ${where}`;

  return {
    /** One page in display order, then name (part 2 §3 display_order). */
    async page(page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        db.$queryRawUnsafe<DietCategoryRow[]>(
          `${counted("")} ORDER BY c.display_order, lower(c.name), c.id LIMIT $1 OFFSET $2`,
          pageSize,
          (page - 1) * pageSize,
        ),
        db.dietCategory.count(),
      ]);
      return { rows, count };
    },

    async find(id: number): Promise<DietCategoryRow | null> {
      const rows = await db.$queryRawUnsafe<DietCategoryRow[]>(counted("WHERE c.id = $1"), id);
      return rows[0] ?? null;
    },

    async exists(id: number): Promise<boolean> {
      return (await db.dietCategory.count({ where: { id } })) > 0;
    },

    async create(data: DietCategoryData): Promise<number> {
      return (await db.dietCategory.create({ data, select: { id: true } })).id;
    },
  };
}
