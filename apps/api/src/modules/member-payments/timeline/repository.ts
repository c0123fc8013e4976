import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import type { PaymentRow } from "../payments/repository.ts";
import { PAYMENT_COLUMNS } from "../sql.ts";

/** A member's payment records for the timeline. */
export function timelineRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  return {
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
