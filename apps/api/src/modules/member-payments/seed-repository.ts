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

    /** Puts renewal dates and statuses back as they were (paying renewed the members). */
    async restore(rows: DemoMemberRow[]): Promise<void> {
      await db.$executeRawUnsafe(
        `UPDATE ${members} AS m SET renewal_date = o.renewal::date,
                status = o.status::text::${qualified(schema, "member_status")}
           FROM unnest($1::int[], $2::text[], $3::text[]) AS o(id, renewal, status) WHERE m.id = o.id`,
        rows.map((r) => r.id),
        rows.map((r) => r.renewal),
        rows.map((r) => r.status),
      );
    },
  };
}
