import { DEFAULT_GST_RATE } from "@gym/contracts";
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
  /** The period the bill pays for (decision 0240); null on history. */
  period_from: string | null;
  period_to: string | null;
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

/** What a member's chain is made from (decision 0240), as SQL reads it; `$1` is today. */
export interface ChainRow {
  member_id: number;
  status: string;
  joining_date: string;
  renewal_date: string;
  paid_through: string | null;
  /** The later of paid_through and the end of the member's bills that are not cancelled. */
  chain_end: string | null;
  /** The first day of the member's latest bill's month (cancelled ones too: the month is taken). */
  latest_month: string | null;
  /** The plan's amount, else the gym default. */
  amount: string | null;
  open_bills: number;
  /** The catalogue plan's term in days and admission fee (decision 0290); null without a plan. */
  term_days: number | null;
  admission_fee: string | null;
  /** The plan's price includes GST; and the rate added when not (null: the gym charges no GST). */
  gst_included: boolean | null;
  gst_rate: string | null;
}

/** A member's dates after settling (decision 0240 §5). */
export interface SettledDates {
  member_id: number;
  renewal_date: string;
  paid_through: string | null;
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

export interface NewReceiptRow {
  payment_id: number;
  key: string;
  amount: string;
  method: string;
  date: string;
  invoice_number: string;
  /** "<member id>:<paise>" of a payment whose amount the desk named (decision 0197), else null. */
  request: string | null;
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
export function memberPaymentsRepository({ db, schema, now }: DataContext) {
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

    /** Records that these members were sent a reminder now; answers the moment (ISO). */
    async markReminded(memberIds: number[]): Promise<string> {
      const at = now();
      await db.$executeRawUnsafe(
        `UPDATE ${members} SET last_reminder_at = $2 WHERE id = ANY($1::int[])`,
        memberIds,
        at,
      );
      return `${at.toISOString().slice(0, 19)}Z`;
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
    async insert(tx: Tx, row: NewBillRow): Promise<number | null> {
      const [written] = await insertMany(tx, [row]);
      return written?.id ?? null;
    },

    insertMany,

    /**
     * The chains of these members (all of them when `memberIds` is null), decision 0240: their dates,
     * the end of what is billed, their latest bill's month, their amount and how many bills are open on
     * `today` (neither cancelled nor settled, by the one fee rule).
     */
    chains(today: string, memberIds: number[] | null, sql: Sql = db): Promise<ChainRow[]> {
      return sql.$queryRawUnsafe<ChainRow[]>(
        `SELECT m.id AS member_id, m.status::text AS status,
                to_char(m.joining_date, 'YYYY-MM-DD') AS joining_date,
                to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                to_char(m.paid_through, 'YYYY-MM-DD') AS paid_through,
                to_char(GREATEST(m.paid_through, b.billed_to), 'YYYY-MM-DD') AS chain_end,
                to_char(b.latest_month, 'YYYY-MM-DD') AS latest_month,
                COALESCE(m.plan_amount, s.default_plan_amount)::text AS amount,
                COALESCE(b.open_bills, 0)::int AS open_bills,
                pl.duration_days AS term_days, pl.admission_fee::text AS admission_fee, pl.gst_included,
                CASE WHEN s.gstin <> '' THEN COALESCE(s.gst_rate, ${String(DEFAULT_GST_RATE)})::text END AS gst_rate
           FROM ${members} m
           LEFT JOIN ${settings} s ON s.id = 1
           LEFT JOIN ${qualified(schema, "membership_plans")} pl ON pl.id = m.plan_id
           LEFT JOIN LATERAL (
             SELECT max(p.period_to) FILTER (WHERE NOT p.cancelled) AS billed_to,
                    max(p.membership_month) AS latest_month,
                    count(*) FILTER (WHERE NOT p.cancelled AND p.amount_paid < p.amount_due + ${feeSql("p", "$1")}) AS open_bills
               FROM ${payments} p WHERE p.member_id = m.id) b ON TRUE
          -- Every member's chain leaves out the archived (decision 0261: never billed); asked by id, any member.
          WHERE ($2::int[] IS NULL AND m.archived_at IS NULL) OR m.id = ANY($2::int[])
          ORDER BY m.id`,
        today,
        memberIds,
      );
    },

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

    /**
     * `count` invoice numbers of a financial year at once, gap-free: the counter rolls back with `tx`.
     * Answers the first of them; the others follow it.
     */
    async reserveInvoiceNumbers(tx: Tx, fy: string, count: number): Promise<number> {
      const rows = await tx.$queryRawUnsafe<{ n: number }[]>(
        `INSERT INTO ${counters} (financial_year, last_number) VALUES ($1, $2)
         ON CONFLICT (financial_year) DO UPDATE SET last_number = ${counters}.last_number + $2
         RETURNING last_number AS n`,
        fy,
        count,
      );
      return rows[0]!.n - count + 1;
    },

    /** Receipts in one statement; answers the ids written. A key that exists already writes nothing (decision 0182). */
    async insertReceipts(tx: Tx, rows: NewReceiptRow[]): Promise<{ id: number; receipt_key: string }[]> {
      const column = <K extends keyof NewReceiptRow>(key: K) => rows.map((r) => r[key]);
      return tx.$queryRawUnsafe<{ id: number; receipt_key: string }[]>(
        `INSERT INTO ${receipts}
           (payment_id, receipt_key, amount, payment_method, payment_date, invoice_number, request, created_at)
         SELECT payment_id, receipt_key, amount, method::${methodType}, payment_date, invoice_number, request, $8
           FROM unnest($1::int[], $2::text[], $3::numeric[], $4::text[], $5::date[], $6::text[], $7::text[])
             AS r(payment_id, receipt_key, amount, method, payment_date, invoice_number, request)
         ON CONFLICT (receipt_key) DO NOTHING RETURNING id, receipt_key`,
        column("payment_id"),
        column("key"),
        column("amount"),
        column("method"),
        column("date"),
        column("invoice_number"),
        column("request"),
        now(),
      );
    },

    /** What was received, on each record at once: the paid amount, the fee frozen, the method and date. */
    async applyReceipts(tx: Tx, rows: { id: number; paid: string; late_fee: string; method: string; date: string }[]) {
      const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
      await tx.$executeRawUnsafe(
        `UPDATE ${payments} p SET amount_paid = u.paid, late_fee = u.fee, payment_method = u.method::${methodType},
                payment_date = u.day, updated_at = $6
           FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::text[], $5::date[]) AS u(id, paid, fee, method, day)
          WHERE p.id = u.id`,
        column("id"),
        column("paid"),
        column("late_fee"),
        column("method"),
        column("date"),
        now(),
      );
    },

    /** The record a client's key paid, when a receipt with that key (or the first part of it) exists. */
    async paymentOfKey(key: string, sql: Sql = db): Promise<number | null> {
      const rows = await sql.$queryRawUnsafe<{ payment_id: number }[]>(
        `SELECT payment_id FROM ${receipts} WHERE receipt_key = $1 OR receipt_key = $1 || ':0' ORDER BY id LIMIT 1`,
        key,
      );
      return rows[0]?.payment_id ?? null;
    },

    /** The latest receipt of a request since `since` (decision 0197). */
    async recentRequest(tx: Tx, request: string, since: Date) {
      const rows = await tx.$queryRawUnsafe<{ invoice_number: string; amount: string }[]>(
        `SELECT invoice_number, amount::text AS amount FROM ${receipts}
          WHERE request = $1 AND created_at >= $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
        request,
        since,
      );
      return rows[0] ?? null;
    },

    /** Holds the members of these records for the rest of `tx`, in id order (receipts.ts: lockForPayment). */
    async lockMembersOf(tx: Tx, paymentIds: number[]): Promise<void> {
      await tx.$queryRawUnsafe(
        `SELECT 1 FROM ${members} WHERE id IN (SELECT member_id FROM ${payments} WHERE id = ANY($1::int[]))
          ORDER BY id FOR NO KEY UPDATE`,
        paymentIds,
      );
    },

    /** Holds the member for the rest of `tx`: two payments of one member are then made one after the other. */
    async lockMember(tx: Tx, memberId: number): Promise<boolean> {
      const rows = await tx.$queryRawUnsafe<unknown[]>(
        `SELECT 1 FROM ${members} WHERE id = $1 FOR NO KEY UPDATE`,
        memberId,
      );
      return rows.length > 0;
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
      let where = "m.archived_at IS NULL"; // archived members are not billed (decision 0261)
      if (search) {
        params.push(likePattern(search));
        // The members area's trigram expression (migration 20261121010000_members), so the index serves it.
        where = `m.archived_at IS NULL AND lower(m.first_name || ' ' || m.last_name || ' ' || m.username || ' ' || m.email || ' ' || m.phone || ' ' || m.member_id) LIKE $3`;
      }
      return db.$queryRawUnsafe<MemberPlanRow[]>(
        `SELECT ${MEMBER_COLUMNS} FROM ${members} m WHERE ${where} ORDER BY m.first_name, m.last_name, m.id LIMIT $2`,
        ...params,
      );
    },

    /** The two dates of these members (locked by the caller), decision 0240 §2. */
    paidDates(tx: Tx, memberIds: number[]): Promise<SettledDates[]> {
      return tx.$queryRawUnsafe<SettledDates[]>(
        `SELECT id AS member_id, to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date,
                to_char(paid_through, 'YYYY-MM-DD') AS paid_through
           FROM ${members} WHERE id = ANY($1::int[])`,
        memberIds,
      );
    },

    /** Writes the members' dates after settling (decision 0240 §5), and ACTIVE. */
    async settle(tx: Tx, rows: SettledDates[]): Promise<void> {
      if (!rows.length) return;
      await tx.$executeRawUnsafe(
        `UPDATE ${members} m SET renewal_date = u.renewal, paid_through = u.paid_through, status = 'ACTIVE',
                updated_at = $4
           FROM unnest($1::int[], $2::date[], $3::date[]) AS u(id, renewal, paid_through)
          WHERE m.id = u.id`,
        rows.map((r) => r.member_id),
        rows.map((r) => r.renewal_date),
        rows.map((r) => r.paid_through),
        now(),
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
