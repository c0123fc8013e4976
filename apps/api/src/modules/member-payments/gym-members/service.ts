import { paiseToRupees } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { firstBillAdmission } from "../chain.ts";
import { chainRepository } from "../chain-repository.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { toGymMember } from "./present.ts";
import { gymMembersRepository } from "./repository.ts";

/**
 * The payment screens' members: a member without a plan of their own shows the gym's default plan; each
 * carries the admission fee their next bill adds (their first bill, decision 0291 §7), so the manual form
 * can fill the same total the server accepts.
 */
export async function gymMembers(ctx: AreaContext, search: string | undefined, limit: number) {
  const today = ctx.today();
  const [rows, settings] = await Promise.all([
    gymMembersRepository(ctx).members(search, limit, today),
    memberPaymentsRepository(ctx).settings(),
  ]);
  const chains = rows.length
    ? await chainRepository(ctx).chains(
        today,
        rows.map((r) => r.id),
      )
    : [];
  const admission = new Map(chains.map((c) => [c.member_id, firstBillAdmission(c)]));
  return rows.map((r) => {
    const fee = admission.get(r.id) ?? 0;
    return toGymMember(
      {
        ...r,
        plan_name: r.plan_name ?? (r.plan_amount === null ? (settings?.default_plan_name ?? null) : null),
        plan_amount: r.plan_amount ?? settings?.default_plan_amount ?? null,
      },
      fee > 0 ? paiseToRupees(fee) : null,
    );
  });
}
