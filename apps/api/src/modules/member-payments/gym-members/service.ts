import type { AreaContext } from "../../context.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { toGymMember } from "./present.ts";
import { gymMembersRepository } from "./repository.ts";

/** The payment screens' members: a member without a plan of their own shows the gym's default plan. */
export async function gymMembers(ctx: AreaContext, search: string | undefined, limit: number) {
  const [rows, settings] = await Promise.all([
    gymMembersRepository(ctx).members(search, limit, ctx.today()),
    memberPaymentsRepository(ctx).settings(),
  ]);
  return rows.map((r) =>
    toGymMember({
      ...r,
      plan_name: r.plan_name ?? (r.plan_amount === null ? (settings?.default_plan_name ?? null) : null),
      plan_amount: r.plan_amount ?? settings?.default_plan_amount ?? null,
    }),
  );
}
