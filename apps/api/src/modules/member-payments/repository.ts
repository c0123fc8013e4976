import { qualified } from "../../db/pool.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { likePattern } from "../../lib/like-pattern.ts";
import type { DataContext } from "../context.ts";
import type { SettingsRow } from "./settings-repository.ts";
import { feeSql, MEMBER_COLUMNS, PAYMENT_COLUMNS, statusSql } from "./sql.ts";

export type { SettingsRow } from "./settings-repository.ts";
export { feeSql, statusSql } from "./sql.ts";

export type Tx = Prisma.TransactionClient;
type Sql = Pick<Tx, "$queryRawUnsafe">;

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

/** Raw SQL, schema-qualified (raw queries do not get Prisma's schema, DESIGN §3). */
export function memberPaymentsRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const receipts = qualified(schema, "payment_receipts");
  const counters = qualified(schema, "invoice_counters");
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

  return {
    async list(f: PaymentListFilter): Promise<{ rows: PaymentRow[]; count: number }> {
      const params: unknown[] = [f.today];
      const where = listWhere(f, params);
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

    /** Records that these members were sent a reminder now; answers the moment (ISO). */
    async markReminded(memberIds: number[]): Promise<string> {
      const rows = await db.$queryRawUnsafe<{ at: string }[]>(
        `WITH done AS (UPDATE ${members} SET last_reminder_at = now() WHERE id = ANY($1::int[]))
         SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at`,
        memberIds,
      );
      return rows[0]!.at;
    },

    /** Locks the records (in id order, so two bulk calls never deadlock) for the rest of `tx`. */
    async lock(tx: Tx, ids: number[]): Promise<PaymentRow[]> {
      return tx.$queryRawUnsafe<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id
          WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR UPDATE OF p`,
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
    async insert(
      tx: Tx,
      row: { member_id: number; month: string; due_date: string; amount_due: string; reference: string; notes: string },
    ): Promise<number | null> {
      const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO ${payments} (member_id, membership_month, amount_due, due_date, reference_number, notes)
         VALUES ($1, $2::date, $3::numeric, $4::date, $5, $6)
         ON CONFLICT (member_id, membership_month) DO NOTHING RETURNING id`,
        row.member_id,
        row.month,
        row.amount_due,
        row.due_date,
        row.reference,
        row.notes,
      );
      return rows[0]?.id ?? null;
    },

    /** The next invoice number of a financial year, gap-free: the counter rolls back with `tx`. */
    async nextInvoiceNumber(tx: Tx, fy: string): Promise<number> {
      const rows = await tx.$queryRawUnsafe<{ n: number }[]>(
        `INSERT INTO ${counters} (financial_year, last_number) VALUES ($1, 1)
         ON CONFLICT (financial_year) DO UPDATE SET last_number = ${counters}.last_number + 1
         RETURNING last_number AS n`,
        fy,
      );
      return rows[0]!.n;
    },

    /** Null when a receipt with this key exists already (exactly once, decision 0182). */
    async insertReceipt(
      tx: Tx,
      r: { payment_id: number; key: string; amount: string; method: string; date: string; invoice_number: string },
    ): Promise<number | null> {
      const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO ${receipts} (payment_id, receipt_key, amount, payment_method, payment_date, invoice_number)
         VALUES ($1, $2, $3::numeric, $4::text::${methodType}, $5::date, $6)
         ON CONFLICT (receipt_key) DO NOTHING RETURNING id`,
        r.payment_id,
        r.key,
        r.amount,
        r.method,
        r.date,
        r.invoice_number,
      );
      return rows[0]?.id ?? null;
    },

    async applyReceipt(
      tx: Tx,
      id: number,
      r: { paid: string; late_fee: string; method: string; date: string },
    ): Promise<void> {
      await tx.$queryRawUnsafe(
        `UPDATE ${payments} SET amount_paid = $2::numeric, late_fee = $3::numeric,
                payment_method = $4::text::${methodType}, payment_date = $5::date, updated_at = now()
          WHERE id = $1`,
        id,
        r.paid,
        r.late_fee,
        r.method,
        r.date,
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
                cancelled = COALESCE($4, cancelled), updated_at = now()
          WHERE id = $1`,
        id,
        d.notes ?? null,
        d.method ?? null,
        d.cancelled ?? null,
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

    async members(search: string | undefined, limit: number, today: string): Promise<MemberPlanRow[]> {
      const params: unknown[] = [today, limit];
      let where = "TRUE";
      if (search) {
        params.push(likePattern(search));
        // The members area's trigram expression (migration 20261121010000_members), so the index serves it.
        where = `lower(m.first_name || ' ' || m.last_name || ' ' || m.username || ' ' || m.email || ' ' || m.phone || ' ' || m.member_id) LIKE $3`;
      }
      return db.$queryRawUnsafe<MemberPlanRow[]>(
        `SELECT ${MEMBER_COLUMNS} FROM ${members} m WHERE ${where} ORDER BY m.first_name, m.last_name, m.id LIMIT $2`,
        ...params,
      );
    },

    /** Paying renews: a new renewal date and ACTIVE. */
    async renew(tx: Tx, memberId: number, renewalDate: string): Promise<void> {
      await tx.$queryRawUnsafe(
        `UPDATE ${members} SET renewal_date = $2::date, status = 'ACTIVE', updated_at = now() WHERE id = $1`,
        memberId,
        renewalDate,
      );
    },

    async settings(sql: Sql = db): Promise<SettingsRow | null> {
      const rows = await sql.$queryRawUnsafe<SettingsRow[]>(
        `SELECT default_plan_name, default_plan_amount::text AS default_plan_amount, gym_address, gym_phone, gym_state,
                gstin, sac_code, gst_rate::text AS gst_rate, upi_vpa, upi_payee_name,
                template_due_soon, template_overdue, template_received
           FROM ${settings} WHERE id = 1`,
      );
      return rows[0] ?? null;
    },

    /** A member's records from `from` to `to` (membership months), newest first. */
    timeline(memberId: number, from: string, to: string): Promise<PaymentRow[]> {
      return db.$queryRawUnsafe<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id
          WHERE p.member_id = $1 AND p.membership_month BETWEEN $2::date AND $3::date
          ORDER BY p.membership_month DESC`,
        memberId,
        from,
        to,
      );
    },
  };
}
