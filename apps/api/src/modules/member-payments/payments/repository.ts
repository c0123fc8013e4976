import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import type { DataContext } from "../../context.ts";
import type { SettingsRow } from "../settings/repository.ts";
import { feeSql, MEMBER_COLUMNS, PAYMENT_COLUMNS, statusSql } from "../sql.ts";

export type Tx = Prisma.TransactionClient;
/** Where a read runs: the transaction when given, else the gym's client. */
export type Sql = Pick<Tx, "$queryRawUnsafe">;

/** A payment record as SQL reads it: money as exact decimal text, dates as YYYY-MM-DD. */
export interface PaymentRow {
  id: number;
  member_id: number;
  member_name: string;
  member_phone: string;
  membership_month: string;
  amount_due: string;
  amount_paid: string;
  late_fee: string;
  cancelled: boolean;
  payment_method: string | null;
  due_date: string;
  payment_date: string | null;
  reference_number: string;
  notes: string;
  /** The period the bill pays for (decision 0240); null on history. */
  period_from: string | null;
  period_to: string | null;
  /** The discount on the bill (decision 0291); null without one. */
  discount_amount: string | null;
  discount_reason: string | null;
  amount_before_discount: string | null;
}

/** A bill to write: its month, due date and period as the chain made them (decision 0240). */
export interface NewBillRow {
  member_id: number;
  month: string;
  due_date: string;
  amount_due: string;
  reference: string;
  notes: string;
  period_from: string | null;
  period_to: string | null;
}

export interface PaymentListFilter {
  today: string;
  member_id?: number;
  payment_status?: string;
  /** Inclusive range of membership months (first days). */
  from?: string;
  to?: string;
  search?: string;
  limit: number;
  offset: number;
}

export interface MemberPlanRow {
  id: number;
  member_id: string;
  full_name: string;
  username: string;
  email: string;
  phone: string;
  status: string;
  renewal_date: string;
  days_left: number;
  plan_name: string | null;
  plan_amount: string | null;
  last_reminder_at: string | null;
}

/**
 * Payment records, the member a payment is for and the gym's payment settings as a payment reads them.
 * Raw SQL, schema-qualified (raw queries do not get Prisma's schema, DESIGN §3).
 */
