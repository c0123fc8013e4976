import { LATE_FEE_GRACE_DAYS, LATE_FEE_PERCENT } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { likePattern } from "../../lib/like-pattern.ts";
import type { DataContext } from "../context.ts";

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

/**
 * The late fee on the day `$today`, exactly as `lateFeePaise`/`paymentState` (contracts) compute it:
 * the frozen fee once settled or cancelled, else 5% (rounded half up to the paisa) capped at 200 once
 * more than 7 days past the due date, never below what an earlier receipt froze.
 */
export const feeSql = (p: string, today: string) =>
  `CASE WHEN ${p}.cancelled OR ${p}.amount_paid >= ${p}.amount_due + ${p}.late_fee THEN ${p}.late_fee
        WHEN ${today}::date - ${p}.due_date > ${LATE_FEE_GRACE_DAYS}
          THEN GREATEST(${p}.late_fee, LEAST(round(${p}.amount_due * ${LATE_FEE_PERCENT / 100}, 2), 200))
        ELSE ${p}.late_fee END`;

/** The status on `$today` from the amounts, the dates and the fee column `fee` (see feeSql). */
export const statusSql = (p: string, fee: string, today: string) =>
  `CASE WHEN ${p}.cancelled THEN 'CANCELLED'
        WHEN ${p}.amount_paid >= ${p}.amount_due + ${fee} THEN 'PAID'
        WHEN ${p}.amount_paid > 0 THEN 'PARTIAL'
        WHEN ${today}::date > ${p}.due_date THEN 'OVERDUE'
        ELSE 'PENDING' END`;

const PAYMENT_COLUMNS = `p.id, p.member_id, m.first_name || ' ' || m.last_name AS member_name, m.phone AS member_phone,
  to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month, p.amount_due::text AS amount_due,
  p.amount_paid::text AS amount_paid, p.late_fee::text AS late_fee, p.cancelled, p.payment_method::text AS payment_method,
  to_char(p.due_date, 'YYYY-MM-DD') AS due_date, to_char(p.payment_date, 'YYYY-MM-DD') AS payment_date,
  p.reference_number, p.notes`;

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

export interface SettingsRow {
  default_plan_name: string | null;
  default_plan_amount: string | null;
  gym_address: string;
  gym_phone: string;
  gym_state: string;
  gstin: string | null;
  sac_code: string;
  gst_rate: string;
  upi_vpa: string | null;
  upi_payee_name: string | null;
  template_due_soon: string;
  template_overdue: string;
  template_received: string;
}

export interface MonthlyRow {
  member_id: number;
  member_code: string;
  member_name: string;
  member_phone: string;
  member_status: string;
  member_renewal_date: string;
  days_left: number;
  plan_name: string | null;
  plan_amount: string | null;
  last_reminder_at: string | null;
  payment_id: number | null;
  membership_month: string | null;
  amount_due: string | null;
  amount_paid: string | null;
  late_fee: string | null;
  cancelled: boolean | null;
  due_date: string | null;
  reference_number: string | null;
}

export interface InvoiceRow {
  invoice_id: number;
  invoice_number: string;
  payment_id: number;
  member_id: number;
  member_code: string;
  member_name: string;
  member_phone: string;
  member_address: string;
  amount: string;
  membership_month: string;
  payment_method: string;
  payment_date: string;
  reference_number: string;
}

const MEMBER_COLUMNS = `m.id, m.member_id, m.first_name || ' ' || m.last_name AS full_name, m.username, m.email, m.phone,
  CASE WHEN m.status = 'EXPIRED' OR m.renewal_date < $1::date THEN 'EXPIRED' ELSE m.status::text END AS status,
  to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date, (m.renewal_date - $1::date) AS days_left,
  m.plan_name, m.plan_amount::text AS plan_amount,
  to_char(m.last_reminder_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_reminder_at`;

