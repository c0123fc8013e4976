import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";

export interface DemoMemberRow {
  id: number;
  status: string;
  joining: string;
  renewal: string;
}

/** The demo payments seed's own statements on the members (seed.ts). */
export function paymentsSeedRepository({ db, schema }: DataContext) {
  const members = qualified(schema, "members");
  const payments = qualified(schema, "member_payments");
  const receipts = qualified(schema, "payment_receipts");
  return {
    members(): Promise<DemoMemberRow[]> {
      return db.$queryRawUnsafe<DemoMemberRow[]>(
        `SELECT id, status::text AS status, to_char(joining_date, 'YYYY-MM-DD') AS joining,
                to_char(renewal_date, 'YYYY-MM-DD') AS renewal FROM ${members} ORDER BY id`,
      );
    },

    async setPlans(plans: { id: number; name: string | null; amount: string | null }[]): Promise<void> {
      await db.$executeRawUnsafe(
        `UPDATE ${members} AS m SET plan_name = p.name, plan_amount = p.amount
           FROM unnest($1::int[], $2::text[], $3::numeric[]) AS p(id, name, amount) WHERE m.id = p.id`,
        plans.map((p) => p.id),
        plans.map((p) => p.name),
        plans.map((p) => p.amount),
      );
    },

    /**
     * Puts renewal dates and statuses back as they were (paying renewed the members); a member who paid
     * anything has paid through their renewal date, as the migration of decision 0240 §9 says.
     */
    async restore(rows: DemoMemberRow[]): Promise<void> {
      await db.$executeRawUnsafe(
        `UPDATE ${members} AS m SET renewal_date = o.renewal::date,
                paid_through = CASE WHEN EXISTS (SELECT 1 FROM ${payments} p JOIN ${receipts} r ON r.payment_id = p.id
                                                  WHERE p.member_id = m.id) THEN o.renewal::date END,
                status = o.status::text::${qualified(schema, "member_status")}
           FROM unnest($1::int[], $2::text[], $3::text[]) AS o(id, renewal, status) WHERE m.id = o.id`,
        rows.map((r) => r.id),
        rows.map((r) => r.renewal),
        rows.map((r) => r.status),
      );
    },

    /** The demo's open records without a period, oldest month first (the seed gives them their period). */
    openWithoutPeriod(): Promise<{ id: number; member_id: number }[]> {
      return db.$queryRawUnsafe<{ id: number; member_id: number }[]>(
        `SELECT id, member_id FROM ${payments}
          WHERE period_from IS NULL AND NOT cancelled AND amount_paid < amount_due + late_fee
          ORDER BY member_id, membership_month`,
      );
    },

    async setPeriods(rows: { id: number; from: string; to: string }[]): Promise<void> {
      await db.$executeRawUnsafe(
        `UPDATE ${payments} AS p SET period_from = u.f, period_to = u.t
           FROM unnest($1::int[], $2::date[], $3::date[]) AS u(id, f, t) WHERE p.id = u.id`,
        rows.map((r) => r.id),
        rows.map((r) => r.from),
        rows.map((r) => r.to),
      );
    },
  };
}