export function memberPaymentsRepository({ db, schema, now }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const settings = qualified(schema, "payment_settings");
  const methodType = qualified(schema, "member_payment_method");

  function listWhere(f: PaymentListFilter, params: unknown[]) {
    // $1 (today) is typed here even when no filter reads it: an unused untyped parameter is an error.
    const c = ["$1::date IS NOT NULL"];
    const add = (sql: (n: string) => string, v: unknown) => {
      params.push(v);
      c.push(sql(`$${params.length}`));
    };
    if (f.member_id !== undefined) add((n) => `p.member_id = ${n}`, f.member_id);
    if (f.from) add((n) => `p.membership_month >= ${n}::date`, f.from);
    if (f.to) add((n) => `p.membership_month <= ${n}::date`, f.to);
    if (f.payment_status) add((n) => `${statusSql("p", feeSql("p", "$1"), "$1")} = ${n}`, f.payment_status);
    if (f.search)
      add(
        (n) =>
          `lower(m.first_name || ' ' || m.last_name || ' ' || p.reference_number || ' ' || to_char(p.membership_month, 'FMMonth YYYY')) LIKE ${n}`,
        likePattern(f.search),
      );
    return c.join(" AND ");
  }

  /**
   * Bills in one statement; a member's month that already has one is left out of the answer (the
   * unique key decides, not a prior read).
   */
  const insertMany = async (
    tx: Sql,
    rows: NewBillRow[],
  ): Promise<{ id: number; member_id: number; due_date: string }[]> => {
    if (!rows.length) return [];
    const column = <K extends keyof NewBillRow>(key: K) => rows.map((r) => r[key]);
    return tx.$queryRawUnsafe<{ id: number; member_id: number; due_date: string }[]>(
      `INSERT INTO ${payments}
         (member_id, membership_month, amount_due, due_date, reference_number, notes, period_from, period_to,
          created_at, updated_at)
       SELECT member_id, month, amount, due, reference, notes, period_from, period_to, $9, $9
         FROM unnest($1::int[], $2::date[], $3::numeric[], $4::date[], $5::text[], $6::text[], $7::date[], $8::date[])
           AS b(member_id, month, amount, due, reference, notes, period_from, period_to)
       -- Any unique key (the month's, or its reference PAY{id}{YYYYMM}): a parallel call made it already.
       ON CONFLICT DO NOTHING
       RETURNING id, member_id, to_char(due_date, 'YYYY-MM-DD') AS due_date`,
      column("member_id"),
      column("month"),
      column("amount_due"),
      column("due_date"),
      column("reference"),
      column("notes"),
      column("period_from"),
      column("period_to"),
      now(),
    );
  };

  return {
    async list(f: PaymentListFilter): Promise<{ rows: PaymentRow[]; count: number }> {
      const params: unknown[] = [f.today];
      // $1 (today) is typed here: without a status filter nothing else uses it (42P18, a 500; found by the fuzz test).
      const where = `$1::date IS NOT NULL AND ${listWhere(f, params)}`;
      const from = `${payments} p JOIN ${members} m ON m.id = p.member_id`;
      const n = params.length;
      const [rows, count] = await Promise.all([
        db.$queryRawUnsafe<PaymentRow[]>(
          `SELECT ${PAYMENT_COLUMNS} FROM ${from} WHERE ${where}
            ORDER BY p.membership_month DESC, p.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          ...params,
          f.limit,
          f.offset,
        ),
        db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, ...params),
      ]);
      return { rows, count: count[0]?.n ?? 0 };
    },

    async find(id: number, sql: Sql = db): Promise<PaymentRow | null> {
      const rows = await sql.$queryRawUnsafe<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id WHERE p.id = $1`,
        id,
      );
      return rows[0] ?? null;
    },

    async findMany(ids: number[]): Promise<PaymentRow[]> {
      return db.$queryRawUnsafe<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id
          WHERE p.id = ANY($1::int[]) ORDER BY m.first_name, m.last_name, p.id`,
        ids,
      );
    },

    /** The record of a member's month, locked; null when there is none. */
    async lockMonth(tx: Tx, memberId: number, month: string): Promise<PaymentRow | null> {
      const rows = await tx.$queryRawUnsafe<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id
          WHERE p.member_id = $1 AND p.membership_month = $2::date FOR UPDATE OF p`,
        memberId,
        month,
      );
      return rows[0] ?? null;
    },

    /** Null when the month already has a record (the unique key decides, not a prior read). */
    async insert(tx: Tx, row: NewBillRow): Promise<number | null> {
      const [written] = await insertMany(tx, [row]);
      return written?.id ?? null;
    },

    insertMany,

    /** A member's open bills on `today` (neither cancelled nor settled), oldest first, locked. */
    async lockOpen(tx: Tx, memberId: number, today: string): Promise<PaymentRow[]> {
      return tx.$queryRawUnsafe<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id
          WHERE p.member_id = $1 AND NOT p.cancelled AND p.amount_paid < p.amount_due + ${feeSql("p", "$2")}
          ORDER BY COALESCE(p.period_from, p.membership_month), p.membership_month FOR UPDATE OF p`,
        memberId,
        today,
      );
    },

    async updateDetails(
      tx: Tx,
      id: number,
      d: { notes?: string; method?: string; cancelled?: boolean },
    ): Promise<void> {
      await tx.$queryRawUnsafe(
        `UPDATE ${payments} SET notes = COALESCE($2, notes),
                payment_method = COALESCE($3::text::${methodType}, payment_method),
                cancelled = COALESCE($4, cancelled), updated_at = $5
          WHERE id = $1`,
        id,
        d.notes ?? null,
        d.method ?? null,
        d.cancelled ?? null,
        now(),
      );
    },

    /** Gives the bill its discount (decision 0291); `late_fee` is the fee frozen when the discount settles it. */
    async discount(
      tx: Tx,
      id: number,
      d: { amount_due: string; discount: string; reason: string; before: string; late_fee: string },
    ): Promise<void> {
      await tx.$queryRawUnsafe(
        `UPDATE ${payments} SET amount_due = $2::numeric, discount_amount = $3::numeric, discount_reason = $4,
                amount_before_discount = $5::numeric, late_fee = $6::numeric, updated_at = $7
          WHERE id = $1`,
        id,
        d.amount_due,
        d.discount,
        d.reason,
        d.before,
        d.late_fee,
        now(),
      );
    },

    /** The bill's amount before its discount again, and no discount (decision 0293). */
    async removeDiscount(tx: Tx, id: number): Promise<void> {
      await tx.$queryRawUnsafe(
        `UPDATE ${payments} SET amount_due = amount_before_discount, discount_amount = NULL, discount_reason = NULL,
                amount_before_discount = NULL, updated_at = $2
          WHERE id = $1 AND amount_before_discount IS NOT NULL`,
        id,
        now(),
      );
    },

    async member(id: number, today: string, sql: Sql = db): Promise<MemberPlanRow | null> {
      const rows = await sql.$queryRawUnsafe<MemberPlanRow[]>(
        `SELECT ${MEMBER_COLUMNS} FROM ${members} m WHERE m.id = $2`,
        today,
        id,
      );
      return rows[0] ?? null;
    },

    async settings(sql: Sql = db): Promise<SettingsRow | null> {
      const rows = await sql.$queryRawUnsafe<SettingsRow[]>(
        `SELECT default_plan_name, default_plan_amount::text AS default_plan_amount, gym_address, gym_phone, gym_state,
                gstin, sac_code, gst_rate::text AS gst_rate, upi_vpa, upi_payee_name,
                template_due_soon, template_overdue, template_received, backdate_days
           FROM ${settings} WHERE id = 1`,
      );
      return rows[0] ?? null;
    },
  };
}
