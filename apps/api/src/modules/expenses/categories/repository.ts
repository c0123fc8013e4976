import type { ExpenseCategoryType } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  category_type: ExpenseCategoryType;
  is_income: boolean;
  is_active: boolean;
  for_member_payments: boolean;
  created_at: Date;
  transaction_count: number;
  recurring_count: number;
}

export interface CategoryWrite {
  name: string;
  description: string;
  category_type: ExpenseCategoryType;
  is_income: boolean;
  is_active?: boolean;
}

export function categoriesRepository({ db, schema }: DataContext) {
  const categories = qualified(schema, "expense_categories");
  const columns = `c.id, c.name, c.description, c.category_type::text AS category_type, c.is_income, c.is_active,
    c.for_member_payments, c.created_at,
    (SELECT count(*) FROM ${qualified(schema, "expense_transactions")} t WHERE t.category_id = c.id)::int AS transaction_count,
    (SELECT count(*) FROM ${qualified(schema, "recurring_expenses")} r WHERE r.category_id = c.id)::int AS recurring_count`;

  return {
    /** A gym has tens of categories: the whole list, with counts from the category indexes. */
    list(isActive?: boolean): Promise<CategoryRow[]> {
      return db.$queryRawUnsafe<CategoryRow[]>(
        `SELECT ${columns} FROM ${categories} c WHERE ($1::boolean IS NULL OR c.is_active = $1)
          ORDER BY c.is_income DESC, lower(c.name), c.id LIMIT 1000`,
        isActive ?? null,
      );
    },

    async find(id: number): Promise<CategoryRow | null> {
      const rows = await db.$queryRawUnsafe<CategoryRow[]>(
        `SELECT ${columns} FROM ${categories} c WHERE c.id = $1`,
        id,
      );
      return rows[0] ?? null;
    },

    async create(data: CategoryWrite): Promise<number> {
      const row = await db.expenseCategory.create({ data, select: { id: true } });
      return row.id;
    },

    async update(id: number, data: CategoryWrite): Promise<boolean> {
      const { count } = await db.expenseCategory.updateMany({ where: { id }, data });
      return count > 0;
    },

    async remove(id: number): Promise<boolean> {
      const { count } = await db.expenseCategory.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}