/** Raw SQL, schema-qualified (raw queries do not get Prisma's schema, DESIGN §3). */
export function memberPaymentsRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const receipts = qualified(schema, "payment_receipts");
  const counters = qualified(schema, "invoice_counters");
  const settings = qualified(schema, "payment_settings");
  const methodType = qualified(schema, "member_payment_method");

  function listWhere(f: PaymentListFilter, params: unknown[]) {
    const c = ["TRUE"];
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

    /** Every member with the month's record, if any (NOT_CREATED when none). */
    byMonth(month: string, today: string): Promise<MonthlyRow[]> {
      return db.$queryRawUnsafe<MonthlyRow[]>(
        `SELECT m.id AS member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
                m.phone AS member_phone,
                CASE WHEN m.status = 'EXPIRED' OR m.renewal_date < $1::date THEN 'EXPIRED' ELSE m.status::text END AS member_status,
                to_char(m.renewal_date, 'YYYY-MM-DD') AS member_renewal_date, (m.renewal_date - $1::date) AS days_left,
                m.plan_name, m.plan_amount::text AS plan_amount,
                to_char(m.last_reminder_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_reminder_at,
                p.id AS payment_id, to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month,
                p.amount_due::text AS amount_due, p.amount_paid::text AS amount_paid, p.late_fee::text AS late_fee,
                p.cancelled, to_char(p.due_date, 'YYYY-MM-DD') AS due_date, p.reference_number
           FROM ${members} m
           LEFT JOIN ${payments} p ON p.member_id = m.id AND p.membership_month = $2::date
          ORDER BY m.first_name, m.last_name, m.id`,
        today,
        month,
      );
    },

    /**
     * One set-based statement: a record for the month for every ACTIVE member that has none and has
     * an amount (own plan or the gym default). The unique key makes a second or parallel call a no-op.
     */
    async autoGenerate(month: string, dueDate: string, today: string): Promise<{ overdue: number; upcoming: number }> {
      const rows = await db.$queryRawUnsafe<{ overdue: number; upcoming: number }[]>(
        `WITH created AS (
           INSERT INTO ${payments} (member_id, membership_month, amount_due, due_date, reference_number)
           SELECT m.id, $1::date, COALESCE(m.plan_amount, s.default_plan_amount), $2::date,
                  'PAY' || m.id || to_char($1::date, 'YYYYMM')
             FROM ${members} m LEFT JOIN ${settings} s ON s.id = 1
            WHERE m.status = 'ACTIVE' AND COALESCE(m.plan_amount, s.default_plan_amount) IS NOT NULL
           ON CONFLICT DO NOTHING
           RETURNING due_date)
         SELECT count(*) FILTER (WHERE due_date < $3::date)::int AS overdue,
                count(*) FILTER (WHERE due_date >= $3::date)::int AS upcoming
           FROM created`,
        month,
        dueDate,
        today,
      );
      return rows[0] ?? { overdue: 0, upcoming: 0 };
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

    invoices(f: { search?: string; member_id?: number; payment_ids?: number[]; limit: number; offset: number }) {
      const params: unknown[] = [];
      const c = ["TRUE"];
      if (f.search) {
        params.push(likePattern(f.search));
        c.push(`lower(m.first_name || ' ' || m.last_name || ' ' || r.invoice_number) LIKE $${params.length}`);
      }
      if (f.member_id !== undefined) {
        params.push(f.member_id);
        c.push(`p.member_id = $${params.length}`);
      }
      if (f.payment_ids) {
        params.push(f.payment_ids);
        c.push(`r.payment_id = ANY($${params.length}::int[])`);
      }
      const from = `${receipts} r JOIN ${payments} p ON p.id = r.payment_id JOIN ${members} m ON m.id = p.member_id`;
      const n = params.length;
      return Promise.all([
        db.$queryRawUnsafe<InvoiceRow[]>(
          `SELECT ${INVOICE_COLUMNS} FROM ${from} WHERE ${c.join(" AND ")}
            ORDER BY r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          ...params,
          f.limit,
          f.offset,
        ),
        db
          .$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM ${from} WHERE ${c.join(" AND ")}`,
            ...params,
          )
          .then((r) => r[0]?.n ?? 0),
      ]);
    },

    async invoice(id: number): Promise<InvoiceRow | null> {
      const rows = await db.$queryRawUnsafe<InvoiceRow[]>(
        `SELECT ${INVOICE_COLUMNS} FROM ${receipts} r JOIN ${payments} p ON p.id = r.payment_id
           JOIN ${members} m ON m.id = p.member_id WHERE r.id = $1`,
        id,
      );
      return rows[0] ?? null;
    },
  };
}

const INVOICE_COLUMNS = `r.id AS invoice_id, r.invoice_number, r.payment_id, m.id AS member_id, m.member_id AS member_code,
  m.first_name || ' ' || m.last_name AS member_name, m.phone AS member_phone, m.address AS member_address,
  r.amount::text AS amount, to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month,
  r.payment_method::text AS payment_method, to_char(r.payment_date, 'YYYY-MM-DD') AS payment_date, p.reference_number`;
