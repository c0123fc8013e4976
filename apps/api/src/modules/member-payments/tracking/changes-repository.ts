import { keepPlan } from "../../../db/kept-plans.ts";
import { qualified } from "../../../db/pool.ts";
import { readRows } from "../../../db/tenant-reads.ts";
import type { DataContext } from "../../context.ts";

/** The monthly view's change stamp and the payment settings the view shows (UPI payee), in one statement. */
export interface ViewStamp {
  /**
   * `<table oid>:<sum of weights>` of monthly_view_changes (decision 0380): the sum counts the committed
   * transactions that changed what the view reads; the oid is new whenever the gym's schema is made again
   * (a restore, a gym dropped and created under the same name), so a count never meets another history's.
   */
  stamp: string;
  upi_vpa: string | null;
  upi_payee_name: string | null;
  /**
   * Whether members written since the last bring-up wait to be recomputed in the kept months (decision 0396), as of
   * this snapshot: then the kept totals are brought up to date without first trying the plain read (decision 0406).
   */
  waiting: boolean;
}

export function changesRepository(ctx: DataContext) {
  const { db, schema } = ctx;
  const changes = qualified(schema, "monthly_view_changes");
  const settings = qualified(schema, "payment_settings");
  const dirty = qualified(schema, "monthly_view_dirty");
  return {
    /**
     * The stamp as of this statement's snapshot, with the settings row and whether names wait (`waiting`) in the
     * same snapshot. A plain read (`readRows`, decision 0360): every monthly-view request sends it first.
     */
    async stamp(): Promise<ViewStamp> {
      const rows = await readRows<ViewStamp>(
        ctx,
        keepPlan(`SELECT '${changes}'::regclass::oid::text || ':' || (SELECT coalesce(sum(weight), 0) FROM ${changes})::text AS stamp,
                s.upi_vpa, s.upi_payee_name, EXISTS (SELECT 1 FROM ${dirty}) AS waiting
           FROM (SELECT 1) one LEFT JOIN ${settings} s ON s.id = 1`),
      );
      return rows[0]!;
    },

    /**
     * Folds every row but the current transaction's into one of their summed weight, in one statement: every
     * snapshot sees either all the old rows or the one new row, so the stamp it reads is unchanged. Rows a
     * concurrent fold deleted first are skipped by this one's DELETE (and not summed). Returns the rows folded.
     */
    async fold(): Promise<number> {
      const rows = await db.$queryRawUnsafe<{ folded: number }[]>(
        `WITH gone AS (DELETE FROM ${changes} WHERE txid <> pg_current_xact_id()::text::bigint RETURNING weight),
              kept AS (INSERT INTO ${changes} (txid, weight)
                         SELECT pg_current_xact_id()::text::bigint, sum(weight) FROM gone HAVING count(*) > 0
                       ON CONFLICT (txid) DO UPDATE SET weight = ${changes}.weight + excluded.weight)
         SELECT count(*)::int AS folded FROM gone`,
      );
      return rows[0]?.folded ?? 0;
    },
  };
}
