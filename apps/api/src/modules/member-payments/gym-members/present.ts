import { type GymMember, paiseToRupees, toPaise } from "@gym/contracts";
import type { MemberPlanRow } from "../payments/repository.ts";
import { planLabel } from "../present.ts";

export function toGymMember(row: MemberPlanRow, admissionFee: number | null): GymMember {
  return {
    id: row.id,
    member_id: row.member_id,
    full_name: row.full_name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status,
    renewal_date: row.renewal_date,
    days_left: row.days_left,
    plan_name: row.plan_name,
    membership_type: planLabel(row.plan_name, row.plan_amount),
    amount: row.plan_amount === null ? null : paiseToRupees(toPaise(row.plan_amount)),
    admission_fee: admissionFee,
  };
}
