import { MEMBER_NOT_RECOGNISED, normaliseIndianMobile } from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { DataContext } from "../../context.ts";
import { feedbackRepository } from "../repository.ts";

export interface IdentifiedMember {
  id: number;
  name: string;
}

/** The digits that name a phone: an Indian mobile without +91/0, else every digit as typed. */
function phoneKey(phone: string): string {
  return normaliseIndianMobile(phone) ?? phone.replace(/\D/g, "");
}

/**
 * The member writing on the public page (decision 0112): the member code and the phone number
 * registered with this gym must belong to the same member. A made-up code and a wrong phone get
 * the same 400 with the same text, so the form never tells which of the two was wrong.
 */
export async function identifyMember(
  ctx: DataContext,
  identity: { member_code: string; phone: string },
): Promise<IdentifiedMember> {
  const member = await feedbackRepository(ctx).memberByCode(identity.member_code);
  const given = phoneKey(identity.phone);
  if (!member || given.length < 7 || phoneKey(member.phone) !== given) throw badRequest(MEMBER_NOT_RECOGNISED);
  return { id: member.id, name: `${member.first_name} ${member.last_name}`.trim() };
}
