import type { ExpenseCategoryType, PaymentMethod, TransactionType } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import type { DataContext } from "../../context.ts";

/** A ledger row as SQL reads it: money as exact decimal text, dates as YYYY-MM-DD. */
export interface TransactionRow {
  id: number;
  category_id: number;
  category_name: string;
  category_type: ExpenseCategoryType;
  member_id: number | null;
  member_name: string | null;
  title: string;
  description: string;
  amount: string;
  transaction_type: TransactionType;
  payment_method: PaymentMethod;
  transaction_date: string;
  reference_number: string;
  notes: string;
  receipt_id: number | null;
  /** The row a voided receipt's reversing row reverses (decision 0334); read-only like a receipt's row. */
  reverses_id: number | null;
  recurring_expense_id: number | null;
  created_at: Date;
}

export interface TransactionFilter {
  start_date?: string;
  end_date?: string;
  transaction_type?: TransactionType;
  search?: string;
  category?: number;
  payment_method?: PaymentMethod;
  member?: number;
}

export interface TransactionWrite {
  category_id: number;
  member_id: number | null;
  title: string;
  description: string;
  amount: string;
  transaction_type: TransactionType;
  payment_method: PaymentMethod;
  transaction_date: string;
  reference_number: string;
  notes: string;
}

const COLUMNS = `t.id, t.category_id, c.name AS category_name, c.category_type::text AS category_type,
  t.member_id, CASE WHEN m.id IS NULL THEN NULL ELSE m.first_name || ' ' || m.last_name END AS member_name,
  t.title, t.description, t.amount::text AS amount, t.transaction_type::text AS transaction_type,
  t.payment_method::text AS payment_method, to_char(t.transaction_date, 'YYYY-MM-DD') AS transaction_date,
  t.reference_number, t.notes, t.receipt_id, t.reverses_id, t.recurring_expense_id, t.created_at`;

/** Raw SQL for reads (one join, filters and paging in SQL); Prisma for single-row writes. */
export function transactionsRepository({ db, schema }: DataContext) {
  const transactions = qualified(schema, "expense_transactions");
  const from = `${transactions} t
    JOIN ${qualified(schema, "expense_categories")} c ON c.id = t.category_id
    LEFT JOIN ${qualified(schema, "members")} m ON m.id = t.member_id`;

  function where(f: TransactionFilter, params: unknown[]): string {
    const c = ["TRUE"];
    const add = (sql: (n: string) => string, v: unknown) => {
      params.push(v);
      c.push(sql(`$${params.length}`));
    };
    if (f.start_date) add((n) => `t.transaction_date >= ${n}::date`, f.start_date);
    if (f.end_date) add((n) => `t.transaction_date <= ${n}::date`, f.end_date);
    if (f.transaction_type) add((n) => `t.transaction_type::text = ${n}`, f.transaction_type);
    if (f.category !== undefined) add((n) => `t.category_id = ${n}`, f.category);
    if (f.payment_method) add((n) => `t.payment_method::text = ${n}`, f.payment_method);
    if (f.member !== undefined) add((n) => `t.member_id = ${n}`, f.member);
    // Part 2 §7: search matches title, description, member name and reference number.
    if (f.search)
      add(
        (n) =>
          `lower(t.title || ' ' || t.description || ' ' || t.reference_number || ' ' || COALESCE(m.first_name || ' ' || m.last_name, '')) LIKE ${n}`,
        likePattern(f.search),
      );
    return c.join(" AND ");
  }

  const toDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
  const data = (w: TransactionWrite) => ({ ...w, transaction_date: toDate(w.transaction_date) });

  return {
    /** A page, newest first (the date index read backwards), and the count and sums of every match. */
    async page(f: TransactionFilter, limit: number, offset: number) {
      const params: unknown[] = [];
      const w = where(f, params);
      const n = params.length;
      const [rows, totals] = await Promise.all([
        db.$queryRawUnsafe<TransactionRow[]>(
          `SELECT ${COLUMNS} FROM ${from} WHERE ${w}
            ORDER BY t.transaction_date DESC, t.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          ...params,
          limit,
          offset,
        ),
        db.$queryRawUnsafe<{ count: number; income: string; expense: string }[]>(
          `SELECT count(*)::int AS count,
                  COALESCE(sum(t.amount) FILTER (WHERE t.transaction_type = 'INCOME'), 0)::text AS income,
                  COALESCE(sum(t.amount) FILTER (WHERE t.transaction_type = 'EXPENSE'), 0)::text AS expense
             FROM ${from} WHERE ${w}`,
          ...params,
        ),
      ]);
      return { rows, totals: totals[0] ?? { count: 0, income: "0", expense: "0" } };
    },

    async find(id: number): Promise<TransactionRow | null> {
      const rows = await db.$queryRawUnsafe<TransactionRow[]>(`SELECT ${COLUMNS} FROM ${from} WHERE t.id = $1`, id);
      return rows[0] ?? null;
    },

    async create(w: TransactionWrite): Promise<number> {
      return (await db.expenseTransaction.create({ data: data(w), select: { id: true } })).id;
    },

    /** Many rows in one statement (the demo seed). */
    async createMany(rows: TransactionWrite[]): Promise<number> {
      return (await db.expenseTransaction.createMany({ data: rows.map(data) })).count;
    },

    async update(id: number, w: TransactionWrite): Promise<boolean> {
      const { count } = await db.expenseTransaction.updateMany({
        where: { id, receipt_id: null, reverses_id: null },
        data: data(w),
      });
      return count > 0;
    },

    /** Never a receipt's row (decision 0161) nor a void's (0334): the condition is in the statement, not only in a prior read. */
    async remove(id: number): Promise<boolean> {
      const { count } = await db.expenseTransaction.deleteMany({ where: { id, receipt_id: null, reverses_id: null } });
      return count > 0;
    },

    async memberExists(id: number): Promise<boolean> {
      const rows = await db.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM ${qualified(schema, "members")} WHERE id = $1`,
        id,
      );
      return rows.length > 0;
    },
  };
}
