import { qualified } from "../../db/pool.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { DataContext } from "../context.ts";

export type Sql = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/** A plan as SQL reads it: money as exact decimal text. */
export interface PlanRow {
  id: number;
  name: string;
  duration_months: number | null;
  duration_days: number;
  price: string;
  admission_fee: string | null;
  gst_included: boolean;
  is_active: boolean;
  member_count: number;
  created_at: Date;
}

export interface PlanWrite {
  name: string;
  duration_months: number | null;
  duration_days: number;
  price: string;
  admission_fee: string | null;
  gst_included: boolean;
}

/** The plan catalogue's reads and writes (decision 0290). A gym has tens of plans: lists are whole. */
export function plansRepository({ db, schema, now }: DataContext) {
  const plans = qualified(schema, "membership_plans");
  const members = qualified(schema, "members");
  const columns = `p.id, p.name, p.duration_months, p.duration_days, p.price::text AS price,
    p.admission_fee::text AS admission_fee, p.gst_included, p.is_active, p.created_at,
    (SELECT count(*) FROM ${members} m WHERE m.plan_id = p.id AND m.archived_at IS NULL)::int AS member_count`;

  return {
    list(isActive?: boolean): Promise<PlanRow[]> {
      return db.$queryRawUnsafe<PlanRow[]>(
        `SELECT ${columns} FROM ${plans} p WHERE ($1::boolean IS NULL OR p.is_active = $1)
          ORDER BY p.is_active DESC, p.duration_days, p.price, lower(p.name), p.id LIMIT 1000`,
        isActive ?? null,
      );
    },

    async find(id: number, sql: Sql = db): Promise<PlanRow | null> {
      const rows = await sql.$queryRawUnsafe<PlanRow[]>(`SELECT ${columns} FROM ${plans} p WHERE p.id = $1`, id);
      return rows[0] ?? null;
    },

    async create(data: PlanWrite): Promise<number> {
      const row = await db.membershipPlan.create({ data, select: { id: true } });
      return row.id;
    },

    /** The plan's fields and its members' copies of its name and amount, in one transaction. */
    async update(id: number, data: PlanWrite, amount: string): Promise<boolean> {
      return db.$transaction(async (tx) => {
        const { count } = await tx.membershipPlan.updateMany({ where: { id }, data });
        if (count === 0) return false;
        await tx.$queryRawUnsafe(
          `UPDATE ${members} SET plan_name = $2, plan_amount = $3::numeric, updated_at = $4::timestamptz
            WHERE plan_id = $1 AND (plan_name IS DISTINCT FROM $2 OR plan_amount IS DISTINCT FROM $3::numeric)`,
          id,
          data.name,
          amount,
          now(),
        );
        return true;
      });
    },

    /**
     * The members of plans whose price excludes GST take their plan's charge at a new rate (decision 0294),
     * in the settings' transaction: `charges` is each such plan's id and amount. Only changed copies are written.
     */
    async repriceMembers(tx: Sql, charges: { id: number; amount: string }[]): Promise<void> {
      if (!charges.length) return;
      await tx.$queryRawUnsafe(
        `UPDATE ${members} m SET plan_amount = c.amount, updated_at = $3::timestamptz
           FROM unnest($1::int[], $2::numeric[]) AS c(id, amount)
          WHERE m.plan_id = c.id AND m.plan_amount IS DISTINCT FROM c.amount`,
        charges.map((c) => c.id),
        charges.map((c) => c.amount),
        now(),
      );
    },

    /** The plans whose price excludes GST (their charge follows the gym's rate). */
    gstExcluded(sql: Sql = db): Promise<{ id: number; price: string }[]> {
      return sql.$queryRawUnsafe<{ id: number; price: string }[]>(
        `SELECT id, price::text AS price FROM ${plans} WHERE NOT gst_included ORDER BY id`,
      );
    },

    /** The demo seed's catalogue, in one statement. */
    async createAll(rows: PlanWrite[]): Promise<void> {
      await db.membershipPlan.createMany({ data: rows, skipDuplicates: true });
    },

    /** Members without a catalogue plan whose plan name and fee are a plan's name and price join it (the demo seed). */
    async assignByNameAndAmount(): Promise<void> {
      await db.$queryRawUnsafe(
        `UPDATE ${members} m SET plan_id = p.id, updated_at = $1::timestamptz FROM ${plans} p
          WHERE m.plan_id IS NULL AND m.plan_name = p.name AND m.plan_amount = p.price AND p.gst_included`,
        now(),
      );
    },

    async setActive(id: number, isActive: boolean): Promise<boolean> {
      const { count } = await db.membershipPlan.updateMany({ where: { id }, data: { is_active: isActive } });
      return count > 0;
    },

    /**
     * The rate GST is added at for a plan whose price excludes it: the gym's own rate, else the default
     * (decision 0220), only when the gym has a GSTIN; null when it charges no GST.
     */
    async gstRate(sql: Sql = db): Promise<{ gstin: string | null; gst_rate: string | null } | null> {
      const rows = await sql.$queryRawUnsafe<{ gstin: string | null; gst_rate: string | null }[]>(
        `SELECT gstin, gst_rate::text AS gst_rate FROM ${qualified(schema, "payment_settings")} WHERE id = 1`,
      );
      return rows[0] ?? null;
    },
  };
}
