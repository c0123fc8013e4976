import {
  displayStatus,
  type Member,
  type MemberProfile,
  type MemberRegisterResponse,
  membershipText,
} from "@gym/contracts";
import { mediaUrlOrNull } from "../../uploads/media-url.ts";
import type { MemberRow } from "./member-rows.ts";
import type { ProfileRow } from "./profile-repository.ts";

/** A stored member as the API answers it (part 1 §3 "Member (list)", §4 expired override and days left). */
export function toMember(row: MemberRow, today: string): Member {
  const full_name = `${row.first_name} ${row.last_name}`.trim();
  const display_status = displayStatus(row.status, row.renewal_date, today);
  return {
    id: row.id,
    member_id: row.member_id,
    user: { first_name: row.first_name, last_name: row.last_name, username: row.username, email: row.email },
    full_name,
    phone: row.phone,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    address: row.address,
    emergency_contact: row.emergency_contact,
    status: row.status,
    display_status,
    joining_date: row.joining_date,
    join_date: row.joining_date,
    renewal_date: row.renewal_date,
    days_left: row.days_left,
    days_left_text: membershipText(display_status, row.days_left),
    frozen_until: row.frozen_until ?? null,
    profile_photo_url: mediaUrlOrNull(row.profile_photo),
    gstin: row.gstin,
    created_at: row.created_at,
  };
}

/** The registration answer's `member_details` (part 1 §7). */
export function toMemberDetails(row: MemberRow): MemberRegisterResponse["member_details"] {
  return {
    id: row.id,
    full_name: `${row.first_name} ${row.last_name}`,
    member_id: row.member_id,
    username: row.username,
    joining_date: row.joining_date,
    renewal_date: row.renewal_date,
  };
}

/** The profile (decision 0260): the member as listed, plus the plan, the archive mark and their history's counts. */
export function toMemberProfile(row: ProfileRow, today: string): MemberProfile {
  const moneyHistory = row.receipts > 0 || row.ledger_rows > 0;
  return {
    ...toMember(row, today),
    username: row.username,
    email: row.email,
    plan_name: row.plan_name,
    plan_amount: row.plan_amount,
    plan_id: row.plan_id,
    archived_at: row.archived_at,
    summary: {
      payment_records: row.payment_records,
      receipts: row.receipts,
      total_received: row.total_received,
      bookings: row.bookings,
      assignments: row.assignments,
      feedback: row.feedback,
      visits: row.visits,
      last_visit_at: row.last_visit_at,
    },
    removal: moneyHistory ? "ARCHIVE" : "DELETE",
  };
}
