import type { ExpenseCategoryType, PaymentMethod, RecurringFrequency } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

export interface RecurringRow {
  id: number;
  category_id: number;
  category_name: string;
  category_type: ExpenseCategoryType;
  name: string;
  description: string;
  amount: string;
  frequency: RecurringFrequency;
  payment_method: PaymentMethod;
  start_date: string;
  end_date: string | null;
  next_due_date: string;
  last_generated_date: string | null;
  auto_generate: boolean;
  is_active: boolean;
  days_until_due: number;
  posted_count: number;
  created_at: Date;
}

export interface RecurringWrite {
  category_id: number;
  name: string;
  description: string;
  amount: string;
  frequency: RecurringFrequency;
  payment_method: PaymentMethod;
  start_date: string;
  end_date: string | null;
  next_due_date: string;
  auto_generate: boolean;
  is_active: boolean;
}

export function recurringRepository({ db, schema }: DataContext) {
  const recurring = qualified(schema, "recurring_expenses");
  const columns = `r.id, r.category_id, c.name AS category_name, c.category_type::text AS category_type, r.name,
    r.description, r.amount::text AS amount, r.frequency::text AS frequency, r.payment_method::text AS payment_method,
    to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.end_date, 'YYYY-MM-DD') AS end_date,
    to_char(r.next_due_date, 'YYYY-MM-DD') AS next_due_date,
    to_char(r.last_generated_date, 'YYYY-MM-DD') AS last_generated_date, r.auto_generate, r.is_active,
    (r.next_due_date - $1::date) AS days_until_due,
    (SELECT count(*) FROM ${qualified(schema, "expense_transactions")} t WHERE t.recurring_expense_id = r.id)::int AS posted_count,
    r.created_at`;
  const from = `${recurring} r JOIN ${qualified(schema, "expense_categories")} c ON c.id = r.category_id`;
  const toDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
  const data = (w: RecurringWrite) => ({
    ...w,
    start_date: toDate(w.start_date),
    end_date: w.end_date === null ? null : toDate(w.end_date),
    next_due_date: toDate(w.next_due_date),
  });

  return {
    /** A gym keeps a handful of schedules: active first, the soonest due first. */
    list(today: string): Promise<RecurringRow[]> {
      return db.$queryRawUnsafe<RecurringRow[]>(
        `SELECT ${columns} FROM ${from} ORDER BY r.is_active DESC, r.next_due_date, r.id LIMIT 1000`,
        today,
      );
    },

    async find(id: number, today: string): Promise<RecurringRow | null> {
      const rows = await db.$queryRawUnsafe<RecurringRow[]>(
        `SELECT ${columns} FROM ${from} WHERE r.id = $2`,
        today,
        id,
      );
      return rows[0] ?? null;
    },

    async create(w: RecurringWrite): Promise<number> {
      return (await db.recurringExpense.create({ data: data(w), select: { id: true } })).id;
    },

    async update(id: number, w: RecurringWrite): Promise<boolean> {
      const { count } = await db.recurringExpense.updateMany({ where: { id }, data: data(w) });
      return count > 0;
    },

    async remove(id: number): Promise<boolean> {
      const { count } = await db.recurringExpense.deleteMany({ where: { id } });
      return count > 0;
    },
  };
}
