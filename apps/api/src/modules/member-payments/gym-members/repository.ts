import { qualified } from "../../../db/pool.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import type { DataContext } from "../../context.ts";
import type { MemberPlanRow } from "../payments/repository.ts";
import { MEMBER_COLUMNS } from "../sql.ts";

/** The payment screens' members with their plans (GET /api/gym-members/). */
export function gymMembersRepository({ db, schema }: DataContext) {
  const members = qualified(schema, "members");
  return {
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
  };
}
