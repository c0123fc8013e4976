import { formatCardCode, type MemberCard, todayIn } from "@gym/contracts";
import type { CardRow } from "./repository.ts";

/** The card as the API answers it, with its PDF; the file is named after the member's code. */
export function toMemberCard(row: CardRow, pdf: Buffer, timeZone: string): MemberCard {
  return {
    member_id: row.member_id,
    member_code: row.member_code,
    member_name: row.member_name,
    code: formatCardCode(row.code),
    issued_at: row.issued_at.toISOString(),
    filename: `member-card-${row.member_code}-${todayIn(timeZone, row.issued_at)}.pdf`,
    pdf_base64: pdf.toString("base64"),
  };
}
