import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";

export interface LinkRow {
  member_id: number;
  first_name: string;
  phone: string;
  token: string;
  created_at: Date;
}

/**
 * Members' private links (decision 0340). A member's links change only with the member row locked, so two
 * staff making the first link at once make one, and a rotation never leaves two in use.
 */
export function memberLinksRepository({ db, schema, now }: DataContext) {
  const links = qualified(schema, "member_links");
  const members = qualified(schema, "members");
  const activeOf = (sql: Pick<typeof db, "$queryRawUnsafe">, memberIds: number[]) =>
    sql.$queryRawUnsafe<LinkRow[]>(
      `SELECT m.id AS member_id, m.first_name, m.phone, l.token, l.created_at
         FROM ${members} m JOIN ${links} l ON l.member_id = m.id AND l.revoked_at IS NULL
        WHERE m.id = ANY($1::int[])`,
      memberIds,
    );

  return {
    /** The link in use of each member that has one. */
    active(memberIds: number[]): Promise<LinkRow[]> {
      return activeOf(db, memberIds);
    },

    /** Whether the member exists (archived members included: staff may still revoke their link). */
    async memberExists(memberId: number): Promise<boolean> {
      const rows = await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${members} WHERE id = $1`, memberId);
      return rows.length > 0;
    },

    /**
     * Gives each member a link: `tokens` supplies a new token per member. With `replace` the link in use
     * is revoked first (a rotation), otherwise a member who has one keeps it. Answers the links in use of
     * the members that exist.
     */
    async issue(
      memberIds: number[],
      newToken: () => string,
      replace: boolean,
      staffUserId: number | null,
    ): Promise<LinkRow[]> {
      if (!memberIds.length) return [];
      return db.$transaction(async (tx) => {
        const found = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${members} WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
          memberIds,
        );
        const ids = found.map((r) => r.id);
        if (!ids.length) return [];
        const at = now();
        if (replace)
          await tx.$executeRawUnsafe(
            `UPDATE ${links} SET revoked_at = $2, revoked_by_id = $3 WHERE member_id = ANY($1::int[]) AND revoked_at IS NULL`,
            ids,
            at,
            staffUserId,
          );
        const have = new Set((await activeOf(tx, ids)).map((r) => r.member_id));
        const missing = ids.filter((id) => !have.has(id));
        if (missing.length)
          await tx.$executeRawUnsafe(
            `INSERT INTO ${links} (member_id, token, created_at, created_by_id)
             SELECT t.member_id, t.token, $3::timestamptz, $4::int FROM unnest($1::int[], $2::text[]) AS t(member_id, token)`,
            missing,
            missing.map(() => newToken()),
            at,
            staffUserId,
          );
        return activeOf(tx, ids);
      });
    },

    /** Revokes the member's link in use; false when there was none. */
    async revoke(memberId: number, staffUserId: number | null): Promise<boolean> {
      const n = await db.$executeRawUnsafe(
        `UPDATE ${links} SET revoked_at = $2, revoked_by_id = $3 WHERE member_id = $1 AND revoked_at IS NULL`,
        memberId,
        now(),
        staffUserId,
      );
      return n > 0;
    },

    /** The member a token in use opens; null for an unknown or revoked token. */
    async memberOf(token: string): Promise<number | null> {
      const rows = await db.$queryRawUnsafe<{ member_id: number }[]>(
        `SELECT member_id FROM ${links} WHERE token = $1 AND revoked_at IS NULL`,
        token,
      );
      return rows[0]?.member_id ?? null;
    },
  };
}
