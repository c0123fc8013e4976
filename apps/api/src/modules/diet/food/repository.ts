import type { FoodMenuSummary } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";
import { type FoodFilter, foodWhere } from "./list-sql.ts";

export const foodInclude = { category: { select: { name: true } } } as const;
export type FoodItemRow = Prisma.FoodItemGetPayload<{ include: typeof foodInclude }>;

/** The food item's own columns as create writes them. */
export type FoodItemData = Omit<Prisma.FoodItemUncheckedCreateInput, "id" | "updated_at">;
export type FoodItemChanges = { [K in Exclude<keyof FoodItemData, "created_at">]?: FoodItemData[K] };

/** Food items: Prisma by default; the filtered page and the menu's figures are SQL. */
export function foodItemsRepository({ db, schema }: DataContext) {
  const food = qualified(schema, "food_items");

  return {
    /** Ids of one page of matching items by name, and how many match in all. */
    async pageIds(filter: FoodFilter, limit: number, offset: number) {
      const w = foodWhere(filter);
      const n = w.params.length;
      const [rows, total] = await Promise.all([
        db.$queryRawUnsafe<{ id: number }[]>(
          `SELECT f.id FROM ${food} f ${w.sql} ORDER BY lower(f.name), f.id LIMIT $${n + 1} OFFSET $${n + 2}`,
          ...w.params,
          limit,
          offset,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${food} f ${w.sql}`, ...w.params),
      ]);
      return { ids: rows.map((r) => r.id), count: total[0]?.count ?? 0 };
    },

    /** Full rows for `ids`, in the order of `ids`. */
    async findMany(ids: number[]): Promise<FoodItemRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.foodItem.findMany({ where: { id: { in: ids } }, include: foodInclude });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The stat cards of the whole menu in one pass (part 2 §2, decision 0103). */
    async summary(): Promise<FoodMenuSummary> {
      const rows = await db.$queryRawUnsafe<FoodMenuSummary[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE is_vegetarian)::int AS vegetarian,
                count(*) FILTER (WHERE is_vegan)::int AS vegan,
                count(*) FILTER (WHERE is_gluten_free)::int AS gluten_free
           FROM ${food}`,
      );
      return rows[0]!;
    },

    find(id: number): Promise<FoodItemRow | null> {
      return db.foodItem.findUnique({ where: { id }, include: foodInclude });
    },

    async create(data: FoodItemData): Promise<number> {
      return (await db.foodItem.create({ data, select: { id: true } })).id;
    },

    /** False when the item is gone. */
    async update(id: number, changes: FoodItemChanges): Promise<boolean> {
      const { count } = await db.foodItem.updateMany({ where: { id }, data: changes });
      return count > 0;
    },

    /** False when there was none. */
    async remove(id: number): Promise<boolean> {
      const { count } = await db.foodItem.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}
