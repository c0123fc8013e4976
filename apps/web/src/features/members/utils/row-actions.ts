import type { Member } from "../api/types.ts";

export type MemberRowAction = "renew" | "suspend" | "activate";

/**
 * What a members-list row offers (decision 0038, issue 8 defect 4). Part 1 §2: "ACTIVE members show a
 * suspend action; other members show an activate action", and a row displayed as expired overrides its
 * status (§4). So a row the server displays as EXPIRED offers Renew whatever its stored status, never
 * Suspend; Activate only while the renewal date has not passed (expired by status alone), because
 * activating a lapsed membership would leave the row expired. Other rows follow §2.
 */
export function memberRowActions(member: Pick<Member, "status" | "display_status" | "days_left">): MemberRowAction[] {
  if (member.display_status === "EXPIRED") return member.days_left >= 0 ? ["renew", "activate"] : ["renew"];
  return [member.status === "ACTIVE" ? "suspend" : "activate"];
}
