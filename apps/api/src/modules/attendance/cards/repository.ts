import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

export interface CardRow {
  member_id: number;
  member_code: string;
  member_name: string;
  code: string;
  issued_at: Date;
}

/** Member cards (decision 0251); a member's cards change only with the member row locked. */
export function cardsRepository({ db, schema, now }: DataContext) {
  const cards = qualified(schema, "member_cards");
  const members = qualified(schema, "members");
  const active = (sql: Pick<typeof db, "$queryRawUnsafe">, memberId: number) =>
    sql.$queryRawUnsafe<CardRow[]>(
      `SELECT m.id AS member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
              c.code, c.issued_at
         FROM ${members} m JOIN ${cards} c ON c.member_id = m.id AND c.revoked_at IS NULL
        WHERE m.id = $1`,
      memberId,
    );

  return {
    /** The member's card in use; null when the member has none (or does not exist). */
    async active(memberId: number): Promise<CardRow | null> {
      return (await active(db, memberId))[0] ?? null;
    },

    /**
     * Issues `code` to the member: the card in use is revoked first when `replace`, else kept (then the
     * answer is that card). Null when there is no such member. The member row is locked, so two desks
     * issuing at once make one card each in turn, never two in use.
     */
    async issue(memberId: number, code: string, replace: boolean): Promise<CardRow | null> {
      return db.$transaction(async (tx) => {
        const found = await tx.$queryRawUnsafe<unknown[]>(
          `SELECT 1 FROM ${members} WHERE id = $1 FOR NO KEY UPDATE`,
          memberId,
        );
        if (!found.length) return null;
        const at = now();
        if (replace)
          await tx.$executeRawUnsafe(
            `UPDATE ${cards} SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL`,
            memberId,
            at,
          );
        else {
          const current = await active(tx, memberId);
          if (current[0]) return current[0];
        }
        await tx.$executeRawUnsafe(
          `INSERT INTO ${cards} (member_id, code, issued_at) VALUES ($1, $2, $3)`,
          memberId,
          code,
          at,
        );
        return (await active(tx, memberId))[0] ?? null;
      });
    },
  };
}
