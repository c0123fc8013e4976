import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { DUE_COLUMNS, type MemberDueRow, memberDuesSql } from "../dues-repository.ts";

export interface RenewalRow extends MemberDueRow {
  days_until: number;
  excluded: boolean;
}

/** The renewals worklist (decision 0346): next payments due from today to today + `within` days, in SQL. */
export function renewalsRepository({ db, schema }: DataContext) {
  const window = (within: string) =>
    `FROM ${memberDuesSql(schema, "$1::date")} d WHERE d.due_date BETWEEN $1::date AND $1::date + ${within}`;
  return {
    async page(today: string, within: number, limit: number, offset: number): Promise<RenewalRow[]> {
      return db.$queryRawUnsafe<RenewalRow[]>(
        `SELECT ${DUE_COLUMNS}, (d.due_date - $1::date) AS days_until,
                EXISTS (SELECT 1 FROM ${qualified(schema, "reminder_exclusions")} x WHERE x.member_id = d.member_id) AS excluded
           ${window("$2::int")}
          ORDER BY d.due_date, d.member_name, d.member_id LIMIT $3 OFFSET $4`,
        today,
        within,
        limit,
        offset,
      );
    },
    /** How many members are in the window and what they are expected to pay in total (exact decimal text). */
    async totals(today: string, within: number): Promise<{ count: number; total: string }> {
      const [row] = await db.$queryRawUnsafe<{ count: number; total: string }[]>(
        `SELECT count(*)::int AS count, COALESCE(sum(d.amount), 0)::text AS total ${window("$2::int")}`,
        today,
        within,
      );
      return row!;
    },
  };
}
